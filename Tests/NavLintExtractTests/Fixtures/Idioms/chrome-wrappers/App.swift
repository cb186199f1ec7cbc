import SwiftUI

@main
struct ReaderApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                LibraryView()
            }
        }
    }
}

struct LibraryView: View {
    @State private var showsInfo = false
    @State private var shownBook: Book?
    @State private var showsCard = false
    @State private var showsPanel = false

    var body: some View {
        List {
            Button("About") { showsInfo = true }
            Button("Card") { showsCard = true }
            Button("Panel") { showsPanel = true }
        }
        .bottomSheet(isPresented: $showsInfo) {
            InfoView()
        }
        .bottomSheet(item: $shownBook) { book in
            BookSummaryView(book: book)
        }
        .fullScreenCover(isPresented: $showsCard) {
            CardChrome {
                CardDetailView()
            }
        }
        .sheet(isPresented: $showsPanel) {
            TitledPanel(title: "Shelves") {
                ShelvesView()
            }
        }
        .upgradePrompt()
    }
}

/// Offers the upgrade in a bottom sheet of its own, once, wherever it is applied.
struct UpgradePrompt: ViewModifier {
    @State private var showsUpgrade = false

    func body(content: Content) -> some View {
        content
            .onAppear { showsUpgrade = true }
            .bottomSheet(isPresented: $showsUpgrade) {
                UpgradeView()
            }
    }
}

extension View {
    func upgradePrompt() -> some View { modifier(UpgradePrompt()) }
}

struct UpgradeView: View {
    var body: some View { Text("Upgrade") }
}

struct Book: Identifiable {
    let id: Int
}

struct InfoView: View {
    var body: some View { Text("About") }
}

struct BookSummaryView: View {
    let book: Book
    var body: some View { Text("Summary") }
}

struct CardDetailView: View {
    var body: some View { Text("Card") }
}

struct ShelvesView: View {
    var body: some View { Text("Shelves") }
}
