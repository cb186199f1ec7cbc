import SwiftUI

/// Destinations of two levels, mapped in one registration whose cases switch over their own values.
enum Destination: Hashable {
    case library(Shelf)
    case settings(SettingsPage)
}

enum Shelf: Hashable { case fiction, poetry }

enum SettingsPage: Hashable { case general, appearance, about }

final class Router: ObservableObject {
    static let shared = Router()
    @Published var path: [Destination] = []
}

/// Moves the shared router; its name says nothing of navigation, its parameter's type does.
enum Nav {
    static func to(_ destination: Destination) {
        Router.shared.path.append(destination)
    }
}

extension View {
    func withDestinations() -> some View {
        navigationDestination(for: Destination.self) { destination in
            switch destination {
            case .library(let shelf):
                switch shelf {
                case .fiction: FictionView()
                case .poetry: PoetryView()
                }
            case .settings(let page):
                switch page {
                case .general: GeneralSettingsView()
                case .appearance: AppearanceSettingsView()
                case .about: AboutView()
                }
            }
        }
    }
}
