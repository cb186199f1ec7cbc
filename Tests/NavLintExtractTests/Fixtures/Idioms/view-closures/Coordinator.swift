import SwiftUI

/// A coordinator that keeps a stack of view closures, which one modifier on the root presents: its methods take
/// the view to present, and each call presents the view its closure builds.
final class Coordinator: ObservableObject {
    static let shared = Coordinator()
    enum Style { case sheet, fullScreenCover }

    @Published private(set) var stack: [(Style, AnyView)] = []

    func present(style: Style = .sheet, @ViewBuilder content: @escaping (Binding<Bool>) -> some View) {
        stack.append((style, AnyView(content(.constant(true)))))
    }
}

/// A stack around the content its caller hands it, with or without a path.
struct ThemedStack<Content: View>: View {
    private let content: Content
    private let path: Binding<NavigationPath>?

    init(path: Binding<NavigationPath>? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.path = path
    }

    var body: some View {
        Group {
            if let path {
                NavigationStack(path: path) { content }
            } else {
                NavigationStack { content }
            }
        }
        .tint(.orange)
    }
}

/// A module that builds its screen: a static function that returns a view.
enum PasscodeModule {
    static func passcodeView(onDone: @escaping () -> Void) -> some View {
        let model = PasscodeModel(onDone: onDone)
        return PasscodeView(model: model)
    }
}

final class PasscodeModel {
    let onDone: () -> Void
    init(onDone: @escaping () -> Void) { self.onDone = onDone }
}
