import SwiftUI

/// A settings row that links to the view its caller hands it, as many apps write their own rows over
/// `NavigationLink(destination:)`: each construction pushes what it hands, from the screen that builds it.
struct SettingsRow<Label: View, Destination: View>: View {
    private let destination: Destination
    private let label: Label

    init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.destination = destination()
        self.label = label()
    }

    var body: some View {
        NavigationLink(destination: destination) { label }
    }
}

/// A button that presents the content handed to it in its trailing closure as a sheet.
struct HelpButton<Content: View>: View {
    let title: String
    @ViewBuilder let content: Content
    @State private var isShown = false

    var body: some View {
        Button(title) { isShown = true }
            .sheet(isPresented: $isShown) { content }
    }
}
