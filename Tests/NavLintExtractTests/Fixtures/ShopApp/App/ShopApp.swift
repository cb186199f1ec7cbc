import SwiftUI

@main
struct ShopApp: App {
    @State private var router = Router()

    var body: some Scene {
        WindowGroup {
            RootView()
                .environment(router)
        }
        WindowGroup(id: "receipt") {
            ReceiptView()
        }
    }
}
