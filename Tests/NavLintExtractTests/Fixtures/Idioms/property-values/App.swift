import SwiftUI

@main
struct PantryApp: App {
    @State private var router = PantryRouter()

    var body: some Scene {
        WindowGroup {
            TabView {
                NavigationStack(path: $router.path) {
                    ProfileView()
                        .navigationDestination(for: PantryRoute.self) { route in
                            switch route {
                            case .orders: OrdersView()
                            case .addresses: AddressesView()
                            case .payments: PaymentsView()
                            case .help: HelpView()
                            case .recipe: RecipeView()
                            case .shoppingList: ShoppingListView()
                            }
                        }
                }
                .tabItem { Label("Profile", systemImage: "person") }
                ShelvesView().tabItem { Label("Shelves", systemImage: "square.stack") }
            }
            .environment(router)
        }
    }
}

@Observable
final class PantryRouter {
    var path: [PantryRoute] = []

    func push(_ route: PantryRoute) { path.append(route) }
}

enum PantryRoute: Hashable {
    case orders, addresses, payments, help, recipe, shoppingList
}

/// A row of a settings list: where tapping it goes.
struct MenuRow: Identifiable {
    let id = UUID()
    let title: String
    let route: PantryRoute
}

/// A shortcut on a shelf, with a route of its own.
struct Shortcut: Identifiable {
    let id = UUID()
    let name: String
    let route: PantryRoute
}
