import SwiftUI

@main
struct LibraryApp: App {
    var body: some Scene {
        WindowGroup { ShelfView() }
    }
}

enum Genre { case poetry, prose }

enum Shelf: Hashable { case prose, archive }

/// Two links to one view, a row that links to it too, and two dismissals: each call site is either the
/// screen's edge or listed as merged into it.
struct ShelfView: View {
    @Environment(\.dismiss) private var dismiss
    @State private var genre: Genre = .poetry

    var body: some View {
        NavigationStack {
            List {
                NavigationLink("First") { BookView() }
                NavigationLink("Again") { BookView() }
                BookRow()
                Button("Close") { dismiss() }
                Button("Leave") { dismiss() }
                // Negative: a case of the view's own enum, not of the registered `Shelf` with a case of that name.
                Button("Prose") { genre = .prose }
            }
            .navigationDestination(for: Shelf.self) { shelf in
                switch shelf {
                case .prose: BookView()
                case .archive: ArchiveView()
                }
            }
        }
    }
}

struct BookRow: View {
    var body: some View {
        NavigationLink("Row") { BookView() }
    }
}

struct ArchiveView: View {
    var body: some View {
        NavigationLink(value: Shelf.prose) { Text("Prose") }
    }
}

struct BookView: View {
    var body: some View { Text("Book") }
}

/// Another type with a `genre` property, so that the name alone says no type.
struct Catalogue {
    var genre: String
}
