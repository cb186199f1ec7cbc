import SwiftUI

@main
struct GardenApp: App {
    var body: some Scene {
        WindowGroup { GardenTabs() }
    }
}

struct GardenTabs: View {
    var body: some View {
        TabView {
            BedsView().tabItem { Label("Beds", systemImage: "leaf") }
            SeasonsView().tabItem { Label("Seasons", systemImage: "sun.max") }
            ToolsView().tabItem { Label("Tools", systemImage: "hammer") }
        }
    }
}

/// A stack whose destination switches over string literals, with a default view for any other name.
struct BedsView: View {
    @State private var path = NavigationPath()
    let bedName = "north"

    var body: some View {
        NavigationStack(path: $path) {
            List {
                NavigationLink("Compost", value: "compost")
                Button("Watering") { path.append("watering") }
                Button("Schedule") { path.append("calendar") }
                Button("North bed") { path.append("bed-north") }
                Button("This bed") { path.append(bedName) }
            }
            .navigationDestination(for: String.self) { page in
                switch page {
                case "compost": CompostView()
                case "watering", "calendar": WateringView()
                default: BedDetailView(name: page)
                }
            }
        }
    }
}

/// The same choice written as `if` comparisons, and an integer switch whose default is no view of the app.
struct SeasonsView: View {
    @State private var path: [Int] = []

    var body: some View {
        NavigationStack(path: $path) {
            List {
                NavigationLink("Spring", value: 1)
                NavigationLink("Summer", value: 2)
                NavigationLink("Winter", value: 4)
                Button("Frost dates") { path.append(3) }
            }
            .navigationDestination(for: Int.self) { season in
                if season == 1 || season == 2 {
                    SowingView()
                } else if 3 == season {
                    FrostView()
                } else {
                    Text("Rest")
                }
            }
        }
    }
}

/// A view modifier that registers a choice by literal for the stacks that apply it.
struct ToolsView: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Spade", value: "spade")
                NavigationLink("Shears", value: "shears")
                NavigationLink("Rake \(1)", value: "rake \(1)")
            }
            .toolDestinations()
        }
    }
}

extension View {
    func toolDestinations() -> some View {
        navigationDestination(for: String.self) { tool in
            switch tool {
            case "spade": SpadeView()
            case "shears": ShearsView()
            default: EmptyView()
            }
        }
    }
}
