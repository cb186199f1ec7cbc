import SwiftUI

struct HomeView: View {
    @Environment(Router.self) private var router
    @State private var featured: [Product] = Product.samples

    var body: some View {
        List {
            Section("Categories") {
                ForEach(["Shoes", "Bags"], id: \.self) { name in
                    NavigationLink(name, value: AppRoute.category(name: name))
                }
            }
            Section("Featured") {
                ForEach(featured) { product in
                    ProductCard(product: product)
                }
            }
        }
        .navigationTitle("Home")
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                Button {
                    router.presentedSheet = .cart
                } label: {
                    Image(systemName: "cart")
                }
            }
        }
        .refreshable { featured = Product.samples }
    }
}

struct Product: Identifiable, Hashable {
    var id: Int
    var name: String
    var brandID: Int

    static let samples = [Product(id: 1, name: "Runner", brandID: 3)]
}
