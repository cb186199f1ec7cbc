import SwiftUI

/// Shows what it is handed in a stack of its own, with a close button.
struct ModalChrome<Content: View>: View {
    @Environment(\.dismiss) private var dismiss
    @ViewBuilder var content: () -> Content

    var body: some View {
        NavigationStack {
            content()
                .toolbar {
                    Button("Close") { dismiss() }
                }
        }
    }
}

/// Shows what it is handed, padded.
struct Padded<Body: View, Extra: View>: View {
    private let inner: Body
    private let accessory: Extra?

    init(@ViewBuilder inner: () -> Body) {
        self.inner = inner()
        self.accessory = nil
    }

    var body: some View {
        self.inner.padding()
    }
}

/// Shows a title above what it is handed: a screen of its own, not a wrapper.
struct Titled<Content: View>: View {
    let title: String
    let content: Content

    var body: some View {
        VStack {
            Text(title)
            content
        }
    }
}
