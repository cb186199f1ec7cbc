import SwiftUI

enum Edition {
    case kiosk
    case full

    static func launched() -> Edition { .full }
}

@main
struct MuseumApp: App {
    var body: some Scene {
        // A switch over something the app reads at launch picks the root, as one over its state does.
        WindowGroup {
            Group {
                switch Edition.launched() {
                case .kiosk: KioskRoot()
                case .full: GalleryRoot()
                }
            }
        }
        // Content in a scroll view is written in place: the window shows it.
        Window("Floor plan", id: "plan") {
            ScrollView {
                FloorPlanView()
                Text("Ground floor")
            }
        }
    }
}

struct KioskRoot: View {
    var body: some View {
        NavigationStack { Text("Welcome") }
    }
}

struct GalleryRoot: View {
    @Environment(\.openWindow) private var openWindow
    @State private var showTickets = false

    var body: some View {
        NavigationStack {
            List {
                Button("Floor plan") { openWindow(id: "plan") }
                Button("Tickets") { showTickets = true }
            }
            .sheet(isPresented: $showTickets) { TicketsView() }
        }
    }
}

struct FloorPlanView: View {
    @State private var showLegend = false
    var body: some View {
        Button("Legend") { showLegend = true }
            .popover(isPresented: $showLegend) { LegendView() }
    }
}

struct TicketsView: View { var body: some View { Text("Tickets") } }
struct LegendView: View { var body: some View { Text("Legend") } }
