import SwiftUI

/// A stack wrapper generic over its routes: each tab builds it around another screen, so each tab is a stack of
/// its own rooted at that screen, and so is the second window; the wrapper registers its generic route type,
/// whose cases one enum maps.
protocol KitchenRoute: Hashable {
    associatedtype Screen: View
    @ViewBuilder var screen: Screen { get }
}

enum RecipeRoute: KitchenRoute {
    case recipe(id: Int)
    case timer

    var screen: some View {
        switch self {
        case .recipe(let id): RecipeView(id: id)
        case .timer: TimerView()
        }
    }
}

@Observable
final class KitchenRouter<Route: KitchenRoute> {
    var path: [Route] = []
    func push(_ route: Route) { path.append(route) }
}

struct KitchenStack<Route: KitchenRoute, Content: View>: View {
    @State private var router = KitchenRouter<Route>()
    @ViewBuilder let content: () -> Content

    var body: some View {
        NavigationStack(path: $router.path) {
            content()
                .navigationDestination(for: Route.self) { $0.screen }
        }
        .environment(router)
    }
}

@main
struct KitchenApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                KitchenStack<RecipeRoute, PantryView> { PantryView() }
                    .tabItem { Label("Pantry", systemImage: "cabinet") }
                KitchenStack<RecipeRoute, ShoppingView> { ShoppingView() }
                    .tabItem { Label("Shopping", systemImage: "cart") }
            }
        }

        WindowGroup(id: "timers") {
            KitchenStack<RecipeRoute, TimerBoardView> { TimerBoardView() }
        }
    }
}
