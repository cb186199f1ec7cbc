import SwiftUI

@main
struct LanternApp: App {
    @StateObject private var account = Account()

    var body: some Scene {
        WindowGroup {
            LaunchGate()
                .environmentObject(account)
        }
    }
}

final class Account: ObservableObject {
    @Published var isSignedIn = false
    @Published var isSyncing = true
}

/// The first launch shows the introduction until it is finished; a flag the app stores decides.
struct LaunchGate: View {
    @AppStorage("introFinished") private var introFinished = false

    var body: some View {
        if !introFinished {
            IntroView()
        } else {
            AccountGate()
        }
    }
}

struct IntroView: View {
    @AppStorage("introFinished") private var introFinished = false

    var body: some View {
        Button("Start") { introFinished = true }
    }
}

/// A case of the launch gate that is itself a gate: signed out or in, over the account's flag. It starts as the
/// account's flag is declared, not as the view's own flag of the same name.
struct AccountGate: View {
    @EnvironmentObject private var account: Account
    @State private var isSignedIn = true

    var body: some View {
        gate
            .animation(.default, value: account.isSignedIn)
            .onAppear { isSignedIn = account.isSignedIn }
    }

    @ViewBuilder
    private var gate: some View {
        if account.isSignedIn == false {
            SignInView()
        } else {
            LibraryView()
        }
    }
}

struct SignInView: View {
    @EnvironmentObject private var account: Account

    var body: some View {
        Button("Sign in") { account.isSignedIn = true }
    }
}
