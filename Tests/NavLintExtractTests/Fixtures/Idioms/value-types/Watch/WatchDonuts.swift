import SwiftUI

/// The watch target registers `Donut.ID` for its own stack.
struct WatchDonuts: View {
    var body: some View {
        NavigationStack {
            Text("Donuts")
                .navigationDestination(for: Donut.ID.self) { id in WatchDonutDetail(id: id) }
        }
    }
}

struct WatchDonutDetail: View {
    let id: String
    var body: some View { Text(id) }
}
