import SwiftUI

@main
struct TimerApp: App {
    var body: some Scene {
        #if os(macOS)
        MenuBarExtra {
            QuickTimerView()
        } label: {
            Image(systemName: "timer")
        }
        .menuBarExtraStyle(.window)
        StatusScenes()
        #endif
        WindowGroup { TimerListView() }
            .commands {
                CommandMenu("Timers") {
                    SettingsLink { Text("Preferences") }
                }
            }
        #if os(macOS)
        Settings { PreferencesView() }
        #endif
    }
}

/// A scene type of the app's own: its scenes are the app's, whatever builds it.
struct StatusScenes: Scene {
    var body: some Scene {
        MenuBarExtra("Stats", systemImage: "chart.bar", content: { StatsMenuView() })
    }
}

struct TimerListView: View {
    @State private var showNew = false
    var body: some View {
        List { Button("New") { showNew = true } }
            .sheet(isPresented: $showNew) { NewTimerView() }
    }
}

/// The content of a menu bar item: what it presents and opens acts from that window.
struct QuickTimerView: View {
    @Environment(\.openWindow) private var openWindow
    @State private var showHistory = false
    var body: some View {
        VStack {
            Button("History") { showHistory = true }
            SettingsLink { Text("Preferences") }
        }
        .popover(isPresented: $showHistory) { HistoryView() }
    }
}

struct StatsMenuView: View { var body: some View { Text("Stats") } }
struct PreferencesView: View { var body: some View { Text("Preferences") } }
struct NewTimerView: View { var body: some View { Text("New") } }
struct HistoryView: View { var body: some View { Text("History") } }
