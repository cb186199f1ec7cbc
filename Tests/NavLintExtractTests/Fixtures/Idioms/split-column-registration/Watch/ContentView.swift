import SwiftUI

struct ContentView: View {
    let gardens: [Garden]

    var body: some View {
        NavigationSplitView {
            GardenList(gardens: gardens)
                .navigationDestination(for: Garden.ID.self) { id in
                    GardenPager(id: id)
                }
        } detail: {
            Text("Pick a garden")
        }
    }
}

struct GardenPager: View {
    let id: Garden.ID
    var body: some View { Text("Pages") }
}
