import SwiftUI

final class Library: ObservableObject {
    enum Presented: Identifiable {
        case importer
        case rename(String)

        var id: String { "\(self)" }
    }

    @Published var presented: Presented?
    @Published var itemToDelete: String?
    @Published var selection: String?

    func sortByDate() {}
}

struct LibraryWindow: View {
    @EnvironmentObject var library: Library

    var body: some View {
        NavigationStack {
            ItemList()
        }
        .sheet(item: $library.presented) { presented in
            switch presented {
            case .importer: ImportSheet()
            case .rename(let name): RenameSheet(name: name)
            }
        }
        .alert(item: $library.itemToDelete) { item in
            Alert(title: Text("Delete \(item)?"))
        }
    }
}

extension String: @retroactive Identifiable { public var id: Self { self } }

struct ItemList: View {
    var body: some View { Text("Items") }
}

struct ImportSheet: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View { Button("Done") { dismiss() } }
}

struct RenameSheet: View {
    let name: String

    var body: some View { Text(name) }
}

struct ArchiveSettings: View {
    var body: some View { Text("Settings") }
}
