import SwiftUI

extension View {
    /// Registers every push destination of the app on the stack this view is the root of.
    func withAppRouter() -> some View {
        navigationDestination(for: AppRoute.self) { route in
            route.destinationView
        }
    }
}

extension AppRoute {
    @ViewBuilder
    var destinationView: some View {
        switch self {
        case .product(let id):
            ProductDetailView(productID: id)
        case .category(let name):
            CategoryView(name: name)
        case .brand(let id):
            BrandView(brandID: id)
        case .reviews(let productID):
            ReviewsView(productID: productID)
        case .seller(let id):
            SellerView(sellerID: id)
        case .orderTracking(let orderID):
            TrackingView(orderID: orderID)
        }
    }
}

extension AppSheet {
    @ViewBuilder
    var sheetView: some View {
        switch self {
        case .cart:
            NavigationStack { CartView() }
        case .filters:
            FiltersView()
        case .writeReview(let productID):
            NavigationStack { WriteReviewView(productID: productID) }
        case .login:
            LoginView()
        }
    }
}
