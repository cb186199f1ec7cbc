import SwiftUI

struct Order: Identifiable, Hashable {
    let id: UUID
    let name: String
}

/// The stack registers one destination type: every value link inside it is a value of that type, whatever
/// the value is written as (`order.id`, an `Order.ID`).
struct OrdersView: View {
    let orders: [Order]

    var body: some View {
        NavigationStack {
            List(orders) { order in
                NavigationLink(order.name, value: order.id)
            }
            .navigationDestination(for: Order.ID.self) { id in
                OrderDetail(id: id)
            }
        }
    }
}

/// The registration sits on the stack of the view that holds this one as its root.
struct ShopView: View {
    var body: some View {
        NavigationStack {
            ProductList()
                .navigationDestination(for: Product.ID.self) { id in ProductDetail(id: id) }
        }
    }
}

struct Product: Identifiable {
    let id: Int
}

struct ProductList: View {
    let products: [Product] = []
    var body: some View {
        ForEach(products) { product in
            NavigationLink("Product", value: product.id)
        }
    }
}

/// Two destination types: a value extract cannot type stays unresolved.
struct MixedView: View {
    let items: [Order] = []
    var body: some View {
        NavigationStack {
            List(items) { item in
                NavigationLink("Item", value: item.code)
            }
            .navigationDestination(for: Order.ID.self) { id in OrderDetail(id: id) }
            .navigationDestination(for: String.self) { name in NameView(name: name) }
        }
    }
}

struct OrderDetail: View {
    let id: UUID
    var body: some View { Text("Order") }
}
struct ProductDetail: View {
    let id: Int
    var body: some View { Text("Product") }
}
struct NameView: View {
    let name: String
    var body: some View { Text(name) }
}
