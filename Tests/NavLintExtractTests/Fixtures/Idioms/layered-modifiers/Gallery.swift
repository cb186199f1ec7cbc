import SwiftUI

struct Photo: Identifiable, Equatable {
    let id: Int
    let title: String
}

@main
struct GalleryApp: App {
    var body: some Scene {
        WindowGroup { GalleryView() }
    }
}

/// The app's own covers are handed their binding without a label, as the first argument.
struct GalleryView: View {
    @State private var zoomed = false
    @State private var opened: Photo?
    @State private var framed = false
    @State private var idle = false
    @State private var pinned: Photo?
    let photos: [Photo] = []

    var body: some View {
        List(photos) { photo in
            Button(photo.title) { opened = photo }
        }
        .stageCover($zoomed) { ZoomView() }
        .stageCover($opened) { photo in PhotoView(photo: photo) }
        .framedSheet(isPresented: $framed) { FrameView() }
        .idleOverlay($idle) { IdleBadge() }
        .pinSheet($pinned) { photo in opened = photo }
        .toolbar {
            Button("Zoom") { zoomed = true }
            Button("Frame") { framed = true }
        }
    }
}

struct ZoomView: View { var body: some View { Text("Zoom") } }
struct PhotoView: View { let photo: Photo; var body: some View { Text(photo.title) } }
struct FrameView: View { var body: some View { Text("Frame") } }
struct IdleBadge: View { var body: some View { ProgressView() } }
struct PinView: View {
    let photo: Photo
    let onOpen: (Photo) -> Void
    var body: some View { Button(photo.title) { onOpen(photo) } }
}
