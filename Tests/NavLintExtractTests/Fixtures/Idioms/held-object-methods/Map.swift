import SwiftUI

struct MapScreen: View {
    @EnvironmentObject private var navigator: Navigator
    @Environment(SessionStore.self) private var session

    var body: some View {
        NavigationStack {
            VStack {
                Button("Filters") { navigator.showFilters() }
                Button("Highlight") { navigator.highlight("Lisbon") }
                Button("Leave") { session.leave() }
                LegendView()
            }
            .sheet(item: $navigator.presentedSheet) { panel in
                switch panel {
                case .filters: FiltersView()
                case .profile: ProfileView()
                }
            }
        }
    }
}

struct LegendView: View {
    @EnvironmentObject private var navigator: Navigator

    var body: some View {
        Button("Me") { navigator.showProfile() }
    }
}

struct FiltersView: View {
    @EnvironmentObject private var navigator: Navigator

    var body: some View {
        Button("Done") { navigator.closePanel() }
    }
}

struct ProfileView: View { var body: some View { Text("Profile") } }
