import SwiftUI

struct MailView: View {
    var body: some View {
        NavigationSplitView {
            MailboxList()
        } content: {
            MessageList()
        } detail: {
            MessageView()
        }
    }
}

struct NotesView: View {
    var body: some View {
        NavigationSplitView {
            FolderList()
        } detail: {
            NavigationStack { NoteEditor() }
        }
    }
}

struct MailboxList: View { var body: some View { Text("Mailboxes") } }
struct MessageList: View { var body: some View { Text("Messages") } }
struct MessageView: View { var body: some View { Text("Message") } }
struct FolderList: View { var body: some View { Text("Folders") } }
struct NoteEditor: View { var body: some View { Text("Note") } }
