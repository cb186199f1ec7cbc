import SwiftUI

/// A screen only an iOS branch pushes is limited to the platforms that show it; one every platform shows is not.
@main
struct RecipesApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack { RecipeList() }
        }
    }
}

struct RecipeList: View {
    @Environment(\.openURL) private var openURL

    var body: some View {
        List {
            NavigationLink("Pantry") { PantryView() }
            #if os(iOS)
            NavigationLink("Shopping list") { ShoppingListView() }
            #else
            Button("Shop online") {
                if let shop = URL(string: "https://recipes.example.com/shop") { openURL(shop) }
            }
            #endif
        }
    }
}

struct PantryView: View {
    var body: some View { Text("Pantry") }
}

/// Shown only on iOS: its own link is too.
struct ShoppingListView: View {
    var body: some View {
        NavigationLink("Store") { StoreView() }
    }
}

struct StoreView: View {
    var body: some View { Text("Store") }
}
