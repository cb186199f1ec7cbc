import SwiftUI

/// A coordinator that owns the path and what it presents, and builds each screen from its case: the stack's root
/// is built by the same method as the pushed screens, and screens close what they were shown in through it.
enum Room: Hashable {
    case lobby, mixing, mastering
}

enum Panel: String, Identifiable {
    case levels, export
    var id: String { rawValue }
}

final class StudioCoordinator: ObservableObject {
    /// The panel shown last, kept by the type: clearing it takes nothing presented away.
    static var lastPanel: Panel?

    @Published var path = NavigationPath()
    @Published var panel: Panel?

    func go(to room: Room) { path.append(room) }
    func show(_ panel: Panel) { self.panel = panel }

    @ViewBuilder
    func build(room: Room) -> some View {
        switch room {
        case .lobby: LobbyView()
        case .mixing: MixingView()
        case .mastering: MasteringView()
        }
    }

    @ViewBuilder
    func build(panel: Panel) -> some View {
        switch panel {
        case .levels: LevelsView()
        case .export: ExportView()
        }
    }
}

struct StudioRoot: View {
    @StateObject private var coordinator = StudioCoordinator()

    var body: some View {
        NavigationStack(path: $coordinator.path) {
            coordinator.build(room: .lobby)
                .navigationDestination(for: Room.self) { room in
                    coordinator.build(room: room)
                }
                .sheet(item: $coordinator.panel) { panel in
                    coordinator.build(panel: panel)
                }
        }
        .environmentObject(coordinator)
    }
}

@main
struct StudioApp: App {
    var body: some Scene {
        WindowGroup { StudioRoot() }
    }
}
