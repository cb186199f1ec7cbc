import SwiftUI

@main struct PlannerApp: App {
    @State private var navigator = Navigator()
    @State private var filter = ArchiveFilter()
    var body: some Scene {
        WindowGroup {
            MainTabs().environment(navigator).environment(filter)
        }
    }
}

struct MainTabs: View {
    @Environment(Navigator.self) private var navigator

    var body: some View {
        @Bindable var navigator = navigator
        TabView(selection: $navigator.section) {
            TodayView().tabItem { Label("Today", systemImage: "sun.max") }.tag(Section.today)
            InboxView().tabItem { Label("Inbox", systemImage: "tray") }.tag(Section.inbox)
            AccountView().tabItem { Label("Account", systemImage: "person") }.tag(Section.account)
        }
    }
}

struct TodayView: View {
    @Environment(Navigator.self) private var navigator
    @Environment(ArchiveFilter.self) private var filter

    var body: some View {
        List {
            Button("Inbox") { navigator.section = .inbox }
            Button("Show inbox") { navigator.showInbox() }
            // The other object's property of that name selects nothing.
            Button("Filter") { filter.section = .account }
            actions
        }
    }
}

private extension TodayView {
    var actions: some View {
        Button("Account") { navigator.reveal(.account, animated: false) }
    }
}

struct InboxView: View {
    @Environment(Navigator.self) private var navigator
    let fallback: Section = .today

    var body: some View {
        // A value that is no literal case: which tab is not known here.
        Button("Back") { navigator.reveal(fallback) }
    }
}

struct AccountView: View {
    @Environment(Navigator.self) private var navigator
    var body: some View {
        Button("Sign out") { navigator.signOut() }
        PreferencesTabs()
    }
}

/// A tab view over the view's own state, handed down as a binding.
struct PreferencesTabs: View {
    enum Pane: Hashable { case general, privacy, about }
    @State private var pane: Pane = .general
    @State private var highlighted: Pane = .general

    var body: some View {
        TabView(selection: $pane) {
            GeneralPane(pane: $pane).tag(Pane.general)
            PrivacyPane().tag(Pane.privacy)
        }
        // A state of the same type that no tab view reads.
        Button("Highlight") { highlighted = .about }
    }
}

struct GeneralPane: View {
    @Binding var pane: PreferencesTabs.Pane
    var body: some View {
        Button("Privacy") { pane = .privacy }
        // No tab is tagged `about`.
        Button("About") { pane = .about }
    }
}

struct PrivacyPane: View { var body: some View { Text("Privacy") } }
