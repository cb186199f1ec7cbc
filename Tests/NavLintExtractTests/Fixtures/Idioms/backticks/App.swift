import SwiftUI

@main
struct BackticksApp: App {
    var body: some Scene {
        WindowGroup { HomeView() }
    }
}
