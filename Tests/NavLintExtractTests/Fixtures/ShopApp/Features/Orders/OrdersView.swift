import SwiftUI

struct OrdersView: View {
    var body: some View {
        NavigationSplitView {
            OrdersListView()
        } detail: {
            OrderDetailView(orderID: 0)
        }
    }
}

struct OrdersListView: View {
    let orders = [1, 2, 3]

    var body: some View {
        List(orders, id: \.self) { order in
            NavigationLink(destination: OrderDetailView(orderID: order)) {
                Text("Order \(order)")
            }
        }
    }
}

struct OrderDetailView: View {
    let orderID: Int
    @Environment(\.openWindow) private var openWindow
    @Environment(Router.self) private var router
    @State private var confirmCancel = false

    var body: some View {
        Form {
            Button("Track") { router.navigate(to: .orderTracking(orderID: orderID)) }
            Button("Open receipt") { openWindow(id: "receipt") }
            Button("Cancel order", role: .destructive) { confirmCancel = true }
        }
        .confirmationDialog("Cancel this order?", isPresented: $confirmCancel) {
            Button("Cancel order", role: .destructive) {}
            Button("Sign in again") { router.presentedSheet = .login }
        }
    }
}

struct TrackingView: View {
    let orderID: Int

    var body: some View {
        Text("Order \(orderID) is on its way")
    }
}

struct ReceiptView: View {
    var body: some View {
        Text("Receipt")
    }
}
