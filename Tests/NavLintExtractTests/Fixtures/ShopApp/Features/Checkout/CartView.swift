import SwiftUI

struct CartView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        List {
            NavigationLink("Check out") { CheckoutView() }
        }
        .toolbar {
            Button("Close") { dismiss() }
        }
    }
}

struct CheckoutView: View {
    @State private var placed = false

    var body: some View {
        Button("Place order") { placed = true }
            .fullScreenCover(isPresented: $placed) {
                OrderConfirmationView()
            }
    }
}

struct OrderConfirmationView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Text("Thank you!")
            Button("Done") { dismiss() }
        }
    }
}
