import SwiftUI

@main
struct HarborApp: App {
    @StateObject private var session = Session()

    var body: some Scene {
        WindowGroup {
            ZStack {
                Color.black.ignoresSafeArea()
                Rectangle()
                    .fill(Color.black)
                RootView()
                    .environmentObject(session)
            }
        }
    }
}

enum Access { case granted, pending, denied }
enum Link { case online, offline }

final class Session: ObservableObject {
    @Published var isSignedIn = false
    @Published var access: Access = .pending
    @Published var link: Link = .online
}

/// The scene shows the root over a backdrop. Signed out, the root shows the sign-in; signed in (a last `else if`
/// without an `else`), a switch over the access granted, whose first case is a helper switching over the link.
struct RootView: View {
    @EnvironmentObject private var session: Session
    @State private var refresh = false

    var body: some View {
        ZStack {
            content
                .background(Color.white)
                .onReceive(session.$link) { _ in refresh.toggle() }
        }
    }

    @ViewBuilder private var content: some View {
        if !session.isSignedIn {
            SignInView()
        } else if refresh || !refresh {
            switch session.access {
            case .granted:
                home
            case .pending:
                WaitingView()
            case .denied:
                DeniedView()
            }
        }
    }

    @ViewBuilder private var home: some View {
        switch session.link {
        case .online:
            HomeView()
        case .offline:
            OfflineView()
        }
    }
}

struct SignInView: View {
    @EnvironmentObject private var session: Session
    var body: some View { Button("Sign in") { session.isSignedIn = true } }
}
/// A write of a case of the nested switch's state flips that switch.
struct WaitingView: View {
    @EnvironmentObject private var session: Session
    var body: some View { Button("Check") { session.access = .granted } }
}
struct DeniedView: View { var body: some View { Text("Denied") } }
struct HomeView: View {
    @State private var showsAbout = false
    var body: some View {
        NavigationStack {
            Text("Home").toolbar { Button("About") { showsAbout = true } }
                .sheet(isPresented: $showsAbout) { AboutView() }
        }
    }
}
/// A helper that switches over state but is no case of a switched body: it shows content (a badge), in place.
struct OfflineView: View {
    @EnvironmentObject private var session: Session

    var body: some View {
        VStack {
            Text("Offline")
            badge
        }
    }

    @ViewBuilder private var badge: some View {
        switch session.access {
        case .granted: GrantedBadge()
        case .pending: PendingBadge()
        case .denied: Text("Denied")
        }
    }
}

struct GrantedBadge: View { var body: some View { Text("Granted") } }
struct PendingBadge: View { var body: some View { Text("Pending") } }
struct AboutView: View { var body: some View { Text("About") } }
