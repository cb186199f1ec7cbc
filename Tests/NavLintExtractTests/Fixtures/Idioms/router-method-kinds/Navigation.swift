import SwiftUI

enum Route: Hashable, Identifiable {
    case profile(Int)
    case post(String)
    case settings
    case compose
    case camera
    case about

    var id: Self { self }
}

/// Generic over what it pushes: `Destination` is no type of the app, whatever its name.
@Observable
final class Router<Destination: Hashable> {
    var path: [Destination] = []
    var sheet: Destination?

    func push(_ destination: Destination) { path.append(destination) }
    func pop() { path.removeLast() }
    func show(_ destination: Destination) { sheet = destination }
}

/// Its methods' bodies, not their names, say how they navigate: each writes the state a presentation reads.
@Observable
final class Presenter {
    var sheet: Route?
    var cover: Route?

    func present(_ route: Route) { sheet = route }
    func navigate(to route: Route) { cover = route }
}
