import SwiftUI

struct CatalogView: View {
    @State private var path: [Route] = []

    var body: some View {
        NavigationStack(path: $path) {
            List {
                NavigationLink(value: Route.item(id: 3)) { Text("Item") }
                NavigationLink("Settings", value: Route.settings)
                Button("Help") { path.append(.help) }
                Button("Back") { path.removeLast() }
                Button("Home") { path = [] }
                Button("Start") { path.removeLast(path.count) }
                // Negative: a value of a type with no navigationDestination is unresolved.
                NavigationLink("Orphan", value: Orphan.thing)
            }
            .navigationDestination(for: Route.self) { route in
                switch route {
                case .item(let id): ItemView(id: id)
                case .settings: SettingsView()
                case .help: HelpView()
                }
            }
        }
    }
}

enum Orphan: Hashable { case thing }

struct ItemView: View {
    let id: Int
    var body: some View { Text("\(id)") }
}
struct SettingsView: View { var body: some View { Text("Settings") } }
struct HelpView: View { var body: some View { Text("Help") } }
