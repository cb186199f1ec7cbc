import SwiftUI

@main
struct GardenApp: App {
    @State private var router = GardenRouter()

    var body: some Scene {
        WindowGroup {
            TabView {
                BedsView().tag(0)
                ToolsView().tag(1)
                SeasonView().tag(2)
            }
            .environment(router)
            .sheet(item: $router.sheet) { $0.view }
        }
    }
}

/// Sheets the router presents; an enum no stack registers, mapped to views by its own builder.
enum GardenSheet: Identifiable {
    case watering, compost, frost, seeds

    var id: Self { self }

    @ViewBuilder var view: some View {
        switch self {
        case .watering: WateringView()
        case .compost: CompostView()
        case .frost: FrostView()
        case .seeds: SeedsView()
        }
    }
}

@Observable
final class GardenRouter {
    var sheet: GardenSheet?

    func show(_ sheet: GardenSheet) { self.sheet = sheet }
}

/// A row of the app that hands its own parameter to the router: a view that builds it opens the cases it passes.
struct TipRow: View {
    @Environment(GardenRouter.self) private var router
    let title: String
    let sheet: GardenSheet

    var body: some View {
        Button(title) { router.show(sheet) }
    }
}

struct BedsView: View {
    var body: some View {
        List {
            TipRow(title: "Water", sheet: .watering)
            TipRow(title: "Compost", sheet: .compost)
        }
    }
}

struct ToolsView: View {
    var body: some View {
        TipRow(title: "Seeds", sheet: .seeds)
    }
}

/// Hands a value extract cannot read: the row may open any case a caller passes.
struct SeasonView: View {
    let seasonal = GardenSheet.frost

    var body: some View {
        TipRow(title: "Frost", sheet: seasonal)
    }
}

struct WateringView: View { var body: some View { Text("Water") } }
struct CompostView: View { var body: some View { Text("Compost") } }
struct FrostView: View { var body: some View { Text("Frost") } }
struct SeedsView: View { var body: some View { Text("Seeds") } }
