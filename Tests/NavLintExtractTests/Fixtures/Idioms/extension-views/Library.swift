import SwiftUI

@main
struct LibraryApp: App {
    var body: some Scene {
        WindowGroup { LibraryView(title: "Library") }
    }
}

/// Views whose `View` conformance is declared by an extension in the same file, the style some teams keep for
/// every screen: the stored properties in the type, the body in the extension.
struct LibraryView {
    let title: String
    @State private var showsFilters = false
}

extension LibraryView: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Book") { BookView(id: 1) }
            }
            .navigationTitle(title)
            .sheet(isPresented: $showsFilters) { FiltersView() }
        }
    }
}

struct BookView {
    let id: Int
    @Environment(\.dismiss) private var dismiss
}

#if os(iOS)
extension BookView: View {
    var body: some View {
        Button("Done") { dismiss() }
    }
}
#endif

struct FiltersView {}

extension FiltersView: View {
    var body: some View { Text("Filters") }
}

/// A model with navigation-looking code that is no view: it stays a note, as before.
struct Shelf {}

extension Shelf {
    func open(_ path: inout NavigationPath) { path.append(1) }
}
