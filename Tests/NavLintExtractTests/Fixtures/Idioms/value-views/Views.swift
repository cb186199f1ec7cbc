import SwiftUI

struct LibraryView: View {
    @State private var navigator = Navigator()

    var body: some View {
        NavigationStack(path: $navigator.stack) {
            List {
                Button("Preferences") { navigator.show(.preferences) }
                Button("Article") { navigator.show(.article(7)) }
                Button("Player") { navigator.show(.player) }
                Button("Drawer") { navigator.show(.drawer) }
                Button("Nothing") { navigator.show(.placeholder) }
                Button("About") { navigator.show(.about) }
                Button("Help") { navigator.open(.help) }
                Button("Tips") { navigator.open(.tips) }
            }
            .navigationDestination(for: Destination.self) { destination in
                destination.view
            }
        }
        .sheet(item: $navigator.modal) { destination in destination.view }
        .fullScreenCover(item: $navigator.cover) { destination in destination.view }
    }
}

struct PreferencesView: View {
    var body: some View { Text("Preferences") }
}

struct ArticleView: View {
    let number: Int
    var body: some View { Text("Article \(number)") }
}

struct PlayerView: View {
    var body: some View { Text("Player") }
}

struct DrawerView: View {
    var body: some View { Text("Drawer") }
}

struct HelpView: View {
    var body: some View { Text("Help") }
}

struct TipsView: View {
    var body: some View { Text("Tips") }
}

struct AboutView: View {
    var body: some View { Text("About") }
}
