import SwiftUI

struct Review: Identifiable, Hashable {
    var id: Int
    var title: String
}

struct ReviewsView: View {
    let productID: Int
    @Environment(Router.self) private var router
    @State private var reviews: [Review] = []

    var body: some View {
        List(reviews) { review in
            NavigationLink(destination: ReviewDetailView(reviewID: review.id)) {
                Text(review.title)
            }
        }
        .toolbar {
            Button("Write a review") { router.presentedSheet = .writeReview(productID: productID) }
        }
    }
}

struct ReviewDetailView: View {
    let reviewID: Int

    var body: some View {
        Text("Review \(reviewID)")
    }
}
