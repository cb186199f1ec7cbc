import SwiftUI

/// A destination wrapped in a value the path holds: registrations take the wrapper, the builder the case.
enum AppPage: Hashable {
    case inbox
    case message(id: Int)
    case compose
    case newFolder
}

struct PageWrapper: Hashable {
    let page: AppPage
}

@Observable
final class Navigation {
    static let shared = Navigation()
    var path: [PageWrapper] = []
    var sheet: AppPage?

    func push(_ page: AppPage) { path.append(PageWrapper(page: page)) }
    func openSheet(_ page: AppPage) { sheet = page }
    func replace(with page: AppPage) { path = [PageWrapper(page: page)] }
}

extension AppPage {
    @ViewBuilder func view() -> some View {
        switch self {
        case .inbox: InboxView()
        case .message(let id): MessageView(id: id)
        case .compose: ComposeView()
        case .newFolder: NewFolderView()
        }
    }
}
