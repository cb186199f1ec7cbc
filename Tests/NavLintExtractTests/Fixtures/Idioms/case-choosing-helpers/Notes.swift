import SwiftUI

enum Route: Hashable { case note, archive }
enum EditorMode { case create, archive }

@Observable
final class Router {
    static let shared = Router()
    var path: [Route] = []
    var sheet: AnyView?

    func push(_ route: Route) { path.append(route) }
    func present(@ViewBuilder content: () -> some View) { sheet = AnyView(content()) }
}

@main
struct NotesApp: App {
    var body: some Scene { WindowGroup { NotesView() } }
}

struct NotesView: View {
    @Bindable private var router = Router.shared

    var body: some View {
        NavigationStack(path: $router.path) {
            List {
                // The case chooses what the helper's own sheet shows: no destination of its own, though
                // `.archive` names a route and the helper's name says navigation.
                Button("New") { presentEditor(mode: .create) }
                Button("Archive") { presentEditor(mode: .archive) }
                // A helper that hands its value to the router: the call is the navigation.
                Button("Open") { show(.note) }
                // One that hands it on through a local made from it: still the navigation.
                Button("Archived") { reveal(.archive) }
            }
            .navigationDestination(for: Route.self) { route in
                switch route {
                case .note: NoteView()
                case .archive: ArchiveView()
                }
            }
            .sheet(isPresented: .constant(router.sheet != nil)) { router.sheet }
        }
    }

    private func presentEditor(mode: EditorMode) {
        Router.shared.present {
            if mode == .archive { ArchiveEditorView() } else { EditorView() }
        }
    }

    private func reveal(_ value: Route) {
        let route = value
        router.push(route)
    }

    private func show(_ route: Route) {
        withAnimation { router.push(route) }
    }
}

struct EditorView: View { var body: some View { Text("Editor") } }
struct ArchiveEditorView: View { var body: some View { Text("Archive editor") } }
struct NoteView: View { var body: some View { Text("Note") } }
struct ArchiveView: View { var body: some View { Text("Archive") } }
