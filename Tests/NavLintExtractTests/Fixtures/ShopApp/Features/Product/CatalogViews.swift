import SwiftUI

struct CategoryView: View {
    let name: String
    @State private var showSort = false
    @Environment(Router.self) private var router

    var body: some View {
        List(Product.samples) { product in
            ProductCard(product: product)
        }
        .navigationTitle(name)
        .toolbar {
            Button("Sort") { showSort = true }
            Button("Filter") { router.presentedSheet = .filters }
        }
        .popover(isPresented: $showSort) {
            SortOptionsView()
        }
    }
}

struct BrandView: View {
    let brandID: Int

    var body: some View {
        List(Product.samples) { product in
            ProductCard(product: product)
        }
    }
}

struct SellerView: View {
    let sellerID: Int

    var body: some View {
        List {
            NavigationLink("Best seller", value: AppRoute.product(id: 1))
            NavigationLink("Their brand", value: AppRoute.brand(id: 3))
        }
    }
}
