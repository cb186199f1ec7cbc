import SwiftUI

enum Launch { case starting, ready, failed }
enum Step { case intro, main }

/// The scene's own switch shows one view of the app beside a spinner and a text: still the app's root. Its writes
/// of a placeholder's case start from the placeholder, the app's own screen: no navigation.
@main
struct KiteApp: App {
    @State private var launch: Launch = .starting

    var body: some Scene {
        WindowGroup {
            Group {
                switch launch {
                case .starting:
                    ProgressView()
                case .ready:
                    ShellView()
                case .failed:
                    Text("Could not start")
                }
            }
            .task {
                launch = await Self.load() ? .ready : .failed
                launch = .ready
            }
            .onOpenURL { _ in launch = .failed }
        }
    }

    static func load() async -> Bool { true }
}

/// The intro is handed a function of the shell by name: its write acts from the intro. The main case's stack has
/// modifiers for one platform only, after its root.
struct ShellView: View {
    @State private var step: Step = .intro

    var body: some View {
        switch step {
        case .intro:
            IntroView(onFinish: finishIntro)
        case .main:
            NavigationStack {
                MainView()
                    #if os(iOS)
                    .navigationBarTitleDisplayMode(.inline)
                    #endif
            }
        }
    }

    private func finishIntro() {
        step = .main
    }
}

struct IntroView: View {
    let onFinish: () -> Void
    var body: some View { Button("Start", action: onFinish) }
}

struct MainView: View {
    var body: some View { Text("Kites") }
}
