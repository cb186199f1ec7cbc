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
            SectionPicker()
            actions
        }
    }
}

private extension TodayView {
    var actions: some View {
        Button("Account") { navigator.reveal(.account, animated: false) }
    }
}

/// A button per section, over the enum's cases: each writes its section, so it may switch to any tab.
struct SectionPicker: View {
    @Environment(Navigator.self) private var navigator
    @State private var recent: String?
    let recentNames = ["Dune", "Emma"]

    var body: some View {
        ForEach(Section.allCases, id: \.self) { section in
            Button("\(section)") { navigator.section = section }
        }
        // A loop over strings selects no tab.
        ForEach(recentNames, id: \.self) { name in
            Button(name) { recent = name }
        }
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
