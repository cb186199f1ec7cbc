import SwiftUI

enum LibraryRoute: Hashable {
    case shelf
    case book(Int)
}

struct ReaderRoute: Hashable {
    let title: String
}

/// A router several screens share: its methods say in their bodies what they push.
@Observable
final class LibraryRouter {
    var path = NavigationPath()
    var recent: [String] = []

    /// Takes nothing: the body's case is what a call pushes.
    func showShelf() { path.append(LibraryRoute.shelf) }

    /// Builds the value it pushes from what it is handed.
    func read(title: String) {
        recent.append(title)
        self.path.append(ReaderRoute(title: title))
    }

    /// Hands its argument on: the call's own value says what it pushes.
    func push(_ route: LibraryRoute) { path.append(route) }

    /// Reaches another method of its own.
    func showFirstBook() { openBook(1) }

    private func openBook(_ id: Int) { path.append(LibraryRoute.book(id)) }

    /// Appends to a list that no stack binds: no navigation.
    func remember(_ title: String) { recent.append(title) }
}
