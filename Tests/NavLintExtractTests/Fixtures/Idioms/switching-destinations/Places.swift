import SwiftUI

struct WorldView: View {
    @Environment(\.atlasRouter) private var router

    var body: some View {
        List {
            Button("Japan") { router.open(.country(code: "JP")) }
            Button("About") { router.open(.about) }
        }
    }
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

struct AboutAtlasView: View {
    var body: some View { Text("Atlas") }
}
