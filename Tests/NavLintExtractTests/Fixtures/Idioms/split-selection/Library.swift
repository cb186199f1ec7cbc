import SwiftUI

enum Shelf: CaseIterable, Hashable { case novels, poetry }

final class LibraryModel: ObservableObject {
    @Published var shelf: Shelf? = nil
}

/// Three columns: the sidebar's loop over every case selects the content column's case.
struct LibraryView: View {
    @StateObject private var model = LibraryModel()
    var body: some View {
        NavigationSplitView {
            List(Shelf.allCases, selection: $model.shelf) { shelf in
                NavigationLink(value: shelf) { Text("Shelf") }
            }
        } content: {
            switch model.shelf {
            case .novels: NovelList()
            case .poetry: PoemList()
            case nil: Text("Pick a shelf")
            }
        } detail: {
            Text("Pick a book")
        }
    }
}

struct NovelList: View { var body: some View { Text("Novels") } }
struct PoemList: View { var body: some View { Text("Poems") } }
