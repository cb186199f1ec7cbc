import SwiftUI

/// A shared coordinator keeps a stack of view-building closures; one modifier shows the top one.
final class Coordinator: ObservableObject {
    static let shared = Coordinator()

    enum Style { case sheet, cover }

    struct Route {
        let style: Style
        let content: () -> AnyView
    }

    @Published private(set) var routes: [Route] = []

    func present(style: Style = .sheet, @ViewBuilder content: @escaping () -> some View) {
        routes.append(Route(style: style, content: { AnyView(content()) }))
    }

    func dismissTop() {
        routes.removeLast()
    }
}

extension Coordinator {
    /// Presents a view of its own.
    func presentUpgrade(source: String) {
        present(style: .cover) { UpgradeView() }
        log(source)
    }

    /// Asks for the passcode first, then runs what it is handed.
    func performAfterUnlock(onUnlock: @escaping () -> Void) {
        present { UnlockView(onUnlock: onUnlock) }
    }

    /// Presents what its caller hands it once unlocked: the unlock screen, then the caller's view.
    func presentAfterUnlock(style: Style = .sheet, @ViewBuilder content: @escaping () -> some View) {
        performAfterUnlock {
            Coordinator.shared.present(style: style, content: content)
        }
    }

    /// Two overloads the labels cannot tell apart; the first reaches the second through the shared instance.
    func open(link: String) {
        Self.shared.open(link: URL(string: link))
    }

    func open(link: URL?) {
        guard let link else { return }
        present { WebPage(url: link) }
    }

    /// Calls the type's own methods, none of which presents: no navigation.
    func refreshBadges(for tab: String) {
        log(tab)
    }

    private func log(_ text: String) {
        print(text)
    }
}

/// Shows the coordinator's top route, as a sheet or a cover.
struct CoordinatorHost: ViewModifier {
    @ObservedObject private var coordinator = Coordinator.shared

    func body(content: Content) -> some View {
        content
            .sheet(isPresented: .constant(coordinator.routes.last?.style == .sheet)) {
                coordinator.routes.last?.content()
            }
            .fullScreenCover(isPresented: .constant(coordinator.routes.last?.style == .cover)) {
                coordinator.routes.last?.content()
            }
    }
}
