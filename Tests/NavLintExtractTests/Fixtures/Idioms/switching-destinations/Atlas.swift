import SwiftUI

/// A view that switches over the route it is given is where each route goes, not a screen of its own; the stack
/// hands it every value by its initialiser, as a function. A router reached through a custom environment key
/// goes back with `back()`.
enum Place: Hashable {
    case country(code: String)
    case city(name: String)
    case about
}

struct PlaceDestination: View {
    let place: Place

    var body: some View {
        switch place {
        case .country(let code): CountryView(code: code)
        case .city(let name): CityView(name: name)
        case .about: AboutAtlasView()
        }
    }
}

@Observable
final class AtlasRouter {
    var path: [Place] = []

    func open(_ place: Place) { path.append(place) }
    func back() { path.removeLast() }
    func backToRoot() { path.removeAll() }
}

private struct AtlasRouterKey: EnvironmentKey {
    static let defaultValue = AtlasRouter()
}

extension EnvironmentValues {
    var atlasRouter: AtlasRouter {
        get { self[AtlasRouterKey.self] }
        set { self[AtlasRouterKey.self] = newValue }
    }
}

@main
struct AtlasApp: App {
    @State private var router = AtlasRouter()

    var body: some Scene {
        WindowGroup {
            NavigationStack(path: $router.path) {
                WorldView()
                    .navigationDestination(for: Place.self, destination: PlaceDestination.init)
            }
            .environment(\.atlasRouter, router)
        }
    }
}
