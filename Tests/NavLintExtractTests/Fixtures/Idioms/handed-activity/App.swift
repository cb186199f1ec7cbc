import SwiftUI

@main
struct PortApp: App {
    @State private var delegate = SceneDelegate()

    var body: some Scene {
        WindowGroup { ContentView().environment(delegate) }
    }
}

enum ViewTab: Hashable {
    case containers
    case stacks
}

@Observable
final class SceneDelegate {
    var activeTab: ViewTab = .containers
    var lastActivity = ""
}

struct ContentView: View {
    // Declared once per platform: either declaration makes `sceneDelegate` the scene delegate.
    #if os(iOS)
    @Environment(SceneDelegate.self) private var sceneDelegate
    #else
    @State private var sceneDelegate = SceneDelegate()
    #endif

    var body: some View {
        TabsView()
            .onContinueUserActivity("containers") { sceneDelegate.onContinueUserActivity($0) }
            .onOpenURL { _ in sceneDelegate.remember("url") }
    }
}

struct TabsView: View {
    @Environment(SceneDelegate.self) private var sceneDelegate

    var body: some View {
        @Bindable var sceneDelegate = sceneDelegate
        TabView(selection: $sceneDelegate.activeTab) {
            ContainersView().tag(ViewTab.containers)
            StacksView().tag(ViewTab.stacks)
        }
    }
}

struct ContainersView: View {
    var body: some View { Text("Containers") }
}

struct StacksView: View {
    var body: some View { Text("Stacks") }
}
