import SwiftUI

/// Names written in backticks (keywords used as names) are the names without them: the type `default`, the
/// cases `.default` and `.private`, the helper property `switch`.
struct HomeView: View {
    @State private var path: [Place] = []

    var body: some View {
        NavigationStack(path: $path) {
            List {
                NavigationLink("Defaults") { `default`() }
                NavigationLink("Default place", value: Place.`default`)
                NavigationLink("Private place", value: Place.`private`)
                Button("Open") { path.append(.`default`) }
                `switch`
                self.`extension`
            }
            .navigationDestination(for: Place.self) { place in
                switch place {
                case .`default`: DefaultPlaceView()
                case .`private`: PrivatePlaceView()
                case .open: OpenPlaceView()
                }
            }
        }
    }

    private var `switch`: some View {
        NavigationLink("Switch") { SwitchView() }
    }

    private var `extension`: some View {
        NavigationLink("Extension", destination: ExtensionView())
    }
}

struct `default`: View {
    @State private var showsHelp = false

    var body: some View {
        Button("Help") { showsHelp = true }
            .sheet(isPresented: $showsHelp) { HelpView() }
    }
}

struct DefaultPlaceView: View { var body: some View { Text("Default") } }
struct PrivatePlaceView: View { var body: some View { Text("Private") } }
struct OpenPlaceView: View { var body: some View { Text("Open") } }
struct SwitchView: View { var body: some View { Text("Switch") } }
struct ExtensionView: View { var body: some View { Text("Extension") } }
struct HelpView: View { var body: some View { Text("Help") } }
