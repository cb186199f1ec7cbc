import SwiftUI

struct ArtistRoute: Hashable { let id: String }
struct AlbumRoute: Hashable { let id: Int }

@main struct RecordsApp: App {
    var body: some Scene { WindowGroup { ShelfView() } }
}

struct ShelfView: View {
    @State private var path = NavigationPath()
    @State private var showsPreferences = false
    @State private var draft: String?

    var body: some View {
        NavigationStack(path: $path) {
            CrateView()
                .navigationDestination(for: ArtistRoute.self) { ArtistView(id: $0.id) }
                .navigationDestination(for: AlbumRoute.self) { AlbumView(id: $0.id) }
        }
        .onReceive(listen(.openRoute)) { notification in
            guard let request = notification.object as? RouteRequest else { return }
            path.append(request.value)
        }
        .onReceive(NotificationCenter.default.publisher(for: .openPreferences)) { _ in
            showsPreferences = true
        }
        .onReceive(listen(.openDraft)) { notification in
            draft = notification.object as? String
        }
        .onReceive(listen(.refreshFeed)) { _ in
            showsPreferences = false
        }
        .sheet(isPresented: $showsPreferences) { PreferencesView() }
        .sheet(item: $draft) { text in DraftView(text: text) }
    }
}

extension String: @retroactive Identifiable { public var id: Self { self } }

struct CrateView: View {
    var body: some View {
        List {
            Button("Artist") { openRoute(ArtistRoute(id: "a"), origin: "crate") }
            Button("Preferences") { post(.openPreferences) }
            Button("Draft") { post(.openDraft, "liner notes") }
            Button("Also preferences") { NotificationCenter.default.post(name: .openPreferences, object: nil) }
            // Nobody receives it, or it posts nothing: no navigation.
            Button("Refresh") { post(.refreshFeed) }
            Button("Log") { logVisit(AlbumRoute(id: 1)) }
        }
    }
}

struct ArtistView: View {
    let id: String
    var body: some View { Button("Album") { openRoute(AlbumRoute(id: 2), origin: "artist") } }
}

struct AlbumView: View {
    let id: Int
    var body: some View { Text("Album \(id)") }
}

struct PreferencesView: View { var body: some View { Text("Preferences") } }

struct DraftView: View {
    let text: String
    var body: some View { Text(text) }
}
