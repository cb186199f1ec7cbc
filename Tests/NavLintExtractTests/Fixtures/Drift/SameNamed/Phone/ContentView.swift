import SwiftUI

struct ContentView: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Details") { Details() }
        }
    }
}

struct Details: View {
    var body: some View { Text("Details") }
}
