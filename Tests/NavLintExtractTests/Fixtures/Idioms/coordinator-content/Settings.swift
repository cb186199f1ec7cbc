import SwiftUI

@main
struct VaultApp: App {
    var body: some Scene {
        WindowGroup { SettingsView().modifier(CoordinatorHost()) }
    }
}

struct SettingsView: View {
    var body: some View {
        List {
            Button("Upgrade") { Coordinator.shared.presentUpgrade(source: "settings") }
            Button("Passcode") {
                Coordinator.shared.presentAfterUnlock { PasscodeView() }
            }
            Button("Recovery") {
                Coordinator.shared.presentAfterUnlock(style: .cover) { RecoveryView() }
            }
            Button("Help") { Coordinator.shared.open(link: "https://vault.example.com/help") }
            Button("Badges") { Coordinator.shared.refreshBadges(for: "settings") }
        }
    }
}

struct UpgradeView: View { var body: some View { Text("Upgrade") } }
struct UnlockView: View {
    let onUnlock: () -> Void
    var body: some View { Button("Unlock", action: onUnlock) }
}
struct PasscodeView: View { var body: some View { Text("Passcode") } }
struct RecoveryView: View { var body: some View { Text("Recovery") } }
struct WebPage: View {
    let url: URL
    var body: some View { Text(url.absoluteString) }
}
