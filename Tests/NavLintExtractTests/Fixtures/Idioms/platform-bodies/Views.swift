import SwiftUI

@main
struct PantryApp: App {
    var body: some Scene {
        WindowGroup { PantryView() }
    }
}

struct PantryView: View {
    @State private var restocking = false

    var body: some View {
        NavigationStack {
            List { Text("Flour") }
                .sheet(isPresented: $restocking) { RestockSheet() }
        }
    }
}

/// A body per platform, each in a stack of its own: the sheet shows each stack on its platforms.
struct RestockSheet: View {
    @Environment(\.dismiss) private var dismiss

    #if os(watchOS)
    var body: some View {
        NavigationStack {
            Text("Restock")
        }
    }
    #else
    var body: some View {
        NavigationStack {
            Form { Text("Restock") }
                .toolbar { Button("Done") { dismiss() } }
        }
    }
    #endif
}
