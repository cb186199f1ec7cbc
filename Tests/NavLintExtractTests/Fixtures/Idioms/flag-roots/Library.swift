import SwiftUI

struct LibraryView: View {
    @EnvironmentObject private var account: Account
    @State private var showsSettings = false

    var body: some View {
        NavigationStack {
            ShelfView()
                .toolbar {
                    Button("Settings") { showsSettings = true }
                }
                .sheet(isPresented: $showsSettings) { SettingsView() }
        }
    }
}

/// A flag that swaps a spinner for the shelf is no root: the shelf is pushed content, not a scene's.
struct ShelfView: View {
    @EnvironmentObject private var account: Account
    @State private var books: [String] = []

    var body: some View {
        if account.isSyncing {
            SyncingView()
        } else {
            BookListView(books: books)
        }
    }
}

/// Nor is an `if` over a value the sources do not declare a flag.
struct BookListView: View {
    let books: [String]

    var body: some View {
        if books.isEmpty {
            EmptyShelfView()
        } else {
            List(books, id: \.self) { Text($0) }
        }
    }
}

struct SyncingView: View { var body: some View { ProgressView() } }

struct EmptyShelfView: View { var body: some View { Text("No books yet") } }

struct SettingsView: View {
    @EnvironmentObject private var account: Account
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Form {
            Button("Sign out") {
                account.isSignedIn = false
                dismiss()
            }
            Button("Sync now") { account.isSyncing = true }
        }
    }
}
