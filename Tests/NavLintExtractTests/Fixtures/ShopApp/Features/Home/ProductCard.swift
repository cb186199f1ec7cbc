import SwiftUI

/// A product row; lists all over the app show it.
struct ProductCard: View {
    let product: Product
    @Environment(Router.self) private var router

    var body: some View {
        HStack {
            Text(product.name)
            Spacer()
        }
        .contentShape(Rectangle())
        .onTapGesture {
            router.navigate(to: .product(id: product.id))
        }
    }
}
