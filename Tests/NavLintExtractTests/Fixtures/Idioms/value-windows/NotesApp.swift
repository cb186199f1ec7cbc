import SwiftUI

/// What an editor window is opened for: its case chooses the view.
enum EditorWindow: Codable, Hashable {
    case compose(draft: String)
    case reply(to: Int)
    case quote(of: Int)
    case none
}

struct Attachment: Codable, Hashable {
    let id: Int
}

struct Note: Codable, Hashable {
    let id: Int
}

@main
struct NotesApp: App {
    var body: some Scene {
        WindowGroup(id: "main") {
            HomeView()
        }
        editorWindows
        // One view, whatever the value: a window named after the type.
        WindowGroup(for: Int.self) { $id in
            PhotoView(id: id ?? 0)
        }
        // A window whose id the value window's type would take: the value window is numbered after it.
        Window("Attachments", id: "Attachment") {
            AttachmentList()
        }
        // The view shown for a value, beside a placeholder for none.
        WindowGroup("Attachment", for: Attachment.self) { $attachment in
            if let attachment {
                AttachmentView(attachment: attachment)
            } else {
                ContentUnavailableView("No attachment", systemImage: "doc")
            }
        }
    }

    @SceneBuilder
    var editorWindows: some Scene {
        WindowGroup(for: EditorWindow.self) { destination in
            Group {
                switch destination.wrappedValue {
                case let .compose(draft):
                    ComposeView(draft: draft)
                case let .reply(id), let .quote(id):
                    ReplyView(id: id)
                case .none:
                    EmptyView()
                }
            }
        }
    }
}
