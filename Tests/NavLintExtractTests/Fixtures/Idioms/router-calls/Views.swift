import SwiftUI

struct RootView: View {
    @State private var navigation = Navigation()

    var body: some View {
        NavigationStack(path: $navigation.path) {
            InboxView()
                .navigationDestination(for: PageWrapper.self) { $0.page.view() }
        }
        .environment(navigation)
    }
}

struct InboxView: View {
    @Environment(Navigation.self) private var navigation
    @State private var sort = SortOrder.date

    var body: some View {
        List {
            Button("Message") { navigation.push(.message(id: 1)) }
            Button("Compose") { navigation.openSheet(.compose) }
            Button("Folder") { Navigation.shared.replace(with: .newFolder) }
            Button("Archive") { navigation.push(.archive) }
            Button("Again") { navigation.push(destination) }
            // Not navigation: a case handed to something that is no router.
            Button("Sort") { sort = .name }
            Button("Sort") { applySort(.date) }
        }
    }

    private var destination: AppPage { .inbox }
    private func applySort(_ order: SortOrder) {}
}

enum SortOrder { case date, name }

struct MessageView: View {
    let id: Int
    var body: some View { Text("Message") }
}
struct ComposeView: View { var body: some View { Text("Compose") } }
struct NewFolderView: View { var body: some View { Text("Folder") } }
