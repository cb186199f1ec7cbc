import SwiftUI

@main
struct NewsReaderApp: App {
    @StateObject private var navigationStore = NavigationStore()

    var body: some Scene {
        WindowGroup {
            MainContentView()
                .environmentObject(navigationStore)
        }
    }
}

struct MainContentView: View {
    @EnvironmentObject private var navigationStore: NavigationStore
    @Environment(\.horizontalSizeClass) private var sizeClass

    var body: some View {
        Group {
            if sizeClass == .compact {
                NavigationStack(path: $navigationStore.path) {
                    FeedView()
                        .navigationDestination(for: Destination.self) { destination in
                            switch destination {
                            case .post(let id): PostView(id: id)
                            case .comments(let id): CommentsView(id: id)
                            case .settings: SettingsView()
                            }
                        }
                }
            } else {
                NavigationSplitView {
                    FeedView()
                } detail: {
                    if let id = navigationStore.selectedPostId {
                        PostView(id: id)
                    } else {
                        EmptyDetailView()
                    }
                }
            }
        }
        .sheet(isPresented: $navigationStore.showingSettings) { SettingsView() }
        .sheet(isPresented: $navigationStore.showingLogin) { LoginView() }
    }
}

struct FeedView: View {
    @EnvironmentObject private var navigationStore: NavigationStore
    var body: some View {
        List(0..<10, id: \.self) { id in
            Button("Post \(id)") { navigationStore.showPost(id) }
        }
        .toolbar {
            Button("Settings") { navigationStore.showSettings() }
            Button("Log in") { navigationStore.showLogin() }
        }
    }
}

struct PostView: View {
    @EnvironmentObject private var navigationStore: NavigationStore
    let id: Int
    var body: some View {
        Button("Comments") { navigationStore.showComments(id) }
    }
}

struct CommentsView: View {
    let id: Int
    var body: some View { Text("Comments") }
}

struct SettingsView: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View { Button("Done") { dismiss() } }
}

struct LoginView: View { var body: some View { Text("Login") } }
struct EmptyDetailView: View { var body: some View { Text("Pick a post") } }
