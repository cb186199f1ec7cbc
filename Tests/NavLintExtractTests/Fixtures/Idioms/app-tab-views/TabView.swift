import SwiftUI

/// The app's own tab view: it hides SwiftUI's in this module, so `TabView(...)` below builds this one, and its
/// body names SwiftUI's with the module.
struct TabView<Library: View, Settings: View> {
    init(library: @escaping () -> Library, settings: @escaping () -> Settings) {
        self.library = library
        self.settings = settings
    }

    private let library: () -> Library
    private let settings: () -> Settings
}

extension TabView: View {
    var body: some View {
        SwiftUI.TabView {
            tab(content: library, title: "Library", tab: .library)
            tab(content: settings, title: "Settings", tab: .settings)
        }
    }
}

enum MainTab: Hashable {
    case library
    case settings
}

/// Each tab is a stack rooted at the content handed, tagged with the tab handed.
private func tab<Content: View>(content: @escaping () -> Content, title: String, tab: MainTab) -> some View {
    NavigationStack(root: content)
        .tabItem { Text(title) }
        .tag(tab)
}
