import SwiftUI

enum Shelf: Hashable {
    case fiction
    case poetry
}

/// A URL handler that pushes onto the stack: its pushes start from the stack's root screen.
struct LibraryView: View {
    @State private var path: [Shelf] = []

    var body: some View {
        NavigationStack(path: $path) {
            ShelfList()
                .navigationDestination(for: Shelf.self) { shelf in ShelfView(shelf: shelf) }
        }
        .onOpenURL { url in
            path.append(.fiction)
            path.append(.poetry)
        }
    }
}

/// A URL handler on a split view, whose navigation has no screen to start from: each call site says so.
struct ReaderView: View {
    @State private var readerPath: [Shelf] = []

    var body: some View {
        NavigationSplitView {
            ShelfList()
        } detail: {
            ReadingPane()
        }
        .onOpenURL { _ in
            readerPath.append(.fiction)
            readerPath.append(.poetry)
        }
    }
}

struct ReadingPane: View { var body: some View { Text("Pick a shelf") } }
struct ShelfList: View { var body: some View { Text("Shelves") } }
struct ShelfView: View { let shelf: Shelf; var body: some View { Text("Shelf") } }
