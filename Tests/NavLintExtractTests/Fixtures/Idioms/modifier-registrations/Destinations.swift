import SwiftUI

enum Route: Hashable {
    case detail(Int)
    case about
    /// Registered, and pushed by no link extract reads (a value from the server): its view is still a screen.
    case credits
}

/// The app's destinations, registered in a `ViewModifier` that a function of `extension View` applies.
struct RouteDestinations: ViewModifier {
    func body(content: Content) -> some View {
        content.navigationDestination(for: Route.self) { route in
            switch route {
            case .detail(let id): DetailScreen(id: id)
            case .about: AboutScreen()
            case .credits: CreditsScreen()
            }
        }
    }
}

/// A modifier that decorates only: no destination, nothing to register.
struct Card: ViewModifier {
    func body(content: Content) -> some View { content.padding().background(.thinMaterial) }
}

/// Applies the destinations through another modifier, to show the chain is followed.
struct Routed: ViewModifier {
    func body(content: Content) -> some View { content.modifier(RouteDestinations()) }
}

extension View {
    func withRoutes() -> some View { modifier(Routed()) }
    func card() -> some View { modifier(Card()) }
}
