import SwiftUI

/// Nests `Item`, `Detail` and `NotesView`, names that `CrateView` nests too: written inside this view, each means
/// this view's own.
struct ShelfView: View {
    let item: Item

    var body: some View {
        List {
            NavigationLink("Notes", value: Detail.notes)
            NavigationLink("Labels", value: Detail.labels)
            NotesSection()
        }
        .navigationDestination(for: Detail.self) { detail in
            switch detail {
            case .notes:
                NotesView()
            case .labels:
                LabelsView()
            }
        }
    }

    struct NotesSection: View {
        var body: some View {
            NavigationLink("More notes", value: Detail.notes)
        }
    }

    /// Opens a shelf from a link: a local `item` of this view's own `Item`, then its detail.
    static func open(_ code: String, detail: Detail?, in path: inout NavigationPath) {
        let item = Item(code: code)
        path.append(item)
        if let detail { path.append(detail) }
    }
}

extension ShelfView {
    struct Item: Hashable {
        let code: String
    }

    enum Detail: Hashable {
        case notes
        case labels
    }

    struct NotesView: View {
        var body: some View { Text("Shelf notes") }
    }
}

struct LabelsView: View {
    var body: some View { Text("Labels") }
}
