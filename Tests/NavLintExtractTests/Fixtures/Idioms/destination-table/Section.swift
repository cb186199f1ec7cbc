import SwiftUI

enum Section: Hashable, CaseIterable, Identifiable {
    case garden, pond

    var id: Section { self }
}

extension Section {
    /// The table: each case's screen.
    @ViewBuilder
    var destination: some View {
        switch self {
        case .garden: GardenView()
        case .pond: PondView()
        }
    }
}
