import SwiftUI

enum Page: Hashable {
    case entry(Int)
    case tags
    case export
}

struct OpenPageAction {
    let handler: (Page) -> Void
    func callAsFunction(_ page: Page) { handler(page) }
}

private struct OpenPageKey: EnvironmentKey {
    static let defaultValue = OpenPageAction { _ in }
}

extension EnvironmentValues {
    var openPage: OpenPageAction {
        get { self[OpenPageKey.self] }
        set { self[OpenPageKey.self] = newValue }
    }
}
