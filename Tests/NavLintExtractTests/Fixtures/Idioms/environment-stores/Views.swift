import SwiftUI

@main struct NewsApp: App {
    var body: some Scene {
        WindowGroup { RootView() }
    }
}

struct RootView: View {
    @State private var store = PageStore()

    var body: some View {
        NavigationStack(path: $store.path) {
            HeadlinesView()
                .navigationDestination(for: Page.self) { page in
                    switch page {
                    case .article(let id): ArticleView(id: id)
                    case .author(let name): AuthorView(name: name)
                    case .archive: ArchiveView()
                    }
                }
        }
        .sheet(isPresented: $store.isSigningIn) { SignInView() }
        .sheet(isPresented: $store.isComposing) { ComposeView() }
        .environment(\.pages, store)
    }
}

struct HeadlinesView: View {
    @Environment(\.pages) private var pages
    @Environment(\.reporter) private var reporter
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        List {
            Button("Top story") { pages.openArticle(1) }
            Button("Sign in") { pages.signIn() }
            Button("Write") { pages.isComposing = true }
            Button("Report") { reporter.report() }
        }
    }
}

struct ArticleView: View {
    let id: Int
    @Environment(\.pages) private var pages: any Navigating

    var body: some View {
        Button("Author") { pages.openAuthor("ada") }
    }
}

struct AuthorView: View {
    let name: String
    var body: some View { Text(name) }
}

struct ArchiveView: View {
    var body: some View { Text("Archive") }
}

struct SignInView: View {
    var body: some View { Text("Sign in") }
}

struct ComposeView: View {
    var body: some View { Text("Compose") }
}
