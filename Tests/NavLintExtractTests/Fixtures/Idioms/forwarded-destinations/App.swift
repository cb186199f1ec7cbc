import SwiftUI

@main
struct AtlasApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                MapsView().tabItem { Label("Maps", systemImage: "map") }
                GuidesView().tabItem { Label("Guides", systemImage: "book") }
                NotesView().tabItem { Label("Notes", systemImage: "note") }
            }
        }
    }
}

enum Place: Hashable { case city, park }
enum Note: Hashable { case draft }

/// Destinations registered through the app's wrapper of `navigationDestination(for:destination:)`.
struct MapsView: View {
    @State private var path: [Place] = []

    var body: some View {
        NavigationStack(path: $path) {
            List {
                NavigationLink("City", value: Place.city)
                Button("Park") { path.append(.park) }
            }
            .stackDestination(for: Place.self) { place in
                switch place {
                case .city: CityView()
                case .park: ParkView()
                }
            }
        }
    }
}

/// Destinations registered through a function that applies a `ViewModifier` handing them on, pushed through an
/// object's path with cases named after the views they show (`Page.HikingView`), as some apps write them.
struct GuidesView: View {
    enum Page: Hashable { case HikingView, MuseumsView }

    @StateObject private var navigation = GuideNavigation()

    var body: some View {
        NavigationStack(path: $navigation.path) {
            List {
                NavigationLink("Hiking", value: Page.HikingView)
                Button("Museums") { navigation.path.append(Page.MuseumsView) }
            }
            .pageDestination(for: Page.self) { page in
                switch page {
                case .HikingView: HikingView()
                case .MuseumsView: MuseumsView()
                }
            }
        }
    }
}

final class GuideNavigation: ObservableObject {
    @Published var path = NavigationPath()
}

/// A function of the same shape that registers nothing: its link goes nowhere.
struct NotesView: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Draft", value: Note.draft)
                .tracked(for: Note.self) { _ in DraftView() }
        }
    }
}

struct CityView: View { var body: some View { Text("City") } }
struct ParkView: View { var body: some View { Text("Park") } }
struct HikingView: View { var body: some View { Text("Hiking") } }
struct MuseumsView: View { var body: some View { Text("Museums") } }
struct DraftView: View { var body: some View { Text("Draft") } }
