import SwiftUI

enum Pane: String, CaseIterable, Hashable {
    case meadow, orchard, pond

    @ViewBuilder
    func makeContentView() -> some View {
        switch self {
        case .meadow: MeadowView()
        case .orchard: OrchardView()
        case .pond: PondView()
        }
    }
}

/// The tabs the user picked, in the order picked: a tab per case the builder maps.
struct FarmView: View {
    @State private var chosenPanes: [Pane] = [.meadow, .pond]

    var body: some View {
        TabView {
            ForEach(chosenPanes, id: \.self) { pane in
                pane.makeContentView()
                    .tabItem { Text(pane.rawValue) }
                    .tag(pane)
            }
        }
    }
}

/// Children with only `.tag`, inside `if`, `else if`, `switch` and a `Group`.
struct BarnView: View {
    enum Stall: Hashable { case horses, goats, hens, sheep }
    @State private var stall: Stall = .horses
    var hasAnimals = true
    var season = 0

    var body: some View {
        TabView(selection: $stall) {
            if hasAnimals {
                Group {
                    HorsesView().tag(Stall.horses)
                }
            } else if season > 0 {
                GoatsView().tag(Stall.goats)
            }
            switch season {
            case 1: HensView().tag(Stall.hens)
            default: SheepView().tag(Stall.sheep)
            }
        }
    }
}

struct MeadowView: View { var body: some View { Text("Meadow") } }
struct OrchardView: View { var body: some View { Text("Orchard") } }
struct PondView: View { var body: some View { Text("Pond") } }
struct HorsesView: View { var body: some View { Text("Horses") } }
struct GoatsView: View { var body: some View { Text("Goats") } }
struct HensView: View { var body: some View { Text("Hens") } }
struct SheepView: View { var body: some View { Text("Sheep") } }
