import SwiftUI

enum Section: Hashable { case recipes, pantry }

/// Navigation written on the split view itself acts from the root of its detail column's stack.
struct KitchenView: View {
    @State private var section: Section? = .recipes
    @State private var path: [Int] = []
    @State private var showsTimer = false

    var body: some View {
        NavigationSplitView {
            SectionList(section: $section)
        } detail: {
            NavigationStack(path: $path) {
                SectionDetail(section: section)
                    .navigationDestination(for: Int.self) { RecipeView(id: $0) }
            }
        }
        .onChange(of: section) { _, _ in path.removeLast(path.count) }
        .onOpenURL { url in
            // The view's own state, that no name says navigates: no edge.
            section = .recipes
            path.append(Int(url.lastPathComponent) ?? 0)
        }
        .sheet(isPresented: $showsTimer) { TimerView() }
    }
}

struct SectionList: View {
    @Binding var section: Section?
    var body: some View {
        List(selection: $section) {
            Text("Recipes").tag(Section.recipes)
            Text("Pantry").tag(Section.pantry)
        }
    }
}

struct SectionDetail: View {
    let section: Section?
    var body: some View { Text("Detail") }
}

struct RecipeView: View {
    let id: Int
    var body: some View { Text("Recipe \(id)") }
}

struct TimerView: View { var body: some View { Text("Timer") } }
