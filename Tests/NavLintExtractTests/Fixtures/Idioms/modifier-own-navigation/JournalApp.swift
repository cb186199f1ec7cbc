import SwiftUI

@main
struct JournalApp: App {
    var body: some Scene {
        WindowGroup {
            EntriesView()
                .releaseNotesOnLaunch()
        }
    }
}

/// Shows the release notes once per version, from its own state.
struct ReleaseNotesModifier: ViewModifier {
    @AppStorage("lastVersion") private var lastVersion = ""
    @State private var showsNotes = false

    func body(content: Content) -> some View {
        content
            .sheet(isPresented: $showsNotes) { ReleaseNotesView() }
            .onAppear { showsNotes = lastVersion != "3.0" }
    }
}

/// A bar under the content with a help popover, a link and a reset alert of its own.
struct StatusBarModifier: ViewModifier {
    @Environment(\.openURL) private var openURL
    @State private var showsHelp = false
    @State private var asksToReset = false

    func body(content: Content) -> some View {
        VStack(spacing: 0) {
            content
            HStack {
                Button("Help") { showsHelp = true }
                Button("Reset") { asksToReset = true }
                Link("Website", destination: URL(string: "https://journal.example.com")!)
            }
        }
        .popover(isPresented: $showsHelp) { HelpView() }
        .alert("Reset the journal?", isPresented: $asksToReset) {
            Button("Read first") { openURL(URL(string: "https://journal.example.com/reset")!) }
            Button("Cancel", role: .cancel) {}
        }
    }
}

/// Presents what its caller's flag says: the sheet is the caller's, at the call.
struct ExportSheetModifier: ViewModifier {
    @Binding var isExporting: Bool

    func body(content: Content) -> some View {
        content.sheet(isPresented: $isExporting) { ExportView() }
    }
}

/// A share button over the model it is handed, whose flag its own sheet reads.
struct ShareBarModifier: ViewModifier {
    @ObservedObject var model: ShareModel

    func body(content: Content) -> some View {
        content
            .toolbar { Button("Share") { model.share() } }
            .sheet(isPresented: $model.isSharing) { ShareView() }
    }
}

final class ShareModel: ObservableObject {
    @Published var isSharing = false

    func share() { isSharing = true }
}

/// Declared, but no view applies it.
struct FeedbackPromptModifier: ViewModifier {
    @State private var asksForFeedback = false

    func body(content: Content) -> some View {
        content.sheet(isPresented: $asksForFeedback) { FeedbackView() }
    }
}

extension View {
    func releaseNotesOnLaunch() -> some View { modifier(ReleaseNotesModifier()) }

    func exportSheet(isPresented: Binding<Bool>) -> some View {
        modifier(ExportSheetModifier(isExporting: isPresented))
    }
}

final class EntryRouter: ObservableObject {
    @Published var path: [Int] = []

    /// Reads which entry is open at a depth: a question, not navigation.
    func route(at depth: Int) -> Int? { path.indices.contains(depth) ? path[depth] : nil }
}

struct EntriesView: View {
    @StateObject private var router = EntryRouter()
    @State private var isExporting = false

    var body: some View {
        NavigationStack {
            List {
                NavigationLink("First entry") { EntryView() }
                if let open = router.route(at: 0) {
                    Text("Open: \(open)")
                }
            }
            .toolbar { Button("Export") { isExporting = true } }
            .exportSheet(isPresented: $isExporting)
        }
    }
}

struct EntryView: View {
    @StateObject private var shareModel = ShareModel()

    var body: some View {
        Text("Entry")
            .modifier(StatusBarModifier())
            .modifier(ShareBarModifier(model: shareModel))
    }
}

struct ReleaseNotesView: View { var body: some View { Text("What's new") } }
struct HelpView: View { var body: some View { Text("Help") } }
struct ExportView: View { var body: some View { Text("Export") } }
struct FeedbackView: View { var body: some View { Text("Feedback") } }
struct ShareView: View { var body: some View { Text("Share") } }
