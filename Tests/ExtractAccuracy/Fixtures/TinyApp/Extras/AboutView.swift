import SwiftUI

struct AboutView: View {
    var body: some View {
        NavigationLink("Credits") {
            CreditsView()
        }
    }
}

struct CreditsView: View {
    var body: some View {
        Text("Credits")
    }
}
