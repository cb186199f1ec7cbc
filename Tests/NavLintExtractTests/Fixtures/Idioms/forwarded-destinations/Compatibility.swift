import SwiftUI

extension View {
    /// The app's name for `navigationDestination(for:destination:)`.
    func stackDestination<D: Hashable, C: View>(
        for type: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        navigationDestination(for: type, destination: destination)
    }

    func pageDestination<D: Hashable, C: View>(
        for type: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        modifier(PageDestination(type: type, destination: destination))
    }

    /// Logs the values of a type; shows nothing.
    func tracked<D: Hashable, C: View>(for type: D.Type, destination: @escaping (D) -> C) -> some View {
        onAppear { print(type) }
    }
}

struct PageDestination<D: Hashable, C: View>: ViewModifier {
    let type: D.Type
    let destination: (D) -> C

    func body(content: Content) -> some View {
        content.navigationDestination(for: type, destination: destination)
    }
}
