import SwiftUI

@main
struct LanternApp: App {
    @StateObject private var account = Account()

    var body: some Scene {
        WindowGroup {
            ShellView()
                .environmentObject(account)
        }
    }
}

enum Phase { case signedOut, signingIn, signedIn }
enum Sync { case idle, syncing, failed }

/// The shell branches over a flag computed from the phase, so each write of a phase flips it: `.signedIn` to
/// `true`, any other to `false`.
final class Account: ObservableObject {
    @Published private(set) var phase: Phase = .signedOut
    @Published private(set) var sync: Sync = .idle

    /// Its observer runs on each write of it: `expire()` writes it, and so signs out.
    private var token: String? {
        didSet {
            if token == nil {
                phase = .signedOut
            }
        }
    }

    var isSignedIn: Bool { phase == .signedIn }

    func expire() {
        token = nil
    }

    /// `.signingIn` keeps the welcome screen, the one acting: no navigation. The sync then starts beside the
    /// sign-in, in the case it shows.
    func signIn() {
        phase = .signingIn
        phase = .signedIn
        sync = .syncing
    }

    /// Signing out hides the sync switch: its reset beside the flip is no navigation.
    func signOut() {
        phase = .signedOut
        sync = .idle
    }

    func finishSync() {
        sync = .idle
    }

    func failSync() {
        sync = .failed
    }
}

/// The shell's body is a helper written in an extension below; the helper's signed-in branch is a switch over the
/// sync, itself shown through a second helper of another extension.
struct ShellView: View {
    @EnvironmentObject private var account: Account

    var body: some View {
        content
            .tint(.orange)
    }
}

private extension ShellView {
    @ViewBuilder var content: some View {
        if !account.isSignedIn {
            WelcomeView()
        } else {
            library
        }
    }
}

extension ShellView {
    @ViewBuilder var library: some View {
        switch account.sync {
        case .idle:
            ShelfView()
        case .syncing:
            SyncingView()
        case .failed:
            SyncFailedView()
        }
    }
}

struct WelcomeView: View {
    @EnvironmentObject private var account: Account
    var body: some View { Button("Sign in") { account.signIn() } }
}

struct SyncingView: View {
    @EnvironmentObject private var account: Account
    var body: some View {
        VStack {
            Button("Done") { account.finishSync() }
            Button("Fail") { account.failSync() }
            Button("Expire") { account.expire() }
        }
    }
}

struct SyncFailedView: View {
    @EnvironmentObject private var account: Account
    var body: some View { Button("Sign out") { account.signOut() } }
}

struct ShelfView: View {
    @EnvironmentObject private var account: Account
    var body: some View {
        NavigationStack {
            List { Text("Books") }
                .toolbar { Button("Sign out") { account.signOut() } }
        }
    }
}
