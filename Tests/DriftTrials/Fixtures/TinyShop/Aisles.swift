import SwiftUI

struct FruitAisle: View {
    @State private var showsReceipt = false
    @State private var scans = false
    var body: some View {
        NavigationLink("Basket") { Basket() }
            .fullScreenCover(isPresented: $showsReceipt) { Receipt() }
            .sheet(isPresented: $scans) { BarcodeScanner() }
    }
}

struct BreadAisle: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        Button("Back") { dismiss() }
    }
}

struct Basket: View {
    var body: some View {
        NavigationLink("Receipt") { Receipt() }
    }
}

struct Receipt: View {
    var body: some View { Text("Thanks") }
}
