import SwiftUI

struct ContentView: View {
    @State private var showHelp = false
    var body: some View {
        Button("Help") { showHelp = true }
            .sheet(isPresented: $showHelp) { Help() }
    }
}

struct Help: View {
    var body: some View { Text("Help") }
}
