import SwiftUI

@main struct RecipesApp: App {
    var body: some Scene {
        WindowGroup { RecipesWindow() }
        WindowGroup(id: "pantry") { PantryWindow() }
    }
}

/// The app's own split view, setting column widths where the system has them: its callers hand the columns (its
/// generic parameters are views by a `where` clause).
struct ColumnsView<Sidebar, Detail>: View where Sidebar: View, Detail: View {
    private let sidebar: Sidebar
    private let detail: Detail

    init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        self.detail = detail()
    }

    var body: some View {
        NavigationSplitView {
            if #available(macOS 14, *) {
                sidebar.navigationSplitViewColumnWidth(min: 200, ideal: 240)
            } else {
                sidebar
            }
        } detail: {
            detail
        }
        .navigationSplitViewStyle(.balanced)
    }
}

/// The wrapper's construction is the split view. The detail tests a computed recipe that looks up the selected
/// id, which the list of a sidebar view handed the id selects.
struct RecipesWindow: View {
    @State private var selectedID: Recipe.ID?
    @State private var recipes: [Recipe] = []
    @State private var showsAbout = false

    var body: some View {
        ColumnsView {
            RecipeList(recipes: recipes, selectedID: $selectedID)
        } detail: {
            Group {
                if let recipe = recipe {
                    RecipeView(recipe: recipe)
                } else {
                    NoRecipeView()
                }
            }
            .toolbar {
                Button("About") { showsAbout = true }
            }
        }
        .sheet(isPresented: $showsAbout) { AboutView() }
    }

    private var recipe: Recipe? {
        recipes.first(where: { $0.id == selectedID })
    }
}

struct RecipeList: View {
    let recipes: [Recipe]
    @Binding var selectedID: Recipe.ID?

    var body: some View {
        List(selection: $selectedID) {
            ForEach(recipes) { recipe in
                Text(recipe.title).tag(recipe.id)
            }
        }
    }
}

/// Negative: a view of the app handed a `detail:` closure that lays out no split view is that view, and what the
/// closure tests selects nothing.
struct PantryWindow: View {
    @State private var opened: Recipe?

    var body: some View {
        ExpandingRow {
            Text("Pantry")
        } detail: {
            if let opened {
                RecipeView(recipe: opened)
            }
        }
        .onAppear { opened = nil }
    }
}

struct ExpandingRow<Label: View, Detail: View>: View {
    @ViewBuilder var label: Label
    @ViewBuilder var detail: Detail
    @State private var expanded = false

    var body: some View {
        VStack {
            label
            if expanded { detail }
        }
    }
}

struct RecipeView: View {
    let recipe: Recipe
    var body: some View { Text(recipe.title) }
}

struct NoRecipeView: View {
    var body: some View { Text("No recipe") }
}

struct AboutView: View {
    var body: some View { Text("Recipes") }
}

struct Recipe: Identifiable, Hashable {
    let id: Int
    var title: String
}
