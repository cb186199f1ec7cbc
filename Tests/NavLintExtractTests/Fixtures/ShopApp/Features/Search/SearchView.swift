import SwiftUI

struct SearchView: View {
    @State private var query = ""
    @State private var showScanner = false

    var body: some View {
        List {
            NavigationLink("Search \(query)") {
                SearchResultsView(query: query)
            }
        }
        .searchable(text: $query)
        .fullScreenCover(isPresented: $showScanner) {
            BarcodeScannerView()
        }
        .toolbar {
            Button("Scan") { showScanner = true }
        }
    }
}

struct SearchResultsView: View {
    let query: String
    @Environment(Router.self) private var router

    var body: some View {
        List(Product.samples) { product in
            ProductCard(product: product)
        }
        .toolbar {
            Button("Filters") { router.presentedSheet = .filters }
        }
    }
}

struct BarcodeScannerView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Text("Point the camera at a barcode")
            Button("Cancel") { dismiss() }
        }
    }
}
