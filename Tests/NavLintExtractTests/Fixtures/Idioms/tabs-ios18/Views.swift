import SwiftUI

struct Library: Identifiable, Hashable { var id: Int }

struct RootTabs: View {
    let libraries: [Library] = []

    var body: some View {
        TabView {
            Tab("Home", systemImage: "house", value: 0) { HomeView() }
            TabSection("Collections") {
                Tab("Albums", systemImage: "square.stack") { AlbumsView() }
            }
            ForEach(libraries) { library in
                Tab("Library", systemImage: "books.vertical") { LibraryView(id: library.id) }
            }
        }
    }
}

struct HomeView: View { var body: some View { Text("Home") } }
struct AlbumsView: View { var body: some View { Text("Albums") } }
struct LibraryView: View {
    let id: Int
    var body: some View { Text("\(id)") }
}
