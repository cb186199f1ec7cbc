import SwiftUI

@main
struct TrailsApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                TrailsView()
                    .navigationDestination(for: TrailRoute.self) { route in
                        switch route {
                        case .map: MapView()
                        case .weather: WeatherView()
                        }
                    }
            }
        }
    }
}

enum TrailRoute: Hashable {
    case map, weather
}

struct TrailsView: View {
    var body: some View {
        List { TrailRow(route: .map) }
    }
}

/// A row that links the route it is handed: built by TrailsView with `.map`, so it links there.
struct TrailRow: View {
    let route: TrailRoute
    var body: some View { NavigationLink(value: route) { Text("Open") } }
}

/// A row built nowhere but in its preview: no value reaches its link, which is said, not guessed as every case.
struct ForecastRow: View {
    let route: TrailRoute
    var body: some View { NavigationLink(value: route) { Text("Forecast") } }
}

#Preview {
    NavigationStack { List { ForecastRow(route: .weather) } }
}

struct MapView: View {
    var body: some View { Text("Map") }
}

struct WeatherView: View {
    var body: some View { Text("Weather") }
}
