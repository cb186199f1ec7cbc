import SwiftUI

@main
struct MailApp: App {
    var body: some Scene {
        WindowGroup { MainTabs() }
    }
}

/// Tabs tagged with numbers: a number written to the selection selects the tab it tags, also from the closures
/// and functions handed to a tab's view or to the root of a tab's stack, which act from that view.
struct MainTabs: View {
    @State private var selection = 0

    var body: some View {
        TabView(selection: $selection) {
            HomeTab(openInbox: { selection = 1 }, openSettings: showSettings)
                .tag(0)
                .tabItem { Label("Home", systemImage: "house") }
            NavigationStack {
                InboxTab(backHome: { selection = 0 })
            }
            .tag(1)
            .tabItem { Label("Inbox", systemImage: "tray") }
            SettingsTab()
                .tag(2)
                .tabItem { Label("Settings", systemImage: "gear") }
        }
    }

    private func showSettings() { selection = 2 }
}

struct HomeTab: View {
    let openInbox: () -> Void
    let openSettings: () -> Void

    var body: some View {
        VStack {
            Button("Inbox", action: openInbox)
            Button("Settings", action: openSettings)
        }
    }
}

/// The root of a tab's stack, handed a callback: what it does acts from this view too.
struct InboxTab: View {
    let backHome: () -> Void
    var body: some View { Button("Home", action: backHome) }
}

/// Tabs tagged with strings, their selection kept under a key: this file's view that writes the key selects.
struct SettingsTab: View {
    @AppStorage("settingsPane") private var pane = "account"

    var body: some View {
        TabView(selection: $pane) {
            AccountPane().tag("account").tabItem { Text("Account") }
            PrivacyPane().tag("privacy").tabItem { Text("Privacy") }
        }
    }
}

struct AccountPane: View {
    @AppStorage("settingsPane") private var pane = "account"
    var body: some View { Button("Privacy") { pane = "privacy" } }
}

struct PrivacyPane: View {
    var body: some View { Text("Privacy") }
}
