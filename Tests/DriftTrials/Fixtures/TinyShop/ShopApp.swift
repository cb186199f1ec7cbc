import SwiftUI

@main
struct ShopApp: App {
    var body: some Scene {
        WindowGroup { Shelf() }
    }
}

enum Aisle: Hashable {
    case fruit, bread
}

struct Shelf: View {
    @State private var showsBasket = false
    @State private var asksHelp = false
    @State private var path: [Aisle] = []
    var body: some View {
        NavigationStack(path: $path) {
            List {
                NavigationLink("Fruit", value: Aisle.fruit)
                NavigationLink("Bread", value: Aisle.bread)
                Button("Basket") { showsBasket = true }
                Button("Help") { asksHelp = true }
            }
            .navigationDestination(for: Aisle.self) { aisle in
                switch aisle {
                case .fruit: FruitAisle()
                case .bread: BreadAisle()
                }
            }
            .sheet(isPresented: $showsBasket) { NavigationStack { Basket() } }
            .confirmationDialog("Help", isPresented: $asksHelp) {
                Button("Bread") { path.append(.bread) }
            }
        }
    }
}
