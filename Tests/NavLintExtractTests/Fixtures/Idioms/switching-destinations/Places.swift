import SwiftUI

struct WorldView: View {
    @Environment(\.atlasRouter) private var router
    @State private var pinned: Pin?

    var body: some View {
        List {
            Button("Japan") { router.open(.country(code: "JP")) }
            Button("About") { router.open(.about) }
            Button("Pin") { pinned = Pin(id: 1) }
        }
        .sheet(item: $pinned, content: PinView.init)
    }
}

/// A sheet's content handed as the view's initialiser.
struct Pin: Identifiable {
    let id: Int
}

struct PinView: View {
    let pin: Pin
    var body: some View { Text("Pin") }
}

struct CountryView: View {
    @Environment(\.atlasRouter) private var router
    let code: String

    var body: some View {
        Button("Kyoto") { router.open(.city(name: "Kyoto")) }
    }
}

struct CityView: View {
    @Environment(\.atlasRouter) private var router
    let name: String

    var body: some View {
        VStack {
            Button("Back") { router.back() }
            Button("World") { router.backToRoot() }
        }
    }
}

/// Presents its own sheet through a view that switches over the sheet it is handed: each case's view is shown.
struct AboutAtlasView: View {
    @State private var sheet: AtlasSheet?

    var body: some View {
        VStack {
            Button("Credits") { sheet = .credits }
            Button("Licences") { sheet = .licences }
        }
        .sheet(item: $sheet) { AtlasSheetView(sheet: $0) }
    }
}

enum AtlasSheet: String, Identifiable {
    case credits, licences
    var id: String { rawValue }
}

struct AtlasSheetView: View {
    let sheet: AtlasSheet

    var body: some View {
        switch sheet {
        case .credits: CreditsView()
        case .licences: LicencesView()
        }
    }
}

struct CreditsView: View {
    var body: some View { Text("Credits") }
}

struct LicencesView: View {
    var body: some View { Text("Licences") }
}
