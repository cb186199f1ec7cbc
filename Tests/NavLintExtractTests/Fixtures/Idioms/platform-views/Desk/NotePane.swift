#if os(macOS)
import SwiftUI

struct NotePane: View {
    let title: String
    @State private var printing = false
    var body: some View {
        VStack {
            Text(title)
            Button("Print") { printing = true }
        }
        .sheet(isPresented: $printing) { PrintPreview() }
    }
}
#endif
