import SwiftUI

@main
struct ShopApp: App {
    var body: some Scene {
        WindowGroup { Home() }
    }
}

struct Home: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Product") { Product(id: 1) }
                NavigationLink("About") { About() }
            }
        }
    }
}

struct Product: View {
    let id: Int
    @State private var showCart = false
    var body: some View {
        Button("Cart") { showCart = true }
            .sheet(isPresented: $showCart) { Cart() }
    }
}

struct Cart: View {
    var body: some View { Text("Cart") }
}

struct About: View {
    var body: some View { Text("About") }
}

struct Legal: View {
    var body: some View { Text("Legal") }
}
