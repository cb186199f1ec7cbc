import SwiftUI

@main struct ShopApp: App {
    @State private var state = ShopState()
    var body: some Scene {
        WindowGroup {
            ShopView().environment(state)
        }
    }
}

struct ShopView: View {
    @Environment(ShopState.self) private var state

    var body: some View {
        @Bindable var state = state
        NavigationSplitView {
            CounterList()
        } detail: {
            switch state.counter {
            case .orders: OrdersBoard()
            case .stock: StockBoard()
            case .reports: ReportsBoard()
            case nil: Text("Pick a counter")
            }
        }
        .sheet(item: $state.sheet) { sheet in
            switch sheet {
            case .checkout: CheckoutSheet()
            case .coupons: CouponsSheet()
            }
        }
        .sheet(isPresented: $state.isShowingHelp) { HelpSheet() }
        .sheet(isPresented: $state.isShowingLog) { LogSheet() }
        .alert(item: $state.alert) { alert in Alert(title: Text("\(alert)")) }
        .confirmationDialog("Reset the shop?", isPresented: $state.isConfirmingReset) {
            Button("Reset", role: .destructive) {}
        }
        .toolbar {
            // The view that binds the flag writes it: its sheet's own edge says so.
            Button("Log") { state.isShowingLog = true }
        }
    }
}

struct CounterList: View {
    @Environment(ShopState.self) private var state

    var body: some View {
        @Bindable var state = state
        List(selection: $state.counter) {
            Text("Orders").tag(Counter.orders)
            Text("Stock").tag(Counter.stock)
        }
        .toolbar {
            Button("Reports") { state.counter = .reports }
            Button("Checkout") { state.sheet = .checkout }
            Button("Help") { state.showHelp() }
        }
    }
}

struct OrdersBoard: View {
    @Environment(ShopState.self) private var state

    var body: some View {
        Button("Coupons") { state.sheet = .coupons }
        Button("Restock") { state.restock(3) }
        Button("Reset") { state.isConfirmingReset = true }
        Button("Failed") { state.alert = .paymentFailed }
        // Set to false: no navigation.
        Button("Quiet") { state.isShowingHelp = false }
    }
}

struct StockBoard: View {
    @Environment(ShopState.self) private var state
    var body: some View { Button("Restock") { state.restock(1) } }
}

struct ReportsBoard: View { var body: some View { Text("Reports") } }
struct CheckoutSheet: View { var body: some View { Text("Checkout") } }
struct CouponsSheet: View { var body: some View { Text("Coupons") } }
struct HelpSheet: View { var body: some View { Text("Help") } }
struct LogSheet: View { var body: some View { Text("Log") } }
