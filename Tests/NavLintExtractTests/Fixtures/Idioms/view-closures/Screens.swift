import SwiftUI

@main
struct VaultApp: App {
    var body: some Scene {
        WindowGroup { NavigationStack { SecurityView() } }
    }
}

struct SecurityView: View {
    var body: some View {
        List {
            Button("Passcode") {
                Coordinator.shared.present { _ in
                    ThemedStack { PasscodeModule.passcodeView(onDone: {}) }
                }
            }
            Button("Backup") {
                Coordinator.shared.present(style: .fullScreenCover) { isPresented in
                    BackupView(isPresented: isPresented)
                }
            }
            Button("Log") {
                // A method of no router, handed a closure: not navigation.
                Logger.shared.show { ToastView() }
            }
            NavigationLink("Module") { PasscodeModule.passcodeView(onDone: {}) }
        }
    }
}

final class Logger {
    static let shared = Logger()
    func show(@ViewBuilder _ toast: () -> some View) {}
}

struct PasscodeView: View {
    let model: PasscodeModel
    var body: some View { Text("Passcode") }
}

struct BackupView: View {
    @Binding var isPresented: Bool
    var body: some View { Button("Close") { isPresented = false } }
}

struct ToastView: View {
    var body: some View { Text("Saved") }
}
