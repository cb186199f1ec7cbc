#if os(iOS)
import SwiftUI

struct NotePane: View {
    let title: String
    var body: some View {
        List {
            NavigationLink("History") { NoteHistory() }
        }
        .navigationTitle(title)
    }
}
#endif
