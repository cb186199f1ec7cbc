import SwiftUI

@main
struct WarehouseApp: App {
    var body: some Scene {
        WindowGroup { RootView() }
    }
}

struct RootView: View {
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            List {
                NavigationLink("Shelf", value: ShelfView.Item(code: "A1"))
                NavigationLink("Crate", value: CrateView.Item(number: 7))
            }
            .navigationDestination(for: ShelfView.Item.self) { item in
                ShelfView(item: item)
            }
            .navigationDestination(for: CrateView.Item.self) { item in
                CrateView(item: item)
            }
        }
    }
}
