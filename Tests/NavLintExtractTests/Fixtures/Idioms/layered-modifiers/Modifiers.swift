import SwiftUI

/// A cover for a flag, written as the item cover over a placeholder item, and the item cover itself: two overloads
/// of one name, the first reaching `fullScreenCover` through the second.
extension View {
    func stageCover<Stage: View>(_ shown: Binding<Bool>, @ViewBuilder content: @escaping () -> Stage) -> some View {
        modifier(FlagStage(shown: shown, stage: content))
    }

    func stageCover<Item: Identifiable & Equatable, Stage: View>(
        _ item: Binding<Item?>, @ViewBuilder content: @escaping (Item) -> Stage
    ) -> some View {
        modifier(ItemStage(item: item, stage: content))
    }

    /// Reaches a sheet through two of the app's own modifiers.
    func framedSheet<Frame: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> Frame) -> some View {
        padding().matted(isPresented: isPresented, content: content)
    }

    func matted<Frame: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> Frame) -> some View {
        sheet(isPresented: isPresented, content: content)
    }

    /// Takes a binding and content, calls the app's own modifiers, and presents nothing: no navigation.
    func idleOverlay<Badge: View>(_ idle: Binding<Bool>, @ViewBuilder content: @escaping () -> Badge) -> some View {
        dimmed(idle).overlay { if idle.wrappedValue { content() } }
    }

    /// Presents a view of its own and hands the closure a result: the closure is a callback, not content.
    func pinSheet(_ pinned: Binding<Photo?>, onOpen: @escaping (Photo) -> Void) -> some View {
        sheet(item: pinned) { PinView(photo: $0, onOpen: onOpen) }
    }

    /// Calls back into `idleOverlay`'s neighbour and itself: followed once each, and never presents.
    func dimmed(_ on: Binding<Bool>) -> some View {
        opacity(on.wrappedValue ? 0.5 : 1).dimmed(on)
    }
}

private struct FlagStage<Stage: View>: ViewModifier {
    @Binding var shown: Bool
    let stage: () -> Stage
    private let placeholder = Placeholder()

    private var item: Binding<Placeholder?> {
        Binding(get: { shown ? placeholder : nil }, set: { shown = $0 != nil })
    }

    func body(content: Content) -> some View {
        content.stageCover(item) { _ in stage() }
    }

    private struct Placeholder: Identifiable, Equatable { let id = 1 }
}

private struct ItemStage<Item: Identifiable & Equatable, Stage: View>: ViewModifier {
    @Binding var item: Item?
    let stage: (Item) -> Stage

    func body(content: Content) -> some View {
        content
            .onChange(of: item) { _ in }
            .fullScreenCover(item: $item) { shown in stage(shown) }
    }
}
