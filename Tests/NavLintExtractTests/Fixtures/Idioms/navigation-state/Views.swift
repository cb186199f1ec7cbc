import SwiftUI

struct BasketView<Model: BasketModel>: View {
    @StateObject var model: Model

    var body: some View {
        List {
            Button("Pay") { model.pay() }
            Button("Help") { model.route = .help }
        }
        .sheet(item: $model.route) { route in
            destination(route)
        }
    }

    @ViewBuilder private func destination(_ route: BasketRoute) -> some View {
        switch route {
        case .payment: PaymentView()
        case .receipt(let number): ReceiptView(number: number)
        case .help: BasketHelpView()
        }
    }
}

struct ShelfView: View {
    @ObservedObject var model: ShelfModel

    var body: some View {
        Button("Help") { model.route = .help }
            .fullScreenCover(item: $model.route) { route in
                switch route {
                case .help: ShelfHelpView()
                case .aisle: AisleView()
                }
            }
    }
}

struct PaymentView: View {
    var body: some View { Text("Payment") }
}

struct ReceiptView: View {
    let number: Int
    var body: some View { Text("Receipt \(number)") }
}

struct BasketHelpView: View {
    var body: some View { Text("Basket help") }
}

struct ShelfHelpView: View {
    var body: some View { Text("Shelf help") }
}

struct AisleView: View {
    var body: some View { Text("Aisle") }
}

struct DeskView: View {
    @StateObject var model = DeskModel()

    var body: some View {
        Button("Help") { model.route = .help }
            .sheet(item: $model.route) { route in destination(route) }
    }

    @ViewBuilder private func destination(_ route: DeskRoute) -> some View {
        switch route {
        case .help: DeskHelpView()
        }
    }
}

struct CounterView: View {
    @StateObject var model: CounterModel

    var body: some View {
        Button("Help") { model.route = .help }
            .sheet(item: $model.route) { route in destination(route) }
    }

    @ViewBuilder private func destination(_ route: CounterRoute) -> some View {
        switch route {
        case .help: CounterHelpView()
        }
    }
}

struct DeskHelpView: View {
    var body: some View { Text("Desk help") }
}

struct CounterHelpView: View {
    var body: some View { Text("Counter help") }
}
