import SwiftUI

struct Book: Identifiable, Hashable {
    let id: Int
    let title: String
}

struct LibraryView: View {
    @State private var showsDetails = false
    @State private var showsFilters = false
    let books: [Book]

    var body: some View {
        NavigationStack {
            List(books) { book in Text(book.title) }
                .toolbar {
                    Button("Details") { showsDetails.toggle() }
                    Button("Filters") { showsFilters = true }
                }
                .inspector(isPresented: $showsDetails) {
                    LibraryDetails(count: books.count)
                        .inspectorColumnWidth(min: 200, ideal: 260, max: 320)
                }
                .sheet(isPresented: $showsFilters) { FilterForm() }
        }
    }
}

struct LibraryDetails: View {
    let count: Int
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Text("\(count) books")
            Button("Close") { dismiss() }
        }
    }
}

struct FilterForm: View {
    var body: some View { Form { Text("Filters") } }
}
