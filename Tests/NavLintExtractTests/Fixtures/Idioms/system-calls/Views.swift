import SwiftUI
import UniformTypeIdentifiers

struct ArchiveView: View {
    @State private var importsFile = false
    var mirror: URL

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
        }
        .fileImporter(isPresented: $importsFile, allowedContentTypes: [.plainText]) { _ in }
    }
}
