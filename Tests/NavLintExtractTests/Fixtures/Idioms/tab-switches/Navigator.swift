import SwiftUI

enum Section: Hashable, CaseIterable { case today, inbox, account }

/// Shared by every view: the tab view's selection is its `section`.
@Observable final class Navigator {
    var section: Section = .today
    var lastOpened: Section?

    /// Only navigation: a view's call is where it switches.
    func showInbox() {
        section = .inbox
    }

    /// Switches to the tab it is handed: a call that hands a case switches to it.
    func reveal(_ target: Section, animated: Bool = true) {
        section = target
        lastOpened = target
    }

    /// Among other work, reached through the object's own call: the write is where it switches.
    func signOut() {
        clearCaches()
    }

    private func clearCaches() {
        section = .today
    }
}

/// Another object with a property of the same name, which no tab view reads.
@Observable final class ArchiveFilter {
    var section: Section = .today
}
