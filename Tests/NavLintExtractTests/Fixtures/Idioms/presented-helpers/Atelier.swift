import SwiftUI

@main
struct AtelierApp: App {
    var body: some Scene { WindowGroup { StudioView() } }
}

enum Overlay: Identifiable {
    case palette, easel
    var id: Self { self }
}

/// The stacks that a helper builds for a presentation are the presented content's, not the view's own: the
/// view stays a screen of its stack, and what it presents is in a stack of its own.
struct StudioView: View {
    @State private var overlay: Overlay?
    var body: some View {
        NavigationStack {
            NavigationLink("Gallery", destination: GalleryView())
                .fullScreenCover(item: $overlay) { cover(for: $0) }
                .sheet(isPresented: .constant(false)) { frameSheet() }
                .popover(isPresented: .constant(false)) {
                    // The helper in each branch of an availability check is what is shown.
                    if #available(iOS 18, *) {
                        swatches.presentationSizing(.form)
                    } else {
                        swatches
                    }
                }
        }
    }

    private var swatches: some View {
        SwatchesView()
    }

    @ViewBuilder
    private func cover(for overlay: Overlay) -> some View {
        switch overlay {
        case .palette:
            NavigationView { PaletteView() }
        case .easel:
            EaselView()
        }
    }

    private func frameSheet() -> some View {
        NavigationStack { FrameView() }
    }
}

struct GalleryView: View { var body: some View { Text("Gallery") } }

struct PaletteView: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View { Button("Done") { dismiss() } }
}

struct EaselView: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View { Button("Done") { dismiss() } }
}

struct FrameView: View { var body: some View { Text("Frame") } }
struct SwatchesView: View { var body: some View { Text("Swatches") } }
