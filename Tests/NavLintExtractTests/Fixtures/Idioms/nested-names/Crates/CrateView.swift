import SwiftUI

/// Nests an `Item`, a `Detail` of one case and a `NotesView` of the same names as `ShelfView`'s.
struct CrateView: View {
    let item: Item

    var body: some View {
        NavigationLink("Notes", value: Detail.notes)
            .navigationDestination(for: Detail.self) { detail in
                switch detail {
                case .notes:
                    NotesView()
                }
            }
    }

    /// A crate's own shelf, opened with a local of `ShelfView.Item`: no type of this view.
    func openShelf(in path: inout NavigationPath) {
        let item = ShelfView.Item(code: "B2")
        path.append(item)
    }
}

extension CrateView {
    struct Item: Hashable {
        let number: Int
    }

    enum Detail: Hashable {
        case notes
    }

    struct NotesView: View {
        var body: some View { Text("Crate notes") }
    }
}
