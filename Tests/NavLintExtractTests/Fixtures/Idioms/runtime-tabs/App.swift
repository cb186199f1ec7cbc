import SwiftUI

@main
struct FarmApp: App {
    var body: some Scene {
        WindowGroup { FarmView() }
        WindowGroup(id: "barn") { BarnView() }
    }
}
