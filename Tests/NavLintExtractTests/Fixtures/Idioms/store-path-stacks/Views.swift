import ComposableArchitecture
import SwiftUI

@main
struct CookbookApp: App {
    static let store = Store(initialState: CookbookFeature.State()) { CookbookFeature() }

    var body: some Scene {
        WindowGroup {
            CookbookView(store: Self.store)
        }
    }
}

struct CookbookView: View {
    let store: StoreOf<CookbookFeature>

    var body: some View {
        TabView {
            RecipesView(store: store.scope(state: \.recipes, action: \.recipes))
                .tabItem { Label("Recipes", systemImage: "book") }
            SearchView(store: store.scope(state: \.search, action: \.search))
                .tabItem { Label("Search", systemImage: "magnifyingglass") }
        }
    }
}

struct RecipesView: View {
    @Bindable var store: StoreOf<RecipesFeature>

    var body: some View {
        NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
            List(store.recipes) { recipe in
                NavigationLink(state: RecipesFeature.Path.State.recipe(RecipeFeature.State(recipe: recipe))) {
                    Text(recipe.title)
                }
            }
        } destination: { store in
            switch store.case {
            case let .recipe(store):
                RecipeView(store: store)
            case let .author(store):
                AuthorView(store: store)
            }
        }
    }
}

struct SearchView: View {
    @Bindable var store: StoreOf<SearchFeature>

    var body: some View {
        NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
            Form {
                NavigationLink(state: SearchFeature.Path.State.filters(FiltersFeature.State())) {
                    Text("Filters")
                }
                NavigationLink(
                    state: SearchFeature.Path.State.recipe(
                        RecipePreviewFeature.State(recipe: Recipe(id: 0, title: "", author: "")))
                ) {
                    Text("Lucky dip")
                }
            }
        } destination: { store in
            switch store.case {
            case let .recipe(store):
                RecipePreviewView(store: store)
            case let .filters(store):
                FiltersView(store: store)
            }
        }
    }
}

struct RecipeView: View {
    let store: StoreOf<RecipeFeature>

    var body: some View {
        NavigationLink(state: RecipesFeature.Path.State.author(AuthorFeature.State(name: store.recipe.author))) {
            Text(store.recipe.author)
        }
    }
}

struct RecipePreviewView: View {
    let store: StoreOf<RecipePreviewFeature>
    var body: some View { Text(store.recipe.title) }
}

struct AuthorView: View {
    let store: StoreOf<AuthorFeature>
    var body: some View { Text(store.name) }
}

struct FiltersView: View {
    let store: StoreOf<FiltersFeature>
    var body: some View { Text("Filters") }
}
