import SwiftUI

@main
struct RecipeApp: App {
    var body: some Scene {
        WindowGroup { RecipesScreen() }
    }
}

enum RecipeRoute: Hashable {
    case recipe(Int)
    case steps
}

/// Hands the screens it pushes and presents what to do when they are done: they call it while they are shown.
struct RecipesScreen: View {
    @State private var path = NavigationPath()
    @State private var showsImport = false
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack(path: $path) {
            List {
                NavigationLink("Carbonara", value: RecipeRoute.recipe(1))
                Button("Import") { showsImport = true }
            }
            .navigationDestination(for: RecipeRoute.self) { route in
                switch route {
                case .recipe(let id):
                    RecipeScreen(id: id, onCook: { path.append(RecipeRoute.steps) }, onDelete: closeRecipe)
                case .steps:
                    StepsScreen(onFinish: { path.removeLast(path.count) })
                }
            }
            .sheet(isPresented: $showsImport) {
                ImportSheet(onImported: { id in
                    showsImport = false
                    path.append(RecipeRoute.recipe(id))
                }, onCancel: { dismiss() })
            }
        }
    }

    private func closeRecipe() { path.removeLast() }
}

struct RecipeScreen: View {
    let id: Int
    let onCook: () -> Void
    let onDelete: () -> Void

    var body: some View {
        VStack {
            Button("Cook", action: onCook)
            Button("Delete", action: onDelete)
        }
    }
}

struct StepsScreen: View {
    let onFinish: () -> Void
    var body: some View { Button("Finish", action: onFinish) }
}

struct ImportSheet: View {
    let onImported: (Int) -> Void
    let onCancel: () -> Void

    var body: some View {
        HStack {
            Button("Import") { onImported(2) }
            Button("Cancel", action: onCancel)
        }
    }
}
