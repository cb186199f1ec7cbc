import SwiftUI

struct Book: Hashable { var title: String }

struct ShelfView: View {
    @State private var showStats = false
    @State private var selected: Book?

    var body: some View {
        NavigationStack {
            List { Text("Shelf") }
                .navigationDestination(isPresented: $showStats) { StatsView() }
                .navigationDestination(item: $selected) { book in BookView(title: book.title) }
                .navigationDestination(for: Book.self) { book in BookView(title: book.title) }
            NavigationLink("First", value: Book(title: "A"))
        }
    }
}

struct StatsView: View { var body: some View { Text("Stats") } }
struct BookView: View {
    let title: String
    var body: some View { Text(title) }
}
