import Combine
import SwiftUI

enum LibraryAlert: Identifiable {
    case offline(String)
    case sessionExpired
    var id: String { "\(self)" }
}

enum LibrarySheet: Identifiable {
    case loanReceipt
    case renewals
    var id: Self { self }
}

enum SyncPhase { case idle, syncing }

/// Shared by every view through the environment; its own methods decide what to present.
final class LibraryModel: ObservableObject {
    @Published var alert: LibraryAlert?
    @Published var sheet: LibrarySheet?
    @Published var isShowingWhatsNew = false
    @Published var phase = SyncPhase.idle
    @Published var pendingRoute: LibrarySheet?
    private var expiry: AnyCancellable?

    init() {
        expiry = Timer.publish(every: 3600, on: .main, in: .common).autoconnect().sink { [weak self] _ in
            self?.expireSession()
        }
    }

    /// Called by the views: reaches `borrow(_:)` and `sync()` through the model's own calls.
    func checkOut(_ title: String) {
        guard !title.isEmpty else { return }
        borrow(title)
    }

    private func borrow(_ title: String) {
        if title.count > 40 {
            self.alert = .offline(title)
        } else {
            sheet = .loanReceipt
        }
        sync()
    }

    private func sync() {
        phase = .syncing
    }

    /// Called by the model alone, from a timer.
    private func expireSession() {
        alert = .sessionExpired
        // A route no presentation is bound to stays unplaced.
        pendingRoute = .renewals
    }

    /// Called by no view: the app's delegate calls it after an update.
    func announceUpdate() {
        isShowingWhatsNew = true
    }

    func closeWhatsNew() {
        isShowingWhatsNew = false
    }
}

/// Owned by one view, which binds its alert: its writes are that view's own.
@Observable final class ShelfModel {
    var alert: LibraryAlert?

    func reload() {
        alert = .offline("shelf")
    }
}
