import SwiftUI

@main
struct TinyApp: App {
    var body: some Scene {
        WindowGroup {
            HomeView()
        }
    }
}
