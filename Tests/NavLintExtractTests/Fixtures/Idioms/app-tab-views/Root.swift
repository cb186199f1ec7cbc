import SwiftUI

@main
struct ShelfApp: App {
    var body: some Scene {
        WindowGroup { RootView() }
    }
}

struct RootView: View {
    @State private var isOnline = true

    var body: some View {
        if isOnline {
            TabView(library: { LibraryView() }, settings: settingsView)
        } else {
            // Offline, the library tab shows another view: the spec shows the first, a note says so.
            TabView(library: OfflineView.init, settings: settingsView)
        }
    }

    func settingsView() -> SettingsView {
        .init(version: "1.0")
    }
}

struct LibraryView: View {
    var body: some View {
        NavigationLink("Book") { BookView() }
    }
}

struct SettingsView: View {
    let version: String
    @State private var showsLicenses = false

    var body: some View {
        Button("Licenses \(version)") { showsLicenses = true }
            .sheet(isPresented: $showsLicenses) { PagesView() }
    }
}

struct OfflineView: View {
    var body: some View { Text("Offline") }
}

struct BookView: View {
    var body: some View { Text("Book") }
}
