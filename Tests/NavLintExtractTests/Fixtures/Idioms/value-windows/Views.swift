import SwiftUI

struct HomeView: View {
    @Environment(\.openWindow) private var openWindow
    let pending: EditorWindow = .compose(draft: "")

    var body: some View {
        VStack {
            Button("New") { openWindow(value: EditorWindow.compose(draft: "")) }
            Button("Reply") { openWindow(value: .reply(to: 3)) }
            Button("Quote") { openWindow(value: EditorWindow.quote(of: 4)) }
            Button("Photo") { openWindow(value: 42) }
            Button("Pending") { openWindow(value: pending) }
            Button("Main") { openWindow(id: "main", value: 1) }
            Button("Attachment") { openWindow(value: Attachment(id: 1)) }
            // Negative: no window shows a view for `.none`, and none is opened for a `Note`.
            Button("Nothing") { openWindow(value: EditorWindow.none) }
            Button("Note") { openWindow(value: Note(id: 1)) }
        }
    }
}

struct ComposeView: View {
    let draft: String
    @Environment(\.dismissWindow) private var dismissWindow

    var body: some View {
        Button(draft) { dismissWindow() }
    }
}

struct ReplyView: View {
    let id: Int
    var body: some View { Text("\(id)") }
}

struct PhotoView: View {
    let id: Int
    var body: some View { Text("\(id)") }
}

struct AttachmentView: View {
    let attachment: Attachment
    var body: some View { Text("\(attachment.id)") }
}

struct AttachmentList: View {
    var body: some View { Text("Attachments") }
}
