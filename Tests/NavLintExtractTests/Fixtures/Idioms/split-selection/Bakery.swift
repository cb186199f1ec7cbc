import SwiftUI

enum Counter: Hashable { case orders, donuts, settings }

/// The sidebar is written in the split; the detail column switches over the selection.
struct BakeryView: View {
    @State private var selection: Counter? = .donuts
    var body: some View {
        NavigationSplitView {
            List(selection: $selection) {
                NavigationLink(value: Counter.orders) { Text("Orders") }
                NavigationLink(value: Counter.donuts) { Text("Donuts") }
                NavigationLink(value: Counter.settings) { Text("Settings") }
            }
        } detail: {
            switch selection {
            case .orders: OrderBoard()
            case .donuts: DonutShelf()
            case .settings, .none: BakerySettings()
            }
        }
    }
}

struct OrderBoard: View { var body: some View { Text("Orders") } }
struct DonutShelf: View { var body: some View { Text("Donuts") } }
struct BakerySettings: View { var body: some View { Text("Settings") } }
