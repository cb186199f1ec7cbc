import SwiftUI

@main struct CratesApp: App {
    var body: some Scene {
        WindowGroup { CratesView() }
        WindowGroup(id: "shelf") { ShelfView() }
        WindowGroup(id: "drafts") { DraftsView() }
    }
}

@Observable final class CrateStore {
    var crates: [Crate] = []
}

struct Crate: Identifiable, Hashable {
    let id: URL
    var name: String
}

/// Both columns are helpers; the detail's `if` over the selection looks the crate up in another `if`, and its
/// `else` shows no view. The launch task, an `onChange` and the rows, handed the selection as a binding, write it.
struct CratesView: View {
    @State private var selected: URL?
    @State private var created: URL?
    @State private var filter = ""
    @State private var store = CrateStore()

    var body: some View {
        NavigationSplitView {
            sidebar
        } detail: {
            detail
        }
        .task {
            filter = ""
            if let first = store.crates.first { selected = first.id }
        }
        .onChange(of: created) { _, url in
            selected = url
        }
    }

    var sidebar: some View {
        List(selection: $selected) {
            ForEach(store.crates) { crate in
                CrateRow(crate: crate, selected: $selected)
            }
        }
    }

    @ViewBuilder
    var detail: some View {
        if let url = selected {
            if let crate = store.crates.first(where: { $0.id == url }) {
                CrateView(crate: crate)
            }
        } else {
            if store.crates.isEmpty {
                VStack {
                    Text("No crates yet")
                }
            }
        }
    }
}

/// A row handed the selection: choosing a copy selects it; removing the selected crate clears it, and the detail
/// then shows no view. Its own optional state is no selection.
struct CrateRow: View {
    let crate: Crate
    @Binding var selected: URL?
    @State private var renaming: String?

    var body: some View {
        Text(crate.name)
            .contextMenu {
                Button("Duplicate") { selected = crate.id }
                Button("Remove") {
                    if selected == crate.id { selected = nil }
                }
                Button("Rename") { renaming = crate.name }
            }
    }
}

/// The `else` shows a view: clearing the selection shows it.
struct ShelfView: View {
    @State private var picked: URL?

    var body: some View {
        NavigationSplitView {
            List(selection: $picked) { Text("Shelf") }
                .toolbar {
                    Button("Clear") { self.picked = nil }
                }
        } detail: {
            if let picked {
                CrateDetailView(url: picked)
            } else {
                EmptyShelfView()
            }
        }
    }
}

/// Negative: the optional written is not the one the detail tests, and a view without a split selects nothing.
struct DraftsView: View {
    @State private var selection: URL?
    @State private var highlighted: URL?

    var body: some View {
        NavigationSplitView {
            List(selection: $selection) { Text("Drafts") }
        } detail: {
            if let selection {
                CrateDetailView(url: selection)
            }
        }
        .onAppear { highlighted = selection }
    }
}

struct CrateView: View {
    let crate: Crate
    var body: some View { Text(crate.name) }
}

struct CrateDetailView: View {
    let url: URL
    var body: some View { Text(url.absoluteString) }
}

struct EmptyShelfView: View {
    var body: some View { Text("Nothing picked") }
}
