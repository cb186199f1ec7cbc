import SwiftUI

struct EntriesView: View {
    @Environment(\.openPage) private var openPage

    var body: some View {
        List {
            Button("First entry") { openPage(.entry(1)) }
            Button("Tags") { openPage(.tags) }
        }
    }
}

struct EntryView: View {
    let id: Int
    @Environment(\.openPage) private var openPage

    var body: some View {
        Button("Export") { openPage(.export) }
    }
}

struct TagsView: View {
    var body: some View { Text("Tags") }
}

struct ExportView: View {
    var body: some View { Text("Export") }
}
