import SwiftUI

@main
struct ArchiveApp: App {
    var body: some Scene {
        WindowGroup { ArchiveSplit() }
    }
}

enum Shelf: Hashable {
    case recent, authors, series, settings
}

/// A sidebar whose selecting links sit in the view's own functions: one the list calls with a case, one that
/// calls another, and one called in a loop over every case.
struct ArchiveSplit: View {
    @State private var selection: Shelf?

    var body: some View {
        NavigationSplitView {
            List(selection: $selection) {
                row(.recent, title: "Recent")
                row(.authors, title: "Authors")
                footer()
            }
        } detail: {
            switch selection {
            case .recent: RecentView()
            case .authors: AuthorsView()
            case .series: SeriesView()
            case .settings: ArchiveSettingsView()
            case nil: Text("Pick a shelf")
            }
        }
    }

    private func row(_ shelf: Shelf, title: String) -> some View {
        NavigationLink(value: shelf) { Text(title) }
    }

    @ViewBuilder
    private func footer() -> some View {
        Section("More") { settingsLink() }
    }

    private func settingsLink() -> some View {
        NavigationLink(value: Shelf.settings) { Label("Settings", systemImage: "gear") }
    }
}

/// A stack whose pushes go through a function handed each case by a loop: every case of the type.
struct SeriesView: View {
    @State private var path: [Volume] = []
    @State private var readerShown = false

    var body: some View {
        NavigationStack(path: $path) {
            List {
                ForEach([Volume.first, Volume.second], id: \.self) { volume in
                    entry(volume)
                }
                entry(.appendix)
                Button("Reader") { readerShown = true }
            }
            .sheet(isPresented: $readerShown) { ReaderView() }
            .navigationDestination(for: Volume.self) { volume in
                switch volume {
                case .first: FirstVolumeView()
                case .second: SecondVolumeView()
                case .appendix: AppendixView()
                }
            }
        }
    }

    private func entry(_ volume: Volume) -> some View {
        Button("Open") { path.append(volume) }
    }
}

enum Volume: Hashable {
    case first, second, appendix
}

/// Buttons calling the view's own function that appends what it is handed, directly or through another: each
/// call pushes its case, where it is written.
struct ReaderView: View {
    @State private var path: [Volume] = []

    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                Button("First") { open(.first) }
                Button("Appendix") { showAppendix() }
            }
            .navigationDestination(for: Volume.self) { volume in
                switch volume {
                case .first: FirstVolumeView()
                case .second: SecondVolumeView()
                case .appendix: AppendixView()
                }
            }
        }
    }

    private func showAppendix() { open(.appendix) }

    private func open(_ volume: Volume) { path.append(volume) }
}

struct RecentView: View { var body: some View { Text("Recent") } }
struct AuthorsView: View { var body: some View { Text("Authors") } }
struct ArchiveSettingsView: View { var body: some View { Text("Settings") } }
struct FirstVolumeView: View { var body: some View { Text("First") } }
struct SecondVolumeView: View { var body: some View { Text("Second") } }
struct AppendixView: View { var body: some View { Text("Appendix") } }
