import SwiftUI

/// An app that writes its navigation in its scenes: a root chosen by a stored flag, tabs and a stack with its
/// destinations, all in place; a second window that is a split view; a window opened for a value; menu commands.
@main
struct HarborApp: App {
    @AppStorage("onboarded") private var onboarded = false
    @State private var harbor = Harbor()

    var body: some Scene {
        WindowGroup {
            if onboarded {
                TabView {
                    NavigationStack {
                        MooringsView()
                            .navigationDestination(for: Berth.self) { berth in
                                switch berth {
                                case .slip(let number): SlipView(number: number)
                                case .fuelDock: FuelDockView()
                                }
                            }
                    }
                    .tabItem { Label("Moorings", systemImage: "sailboat") }
                    TidesView()
                        .tabItem { Label("Tides", systemImage: "water.waves") }
                }
                .environment(harbor)
            } else {
                WelcomeAboardView()
            }
        }
        .commands { harborCommands }

        WindowGroup(id: "logbook") {
            NavigationSplitView {
                LogbookList()
            } detail: {
                LogEntryView()
            }
        }

        WindowGroup(for: Berth.self) { $berth in
            if let berth {
                BerthWindow(berth: berth)
            }
        }
    }
}

extension HarborApp {
    /// Menu commands are the app's, not a window's content: their sheet is no edge of the window.
    var harborCommands: some Commands {
        CommandMenu("Harbor") {
            Button("Report") { harbor.showsReport = true }
        }
    }
}

@Observable
final class Harbor {
    var showsReport = false
}

enum Berth: Hashable, Codable {
    case slip(Int)
    case fuelDock
}
