import SwiftUI

/// Rows built with case literals and handed to a helper whose loop pushes each row's route.
struct ProfileView: View {
    @Environment(PantryRouter.self) private var router

    var body: some View {
        ScrollView {
            section(
                "Account",
                rows: [
                    MenuRow(title: "Orders", route: .orders),
                    MenuRow(title: "Addresses", route: .addresses),
                    MenuRow(title: "Payments", route: .payments),
                ])
            section("Support", rows: [MenuRow(title: "Help", route: .help)])
        }
    }

    private func section(_ title: String, rows: [MenuRow]) -> some View {
        VStack {
            Text(title)
            ForEach(rows) { row in
                Button(row.title) { router.push(row.route) }
            }
        }
    }
}

/// Shortcuts kept in a property of the view, pushed by value links; another type's `route` property, whose
/// constructions write other cases.
struct ShelvesView: View {
    private let shortcuts = [
        Shortcut(name: "Recipe", route: .recipe),
        Shortcut(name: "List", route: .shoppingList),
    ]

    var body: some View {
        NavigationStack {
            List(shortcuts) { shortcut in
                NavigationLink(shortcut.name, value: shortcut.route)
            }
            .navigationDestination(for: PantryRoute.self) { route in
                switch route {
                case .recipe: RecipeView()
                case .shoppingList: ShoppingListView()
                default: HelpView()
                }
            }
        }
    }
}

struct OrdersView: View { var body: some View { Text("Orders") } }
struct AddressesView: View { var body: some View { Text("Addresses") } }
struct PaymentsView: View { var body: some View { Text("Payments") } }
struct HelpView: View { var body: some View { Text("Help") } }
struct RecipeView: View { var body: some View { Text("Recipe") } }
struct ShoppingListView: View { var body: some View { Text("Shopping list") } }
