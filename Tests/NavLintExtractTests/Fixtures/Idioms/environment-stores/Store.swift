import SwiftUI

enum Page: Hashable {
    case article(Int)
    case author(String)
    case archive
}

/// Views reach the store only through this protocol, which one class of the app conforms to.
@MainActor protocol Navigating: AnyObject {
    var path: [Page] { get set }
    var isSigningIn: Bool { get set }
    var isComposing: Bool { get set }
    func openArticle(_ id: Int)
    func openAuthor(_ name: String)
    func signIn()
}

@Observable @MainActor final class PageStore: Navigating {
    var path: [Page] = []
    var isSigningIn = false
    var isComposing = false
    var drafts: [Page] = []

    func openArticle(_ id: Int) {
        path.append(.article(id))
    }

    func openAuthor(_ name: String) {
        self.path.append(.author(name))
    }

    func signIn() {
        isSigningIn = true
    }

    /// A list of the store's own, not a path: no navigation.
    func keepDraft() {
        drafts.append(.archive)
    }

    /// Nobody calls it, and several views hold the store: an unresolved line.
    func openArchive() {
        path.append(.archive)
    }
}

/// Two types conform: neither stands for the protocol.
@MainActor protocol Reporting: AnyObject {
    func report()
}

final class Reporter: Reporting {
    func report() {}
}

final class SilentReporter: Reporting {
    func report() {}
}

private struct PageStoreKey: EnvironmentKey {
    @MainActor static let defaultValue: any Navigating = PageStore()
}

private struct ReporterKey: EnvironmentKey {
    static let defaultValue: any Reporting = Reporter()
}

extension EnvironmentValues {
    var pages: any Navigating {
        get { self[PageStoreKey.self] }
        set { self[PageStoreKey.self] = newValue }
    }

    var reporter: any Reporting {
        get { self[ReporterKey.self] }
        set { self[ReporterKey.self] = newValue }
    }
}
