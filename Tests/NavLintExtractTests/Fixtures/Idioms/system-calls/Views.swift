import PhotosUI
import SwiftUI
import UniformTypeIdentifiers

struct ArchiveView: View {
    @State private var importsFile = false
    @State private var picksPhoto = false
    @State private var photo: PhotosPickerItem?
    @Environment(\.openURL) private var openURL
    var mirror: URL
    private let statusPage = URL(string: "https://status.example.org")!

    var body: some View {
        List {
            Button("Manual") {
                UIApplication.shared.open(URL(string: "https://example.org/manual")!)
            }
            Button("Authenticator") {
                let authenticator = URL(string: "otpauth://")!
                UIApplication.shared.open(authenticator)
            }
            Button("Mirror") {
                UIApplication.shared.open(mirror)
            }
            Button("Import") { importsFile = true }
            // The view's own constant: its literal.
            Link("Status", destination: statusPage)
            Button("Status again") { openURL(self.statusPage) }
            // The system's own sheets.
            ShareLink(item: statusPage)
            PhotosPicker(selection: $photo) { Text("Cover") }
            Button("Photo") { picksPhoto = true }
        }
        .fileImporter(isPresented: $importsFile, allowedContentTypes: [.plainText]) { _ in }
        .photosPicker(isPresented: $picksPhoto, selection: $photo)
    }
}
