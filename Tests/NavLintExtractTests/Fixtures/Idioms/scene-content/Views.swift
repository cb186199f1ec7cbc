import SwiftUI

struct MooringsView: View {
    var body: some View {
        List {
            NavigationLink("Slip 4", value: Berth.slip(4))
            NavigationLink("Fuel", value: Berth.fuelDock)
        }
    }
}

struct SlipView: View {
    let number: Int
    var body: some View { Text("Slip \(number)") }
}

struct FuelDockView: View {
    var body: some View { Text("Fuel") }
}

struct TidesView: View {
    @State private var showsChart = false
    var body: some View {
        Button("Chart") { showsChart = true }
            .sheet(isPresented: $showsChart) { TideChartView() }
    }
}

struct TideChartView: View {
    var body: some View { Text("Chart") }
}

struct WelcomeAboardView: View {
    @AppStorage("onboarded") private var onboarded = false
    var body: some View {
        Button("Cast off") { onboarded = true }
    }
}

struct LogbookList: View {
    var body: some View { Text("Entries") }
}

struct LogEntryView: View {
    var body: some View { Text("Entry") }
}

struct BerthWindow: View {
    let berth: Berth
    var body: some View { Text("Berth") }
}

/// A view whose body switches over its state between containers: each case is a model of its own, and the switch
/// is the outermost container.
struct CrewGate: View {
    enum Phase { case training, duty }
    @State private var phase = Phase.training

    var body: some View {
        switch phase {
        case .training:
            NavigationStack { DrillView() }
        case .duty:
            TabView {
                WatchView().tag(0)
                GalleyView().tag(1)
            }
        }
    }
}

struct DrillView: View {
    var body: some View { NavigationLink("Knots") { KnotsView() } }
}

struct KnotsView: View {
    var body: some View { Text("Knots") }
}

struct WatchView: View {
    var body: some View { Text("Watch") }
}

struct GalleyView: View {
    var body: some View { Text("Galley") }
}
