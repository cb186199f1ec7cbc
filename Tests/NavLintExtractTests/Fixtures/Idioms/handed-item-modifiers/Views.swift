import SwiftUI

extension URL: @retroactive Identifiable {
    public var id: String { absoluteString }
}

struct AboutScreen: View {
    @State private var page: URL?
    @State private var reason: String?
    @State private var showsLicense = false
    @State private var showsCredits = false
    @State private var limit = 10

    var body: some View {
        List {
            Button("Website") { page = URL(string: "https://example.com") }
            Button("Upgrade") { reason = "limit" }
            Button("License") { showsLicense = true }
        }
        .webPage(url: $page)
        .upgradePrompt(reason: $reason)
        .tipJar()
        // The `$0` belongs to the picker's callback: the content is the picker, in the chrome.
        .bottomSheet(isPresented: $showsLicense) {
            LimitPicker(selected: limit, onSelect: { limit = $0 })
        }
        .cardSheet(isPresented: $showsCredits) { CreditsScreen() }
    }
}

struct LimitPicker: View {
    let selected: Int
    let onSelect: (Int) -> Void
    var body: some View { Text("\(selected)") }
}

struct PlansScreen: View {
    var body: some View { Text("Plans") }
}

struct CreditsScreen: View {
    var body: some View { Text("Credits") }
}

struct TipsScreen: View {
    var body: some View { Text("Tips") }
}
