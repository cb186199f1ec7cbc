import SwiftUI

struct JournalTabs: View {
    var body: some View {
        TabView {
            NavigationStack { EntryList() }
                .tabItem { Label("Entries", systemImage: "book") }
            NavigationStack { TagList() }
                .tabItem { Label("Tags", systemImage: "tag") }
        }
    }
}

struct EntryList: View {
    var body: some View {
        List { NavigationLink("Today") { EntryEditor() } }
    }
}

struct TagList: View {
    var body: some View {
        List { NavigationLink("Travel") { EntryList() } }
    }
}

struct EntryEditor: View { var body: some View { Text("Edit") } }

/// Shown through a path extract cannot read: an unattached model, not a window of its own.
struct DraftsView: View {
    var body: some View {
        List { NavigationLink("Draft") { EntryEditor() } }
    }
}
