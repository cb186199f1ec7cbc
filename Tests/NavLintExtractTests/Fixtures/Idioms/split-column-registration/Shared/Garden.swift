import SwiftUI

struct Garden: Identifiable {
    let id: UUID
    let name: String
}

/// Shown only by the watch's split view, whose sidebar column registers `Garden.ID`: its links go there.
struct GardenList: View {
    let gardens: [Garden]

    var body: some View {
        List(gardens) { garden in
            NavigationLink(value: garden.id) { Text(garden.name) }
        }
    }
}
