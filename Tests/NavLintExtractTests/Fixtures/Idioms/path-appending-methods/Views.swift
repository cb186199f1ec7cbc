import SwiftUI

@main
struct LibraryApp: App {
    @State private var router = LibraryRouter()

    var body: some Scene {
        WindowGroup {
            NavigationStack(path: $router.path) {
                HomeScreen()
                    .navigationDestination(for: LibraryRoute.self) { route in
                        switch route {
                        case .shelf: ShelfScreen()
                        case .book(let id): BookScreen(id: id)
                        }
                    }
                    .navigationDestination(for: ReaderRoute.self) { ReaderScreen(route: $0) }
            }
            .environment(router)
        }
    }
}

struct HomeScreen: View {
    @Environment(LibraryRouter.self) private var router
    @State private var showsNotes = false

    var body: some View {
        List {
            Button("Shelf") { router.showShelf() }
            Button("Read") { router.read(title: "Dune") }
            Button("Book") { router.push(.book(2)) }
            Button("First book") { router.showFirstBook() }
            Button("Remember") { router.remember("Dune") }
            Button("Notes") { showsNotes = true }
        }
        .sheet(isPresented: $showsNotes) { NotesScreen() }
    }
}

struct ShelfScreen: View {
    var body: some View { Text("Shelf") }
}

struct BookScreen: View {
    let id: Int
    var body: some View { Text("Book \(id)") }
}

struct ReaderScreen: View {
    let route: ReaderRoute
    var body: some View { Text(route.title) }
}

/// A view model only this screen holds: its method's append is pushed where the screen calls it.
@Observable
final class NotesModel {
    var notePath: [NoteRoute] = []

    func openArchive() { notePath.append(NoteRoute.archive) }
}

enum NoteRoute: Hashable {
    case archive
}

struct NotesScreen: View {
    @State private var model = NotesModel()

    var body: some View {
        NavigationStack(path: $model.notePath) {
            Button("Archive") { model.openArchive() }
                .navigationDestination(for: NoteRoute.self) { _ in ArchiveScreen() }
        }
    }
}

struct ArchiveScreen: View {
    var body: some View { Text("Archive") }
}
