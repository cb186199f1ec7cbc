import SwiftUI

extension View {
    /// A bottom sheet drawn over a clear cover: the chrome closes it on a tap outside or a swipe down.
    func bottomSheet<Content: View>(
        isPresented: Binding<Bool>, content: @escaping () -> Content
    ) -> some View {
        fullScreenCover(isPresented: isPresented) {
            SheetChrome {
                content()
            }
            .presentationBackground(.clear)
        }
    }

    func bottomSheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, content: @escaping (Item) -> Content
    ) -> some View {
        fullScreenCover(item: item) { item in
            SheetChrome {
                content(item)
            }
        }
    }
}

/// Lays the content out at the bottom, over a clear background that closes the sheet when tapped.
struct SheetChrome<Content: View>: View {
    @Environment(\.dismiss) private var dismiss
    private let content: Content

    init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    var body: some View {
        ZStack {
            Color.clear
                .contentShape(Rectangle())
                .onTapGesture { dismiss() }
            VStack(spacing: 0) {
                Spacer()
                card
            }
        }
        .padding(.bottom, 10)
    }

    private var card: some View {
        content
            .clipShape(RoundedRectangle(cornerRadius: 24))
            .gesture(DragGesture().onEnded { _ in dismiss() })
    }
}

/// A card over a dimmed background, with a close button of its own beside the content.
struct CardChrome<Content: View>: View {
    @Environment(\.dismiss) private var dismiss
    @ViewBuilder let content: () -> Content

    var body: some View {
        ZStack {
            Color.black.opacity(0.4)
            content()
                .padding()
                .background(RoundedRectangle(cornerRadius: 16).fill(.background))
        }
        .onTapGesture { dismiss() }
    }
}

/// A panel with a title above the content: the title is the panel's own, so the panel is a screen of its own.
struct TitledPanel<Content: View>: View {
    let title: String
    @ViewBuilder let content: () -> Content

    var body: some View {
        VStack {
            Text(title)
            content()
        }
    }
}
