import SwiftUI

@main
struct WalletApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                HomeView().tabItem { Label("Home", systemImage: "house") }
                ReceiveTab().tabItem { Label("Receive", systemImage: "arrow.down") }
            }
        }
    }
}

enum DeepLink { case history, settings }

final class NavigationCoordinator: ObservableObject {
    @Published var path = NavigationPath()
}

/// Cases named after the views they show, in an enum nested in the view: another view nests an enum of the same
/// name with a case of the same name. Each push goes to its own case's view, not to every view of the enum.
struct HomeView: View {
    enum NavLinkTag: Hashable {
        case SettingsView
        case HistoryView
        case LoginView(attempt: Int)
    }

    @StateObject private var navCoordinator = NavigationCoordinator()
    @State private var deepLink: DeepLink?

    var body: some View {
        NavigationStack(path: $navCoordinator.path) {
            Button("History") { navCoordinator.path.append(NavLinkTag.HistoryView) }
                .onChange(of: deepLink) { deepLinkChanged($0) }
                .navigationDestination(for: NavLinkTag.self) { tag in
                    destination(tag)
                }
        }
    }

    private func deepLinkChanged(_ value: DeepLink?) {
        guard let value else { return }
        switch value {
        case .history: navCoordinator.path.append(NavLinkTag.HistoryView)
        case .settings: navCoordinator.path.append(NavLinkTag.SettingsView)
        }
    }

    @ViewBuilder
    private func destination(_ tag: NavLinkTag) -> some View {
        switch tag {
        case .SettingsView: SettingsView()
        case .HistoryView: HistoryView()
        case .LoginView(let attempt): LoginView(attempt: attempt)
        }
    }
}

struct ReceiveTab: View {
    enum NavLinkTag: Hashable {
        case HistoryView
        case InvoiceView
    }

    var body: some View {
        NavigationStack {
            NavigationLink("History", value: NavLinkTag.HistoryView)
                .navigationDestination(for: NavLinkTag.self) { tag in
                    switch tag {
                    case .HistoryView: HistoryView()
                    case .InvoiceView: InvoiceView()
                    }
                }
        }
    }
}

struct SettingsView: View { var body: some View { Text("Settings") } }
struct HistoryView: View { var body: some View { Text("History") } }
struct InvoiceView: View { var body: some View { Text("Invoice") } }
struct LoginView: View {
    let attempt: Int
    var body: some View { Text("Login \(attempt)") }
}
