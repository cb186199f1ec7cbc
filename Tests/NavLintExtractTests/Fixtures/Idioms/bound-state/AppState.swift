import SwiftUI

enum ShopSheet: Identifiable {
    case checkout, coupons
    var id: Self { self }
}

enum Counter: Hashable { case orders, stock, reports }

enum ShopAlert: Identifiable {
    case outOfStock, paymentFailed
    var id: Self { self }
}

/// Injected into every view: its properties drive the root's presentations and the split's detail.
@Observable final class ShopState {
    var sheet: ShopSheet?
    var counter: Counter? = .orders
    var alert: ShopAlert?
    var isShowingHelp = false
    var isConfirmingReset = false
    var isShowingLog = false

    /// Only navigation: the views' calls of it are where it is written.
    func showHelp() {
        isShowingHelp = true
    }

    /// Navigation among other work: the write is where it is written, from each view that calls it.
    func restock(_ count: Int) {
        guard count > 0 else {
            alert = .outOfStock
            return
        }
        counter = .stock
    }
}
