import SwiftUI

enum Step { case name, email }

@Observable final class WizardModel {
    var step: Step = .name
}

/// A flow whose pages swap in place, inside a layout container: a switch of its own, pushed from the dock.
struct WizardView: View {
    @State var model = WizardModel()

    var body: some View {
        VStack {
            switch model.step {
            case .name:
                NameStepView()
            case .email:
                EmailStepView { model.step = .name }
            }
        }
        .padding()
        .environment(model)
    }
}

struct NameStepView: View {
    @Environment(WizardModel.self) private var model
    var body: some View {
        Button("Next") { model.step = .email }
    }
}
struct EmailStepView: View {
    let onBack: () -> Void
    var body: some View {
        Button("Back", action: onBack)
    }
}

/// A switch over the loading state with one view of the sources: content, not a switched root.
struct ManifestView: View {
    enum Load { case loading, loaded, failed(String) }
    @State private var load = Load.loading

    var body: some View {
        switch load {
        case .loading: ProgressView()
        case .loaded: Text("Manifest")
        case .failed(let message): FailureView(message: message)
        }
    }
}

struct FailureView: View {
    let message: String
    var body: some View { Text(message) }
}

struct BerthListView: View {
    var body: some View {
        List {
            NavigationLink("Wizard", destination: WizardView())
            NavigationLink("Manifest", destination: ManifestView())
            CargoRowView(cargo: .crate("Tea"))
        }
    }
}

/// A switch over state whose cases carry the data they draw: rows of content, not screens it swaps.
struct CargoRowView: View {
    enum Cargo { case crate(String), barrel(Int) }
    @State var cargo: Cargo

    var body: some View {
        switch cargo {
        case .crate(let label): CrateView(label: label)
        case .barrel(let litres): BarrelView(litres: litres)
        }
    }
}

struct CrateView: View {
    let label: String
    var body: some View { Text(label) }
}

struct BarrelView: View {
    let litres: Int
    var body: some View { Text("\(litres) l") }
}
