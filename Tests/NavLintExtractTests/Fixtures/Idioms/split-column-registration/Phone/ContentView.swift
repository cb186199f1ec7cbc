import SwiftUI

struct ContentView: View {
    let gardens: [Garden]

    var body: some View {
        NavigationStack {
            GardenGrid(gardens: gardens)
                .navigationDestination(for: Garden.ID.self) { id in
                    GardenDetail(id: id)
                }
        }
    }
}

struct GardenGrid: View {
    let gardens: [Garden]

    var body: some View {
        ForEach(gardens) { garden in
            NavigationLink(value: garden.id) { Text(garden.name) }
        }
    }
}

struct GardenDetail: View {
    let id: Garden.ID
    var body: some View { Text("Detail") }
}
