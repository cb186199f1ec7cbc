import SwiftUI

/// Presents its content full screen through a ViewModifier: followed into the modifier's body.
extension View {
    func modalCard<Card: View>(isPresented: Binding<Bool>, @ViewBuilder card: @escaping () -> Card) -> some View {
        modifier(CardPresenter(isPresented: isPresented, card: card))
    }

    /// Presents its content as a sheet for each item, directly.
    func bottomPanel<Item: Identifiable, Panel: View>(
        item: Binding<Item?>, @ViewBuilder content: @escaping (Item) -> Panel
    ) -> some View {
        sheet(item: item, content: content)
    }

    /// Takes what a presentation takes but presents nothing: its calls are no navigation.
    func placeholder<Badge: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> Badge) -> some View {
        overlay(alignment: .top) {
            if isPresented.wrappedValue { content() }
        }
    }
}

struct CardPresenter<Card: View>: ViewModifier {
    @Binding var isPresented: Bool
    let card: () -> Card

    func body(content: Content) -> some View {
        content.fullScreenCover(isPresented: $isPresented, content: card)
    }
}
