import Charts
import SwiftUI

@main
struct BakeryApp: App {
    var body: some Scene {
        WindowGroup { RootView() }
    }
}

struct RootView: View {
    var body: some View {
        TabView {
            MenuView().tabItem { Text("Menu") }
            SettingsView().tabItem { Text("Settings") }
        }
    }
}

/// Registers `String` values on its own stack.
struct MenuView: View {
    let names: [String]

    var body: some View {
        NavigationStack {
            List(names, id: \.self) { name in
                NavigationLink(value: name) { Text(name) }
            }
            .navigationDestination(for: String.self) { name in RecipeView(name: name) }
        }
    }
}

/// Registers `String` values too: its link goes to its own stack's destination, not MenuView's.
struct SettingsView: View {
    var body: some View {
        NavigationStack {
            Form {
                #if os(iOS)
                NavigationLink(value: "Help") { Text("Help") }
                #endif
            }
            .navigationDestination(for: String.self) { _ in HelpView() }
        }
    }
}

/// Negative: `String.self` and `String.init` handed to calls are types, not destinations.
struct SalesChart: View {
    let labels: [String]

    var body: some View {
        Chart {}
            .chartXAxis {
                AxisMarks { value in
                    AxisValueLabel(value.as(String.self) ?? "")
                }
            }
            .onAppear { _ = labels.map(String.init) }
    }
}

struct RecipeView: View {
    let name: String
    var body: some View { Text(name) }
}

struct HelpView: View { var body: some View { Text("Help") } }
