import SwiftUI

enum Place: Hashable {
    case trail(Int)
    case weather
    case permit
}

/// What a call asks of the router: the kind is the case's name, the destination the case it wraps.
enum Move {
    case push(Place)
    case sheet(Place)
    case fullScreenCover(Place)
    case pop
}

@Observable
final class TrailRouter {
    var path: [Place] = []
    var presented: Place?

    func go(_ move: Move) {
        switch move {
        case .push(let place): path.append(place)
        case .sheet(let place), .fullScreenCover(let place): presented = place
        case .pop: path.removeLast()
        }
    }
}

@main
struct HikeApp: App {
    @State private var router = TrailRouter()

    var body: some Scene {
        WindowGroup {
            NavigationStack(path: $router.path) {
                TrailsView()
                    .navigationDestination(for: Place.self) { place in
                        switch place {
                        case .trail(let id): TrailView(id: id)
                        case .weather: WeatherView()
                        case .permit: PermitView()
                        }
                    }
            }
            .environment(router)
        }
    }
}

struct TrailsView: View {
    @Environment(TrailRouter.self) private var router

    var body: some View {
        List {
            Button("Ridge trail") { router.go(.push(.trail(1))) }
            Button("Weather") { router.go(.sheet(.weather)) }
            Button("Permit") { router.go(.fullScreenCover(.permit)) }
            Button("Back") { router.go(.pop) }
        }
    }
}

struct TrailView: View {
    let id: Int
    var body: some View { Text("Trail \(id)") }
}

struct WeatherView: View { var body: some View { Text("Weather") } }
struct PermitView: View { var body: some View { Text("Permit") } }
