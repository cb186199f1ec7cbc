import SwiftUI

struct ProductDetailView: View {
    let productID: Int
    @Environment(Router.self) private var router
    @State private var showAdded = false
    @State private var showShare = false

    var body: some View {
        ScrollView {
            VStack(alignment: .leading) {
                Text("Product \(productID)")
                Button("Reviews") { router.navigate(to: .reviews(productID: productID)) }
                Button("Seller") { router.navigate(to: .seller(id: 12)) }
                Button("More from this brand") { router.navigate(to: .brand(id: 3)) }
                Button("Add to cart") { showAdded = true }
            }
        }
        .toolbar {
            Button("Share") { showShare = true }
        }
        .sheet(isPresented: $showShare) {
            ShareView(productID: productID)
        }
        .alert("Added to cart", isPresented: $showAdded) {
            Button("View cart") { router.presentedSheet = .cart }
            Button("Keep shopping", role: .cancel) {}
        }
    }
}
