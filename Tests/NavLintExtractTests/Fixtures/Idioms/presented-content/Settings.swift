import SwiftUI

@Observable final class SettingsState {
    var showsAccount = false
    var showsPassword = false
    var showsHelp = false
    var confirmsSignOut = false
    var exported: ExportFile?
    var showsLimits = false
}

struct ExportFile: Identifiable {
    let id: String
}

struct SettingsScreen: View {
    @State private var state = SettingsState()

    var body: some View {
        List {
            Button("Account") { state.showsAccount = true }
            Button("Help") { state.showsHelp = true }
        }
        // A sheet presented from the account screen the sheet shows: the account screen's, not this one's.
        .sheet(isPresented: $state.showsAccount) {
            AccountScreen()
                .sheet(isPresented: $state.showsPassword) {
                    PasswordScreen()
                }
                .alert("Sign out?", isPresented: $state.confirmsSignOut) {
                    Button("Sign out", role: .destructive) {}
                }
        }
        // Inside a stack around the help screen: still the help screen's.
        .fullScreenCover(isPresented: $state.showsHelp) {
            NavigationStack {
                HelpScreen()
                    .sheet(isPresented: $state.showsLimits) { LimitsScreen() }
            }
        }
        // The trailing closure is `onDismiss`; the labelled one is the content.
        .sheet(item: $state.exported) {
            print("export closed")
        } content: { file in
            ExportScreen(file: file)
        }
        // Content of two views: a presentation on it is the presenting screen's, the nearest one.
        .popover(isPresented: $state.showsLimits) {
            VStack {
                LimitsScreen()
                HelpScreen()
            }
            .sheet(isPresented: $state.showsPassword) { PasswordScreen() }
        }
    }
}

struct AccountScreen: View {
    var body: some View { Text("Account") }
}

struct PasswordScreen: View {
    var body: some View { Text("Password") }
}

struct HelpScreen: View {
    var body: some View { Text("Help") }
}

struct LimitsScreen: View {
    var body: some View { Text("Limits") }
}

struct ExportScreen: View {
    let file: ExportFile
    var body: some View { Text(file.id) }
}
