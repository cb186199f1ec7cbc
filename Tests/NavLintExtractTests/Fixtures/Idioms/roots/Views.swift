import SwiftUI

struct MainView: View {
    var body: some View {
        TabView {
            booksTab
                .tabItem { Label("Books", systemImage: "book") }
            authorsTab()
                .tabItem { Label("Authors", systemImage: "person") }
            // A helper that builds nothing extract can read: the tab shows content written in place.
            placeholder
                .tabItem { Label("Soon", systemImage: "clock") }
        }
    }

    private var booksTab: some View {
        NavigationStack { BooksView() }
    }

    private var placeholder: some View { Text("Soon") }
}

/// A @ViewBuilder helper in a private extension, as a tab's content.
private extension MainView {
    @ViewBuilder
    func authorsTab() -> some View {
        NavigationStack {
            content
        }
    }

    var content: some View { AuthorsView() }
}

struct BooksView: View {
    var body: some View {
        NavigationLink("Book") { BookView() }
    }
}

struct BookView: View { var body: some View { Text("Book") } }
struct AuthorsView: View { var body: some View { Text("Authors") } }
