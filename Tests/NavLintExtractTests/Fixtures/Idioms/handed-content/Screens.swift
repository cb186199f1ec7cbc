import SwiftUI

@main
struct PreferencesApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack { SettingsView() }
        }
    }
}

struct SettingsView: View {
    var body: some View {
        List {
            SettingsRow(destination: { AccountView() }) {
                Text("Account")
            }
            SettingsRow {
                PrivacyView()
                    .navigationTitle("Privacy")
            } label: {
                Text("Privacy")
            }
            HelpButton(title: "Help") {
                HelpView()
            }
        }
    }
}

struct AccountView: View {
    var body: some View {
        SettingsRow(destination: { PrivacyView() }) { Text("Privacy") }
    }
}

struct PrivacyView: View {
    var body: some View { Text("Privacy") }
}

struct HelpView: View {
    var body: some View { Text("Help") }
}
