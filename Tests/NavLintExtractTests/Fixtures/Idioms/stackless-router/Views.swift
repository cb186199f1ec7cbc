import SwiftUI

struct FeedScreen: View {
    @State private var replying = false
    @State private var composing = false
    @State private var sharing = false

    var body: some View {
        List {
            ThreadRow(id: 1)
            Button("Reply") { replying = true }
            Button("Compose") { composing = true }
            Button("Share") { sharing = true }
        }
        // Presented without a stack: the router calls inside act on the feed's stack, under the sheet.
        .sheet(isPresented: $replying) { ReplySheet() }
        // Presented in a stack of its own: its router call is a push inside that stack.
        .sheet(isPresented: $composing) { NavigationStack { ComposeScreen() } }
        // Presented without a stack, with a link: the link pushes nothing there, which is the code's fault.
        .sheet(isPresented: $sharing) { ShareSheet() }
    }
}

/// A row shown in the feed (inside the stack) and in the reply sheet (outside any).
struct ThreadRow: View {
    let id: Int
    @Environment(Navigator.self) private var navigator

    var body: some View {
        Text("Thread")
            .onTapGesture { navigator.go(to: .thread(id: id)) }
    }
}

struct ReplySheet: View {
    @Environment(Navigator.self) private var navigator
    @Environment(\.dismiss) private var dismiss
    @State private var picking = false

    var body: some View {
        VStack {
            ThreadRow(id: 2)
            Button("Author") { navigator.go(to: .author(id: 3)) }
            Button("Drafts") { picking = true }
            Button("Cancel") { dismiss() }
        }
        .sheet(isPresented: $picking) { DraftPicker() }
    }
}

/// Presented by a sheet that no stack encloses either: which stack its router call acts on is not in the spec.
struct DraftPicker: View {
    @Environment(Navigator.self) private var navigator

    var body: some View {
        Button("All drafts") { navigator.go(to: .drafts) }
    }
}

struct WarningCover: View {
    @Environment(Navigator.self) private var navigator
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Button("Go back") { navigator.back() }
            Button("Continue") { dismiss() }
        }
    }
}

struct ComposeScreen: View {
    @Environment(Navigator.self) private var navigator

    var body: some View {
        Button("Author") { navigator.go(to: .author(id: 4)) }
    }
}

struct ShareSheet: View {
    var body: some View {
        NavigationLink("Author") { AuthorScreen(id: 5) }
    }
}

struct ThreadScreen: View {
    let id: Int
    @Environment(Navigator.self) private var navigator
    @State private var warning = false

    var body: some View {
        Button("Author") { navigator.go(to: .author(id: 6)) }
            .onAppear { warning = true }
            .fullScreenCover(isPresented: $warning) { WarningCover() }
    }
}

struct AuthorScreen: View {
    let id: Int
    var body: some View { Text("Author") }
}

struct DraftsScreen: View {
    var body: some View { Text("Drafts") }
}
