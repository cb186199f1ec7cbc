import SwiftUI

struct Plant: Identifiable {
    let id: Int
    let name: String
}

@main
struct GardenApp: App {
    var body: some Scene {
        WindowGroup { GardenView() }
    }
}

struct GardenView: View {
    @State private var showsCard = false
    @State private var selected: Plant?
    @State private var loading = false
    let plants: [Plant] = []

    var body: some View {
        NavigationStack {
            List(plants) { plant in
                NavigationLink(destination: self.details(for: plant)) { Text(plant.name) }
            }
            .modalCard(isPresented: $showsCard) { WateringCard() }
            .bottomPanel(item: $selected) { plant in PlantSheet(plant: plant) }
            .placeholder(isPresented: $loading) { LoadingBadge() }
        }
    }

    private func details(for plant: Plant) -> some View {
        PlantDetails(plant: plant)
    }
}

struct WateringCard: View { var body: some View { Text("Water") } }
struct PlantSheet: View { let plant: Plant; var body: some View { Text(plant.name) } }
struct PlantDetails: View { let plant: Plant; var body: some View { Text(plant.name) } }
struct LoadingBadge: View { var body: some View { ProgressView() } }

/// A modifier of a framework (not in the sources) whose closure is a completion handler: its dismiss is this
/// view's, not content of a presentation.
struct RefundRequestView: View {
    @Environment(\.dismiss) private var dismiss
    @State private var asking = false

    var body: some View {
        Text("Refund")
            .paymentSheet(isPresented: $asking) { outcome in
                if outcome { dismiss() }
            }
    }
}
