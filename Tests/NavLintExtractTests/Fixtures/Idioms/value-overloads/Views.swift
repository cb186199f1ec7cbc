import SwiftUI

@main struct KitchenApp: App {
    @State private var router = KitchenRouter()
    var body: some Scene {
        WindowGroup { KitchenRoot().environment(router) }
    }
}

struct KitchenRoot: View {
    @Environment(KitchenRouter.self) private var router

    var body: some View {
        @Bindable var router = router
        NavigationStack(path: $router.path) {
            FeedView()
                .navigationDestination(for: KitchenRoute.self) { route in
                    switch route {
                    case .recipe(let id):
                        Loading(id: id) { recipe in RecipeView(recipe: recipe) }
                    case .chef(let handle):
                        ChefView(handle: handle)
                    case .pantry(let pantry):
                        PantryView(pantry: pantry)
                    }
                }
        }
    }
}

/// Loads a recipe and hands it to the content it is given; a placeholder stands in meanwhile.
struct Loading<Content: View>: View {
    let id: Int
    let content: (Recipe) -> Content
    @State private var recipe: Recipe?

    var body: some View {
        if let recipe {
            content(recipe)
        } else {
            ProgressView()
        }
    }
}

struct FeedView: View {
    @Environment(KitchenRouter.self) private var router
    let recipe: Recipe
    let chef: Chef
    let pantry: Pantry
    let review: Review

    var body: some View {
        List {
            Button("Recipe") { router.push(recipe) }
            Button("Chef") { router.push(chef) }
            Button("Pantry") { router.showPantry(pantry) }
            // Two routes by run time: no one case is known.
            Button("Review") { router.open(review) }
        }
    }
}

struct RecipeView: View {
    let recipe: Recipe
    var body: some View { Text("Recipe") }
}
struct ChefView: View {
    let handle: String
    var body: some View { Text(handle) }
}
struct PantryView: View {
    let pantry: Pantry
    var body: some View { Text("Pantry") }
}
