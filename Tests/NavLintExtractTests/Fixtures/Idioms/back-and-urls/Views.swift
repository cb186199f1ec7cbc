import SwiftUI

@main
struct NotesApp: App {
    var body: some Scene {
        WindowGroup { EditorView() }
        WindowGroup(id: "inspector") { InspectorView() }
    }
}

struct EditorView: View {
    @Environment(\.openURL) private var openURL
    @Environment(\.openWindow) private var openWindow
    @Environment(\.presentationMode) private var presentationMode
    let helpAddress = "https://example.com/help"

    var body: some View {
        VStack {
            Button("Docs") { openURL(URL(string: "https://example.com/docs")!) }
            Link("Site", destination: URL(string: "https://example.com")!)
            Button("Inspector") { openWindow(id: "inspector") }
            Button("Close") { presentationMode.wrappedValue.dismiss() }
            Link("Terms", destination: .init(string: "https://example.com/terms")!)
            // Negative: a URL that is no literal is unresolved.
            Button("Help") { openURL(URL(string: helpAddress)!) }
            // Negative: a window opened for a value names no window.
            Button("Pop out") { openWindow(value: helpAddress) }
        }
        .onOpenURL { url in print(url) }
    }
}

struct InspectorView: View {
    @Environment(\.dismissWindow) private var dismissWindow
    // The environment's actions under names of the view's own.
    @Environment(\.dismiss) private var close
    @Environment(\.openURL) private var visit
    @Environment(\.openWindow) private var show
    @Environment(\EnvironmentValues.openURL) private var browse
    var body: some View {
        VStack {
            Text("Inspector")
            Button("Close") { close() }
            Button("Guide") { visit(URL(string: "https://example.com/guide")!) }
            Button("Editor") { show(id: "inspector") }
            Button("Changes") { browse(URL(string: "https://example.com/changes")!) }
        }
    }
}
