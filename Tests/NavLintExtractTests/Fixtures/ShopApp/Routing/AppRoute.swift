import Foundation

enum AppRoute: Hashable {
    case product(id: Int)
    case category(name: String)
    case brand(id: Int)
    case reviews(productID: Int)
    case seller(id: Int)
    case orderTracking(orderID: Int)
}

enum AppSheet: Identifiable, Hashable {
    case cart
    case filters
    case writeReview(productID: Int)
    case login

    var id: Self { self }
}
