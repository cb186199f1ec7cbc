import SwiftUI

struct TimelineTab: View {
    @State private var router = Router()

    var body: some View {
        NavigationStack(path: $router.path) {
            TimelineView()
                .withAppRouter()
                .sheet(item: $router.presentedSheet) { $0.view }
        }
        .environment(router)
    }
}

struct TimelineView: View {
    @Environment(Router.self) private var router

    var body: some View {
        List {
            PostRow(id: 1)
            Button("Settings") { router.navigate(to: .settings) }
            Button("New post") { router.presentedSheet = .compose }
        }
        // Not navigation: an SDK call handed a constant named like a destination's case.
        .onReceive(NotificationCenter.default.publisher(for: .settings)) { _ in }
    }
}

/// A row shown inside lists: its navigation acts from the screen that shows it.
struct PostRow: View {
    let id: Int
    @Environment(Router.self) private var router

    var body: some View {
        Text("Post")
            .onTapGesture { router.navigate(to: .post(id: id)) }
            .contextMenu {
                Button("Author") { router.navigate(to: .profile(id: 7)) }
                Button("Report") { router.presentedSheet = .report(postID: id) }
            }
    }
}

struct ProfileView: View {
    let id: Int
    var body: some View { Text("\(id)") }
}
struct PostView: View {
    let id: Int
    var body: some View { PostRow(id: id) }
}
struct SettingsView: View { var body: some View { Text("Settings") } }
struct ComposeView: View { var body: some View { Text("Compose") } }
struct ReportView: View {
    let postID: Int
    var body: some View { Text("Report") }
}
