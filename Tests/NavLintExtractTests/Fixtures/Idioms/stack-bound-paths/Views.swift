import SwiftUI

@main
struct HikeApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                TrailScreen().tabItem { Text("Trail") }
                MapScreen().tabItem { Text("Map") }
            }
        }
    }
}

enum Step: Hashable {
    case summit
    case hut(Int)
}

/// A path whose name says nothing of one: the stack bound to it makes it one.
struct TrailScreen: View {
    @State private var trail: [Step] = []
    @State private var tags: [String] = []

    var body: some View {
        NavigationStack(path: $trail) {
            List {
                Button("Summit") { trail.append(.summit) }
                Button("Hut") { openHut(2) }
                // A list no stack is bound to: no navigation.
                Button("Tag") { tags.append("steep") }
                Button("Clear tags") { tags.removeAll() }
            }
            .navigationDestination(for: Step.self) { step in
                switch step {
                case .summit: SummitScreen(onDone: restart)
                case .hut(let id): HutScreen(id: id, onLeave: leaveHut)
                }
            }
        }
    }

    private func openHut(_ id: Int) { trail.append(.hut(id)) }
    private func leaveHut() { trail.removeLast() }
    private func restart() { trail = [] }
}

@Observable
final class MapState {
    var layers: [Step] = []
}

/// An object's property bound to the stack in the view that writes it.
struct MapScreen: View {
    @State private var map = MapState()

    var body: some View {
        NavigationStack(path: $map.layers) {
            Button("Summit") { map.layers.append(.summit) }
                .navigationDestination(for: Step.self) { _ in SummitScreen(onDone: { map.layers.removeAll() }) }
        }
    }
}

struct SummitScreen: View {
    let onDone: () -> Void
    var body: some View { Button("Done", action: onDone) }
}

struct HutScreen: View {
    let id: Int
    let onLeave: () -> Void
    var body: some View { Button("Leave hut \(id)", action: onLeave) }
}
