import SwiftUI

/// Two screens declare a nested `Item` each; a row links to a computed property of the right one's type.
struct CrateView: View {
    struct Item: Hashable {
        let id: Int
    }

    let item: Item
    var body: some View { Text("Crate \(item.id)") }
}

struct PalletView: View {
    struct Item: Hashable {
        let id: Int
    }

    let item: Item
    var body: some View { Text("Pallet \(item.id)") }
}

struct DepotView: View {
    var body: some View {
        NavigationStack {
            List {
                CrateRow(id: 1)
                PalletRow(id: 2)
            }
            .navigationDestination(for: CrateView.Item.self) { CrateView(item: $0) }
            .navigationDestination(for: PalletView.Item.self) { PalletView(item: $0) }
        }
    }
}

struct CrateRow: View {
    let id: Int

    private var item: CrateView.Item {
        .init(id: id)
    }

    var body: some View {
        NavigationLink(value: item) { Text("Crate") }
    }
}

struct PalletRow: View {
    let id: Int

    var body: some View {
        NavigationLink(value: item) { Text("Pallet") }
    }
}

extension PalletRow {
    var item: PalletView.Item { PalletView.Item(id: id) }
}
