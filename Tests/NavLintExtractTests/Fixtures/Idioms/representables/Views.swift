import SwiftUI

struct TripView: View {
    @State private var showsHelp = false
    @State private var capturing = false

    var body: some View {
        VStack {
            RouteMap()
            Button("Help") { showsHelp = true }
            Button("Photo") { capturing = true }
        }
        .sheet(isPresented: $showsHelp) {
            WebPage(url: URL(string: "https://example.com/help")!)
        }
        .fullScreenCover(isPresented: $capturing) {
            CameraCapture { _ in }
        }
    }
}
