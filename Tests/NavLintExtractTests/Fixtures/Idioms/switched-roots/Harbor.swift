import SwiftUI

@main
struct HarborApp: App {
    var body: some Scene {
        WindowGroup {
            GateView(model: GateModel())
        }
    }
}

enum Phase { case splash, signedOut, signedIn }

final class GateModel: ObservableObject {
    @Published var phase: Phase = .splash
}

/// The app's root switches between whole flows: a switched root, reached through a helper and modifiers.
struct GateView: View {
    @StateObject var model: GateModel

    var body: some View {
        content()
            .onAppear { model.phase = .signedOut }
            .animation(.default, value: model.phase)
    }

    @ViewBuilder
    private func content() -> some View {
        switch model.phase {
        case .splash:
            SplashView()
        case .signedOut:
            WelcomeView()
        case .signedIn:
            DockView()
        }
    }
}

struct SplashView: View { var body: some View { Text("Loading") } }

struct WelcomeView: View {
    @EnvironmentObject private var gate: GateModel
    @State private var showTerms = false
    var body: some View {
        VStack {
            Button("Terms") { showTerms = true }
            Button("Sign in") { gate.phase = .signedIn }
        }
        .sheet(isPresented: $showTerms) { TermsView() }
    }
}

struct TermsView: View { var body: some View { Text("Terms") } }

struct DockView: View {
    var body: some View {
        NavigationStack {
            BerthListView()
        }
    }
}
