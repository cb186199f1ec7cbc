import SwiftUI

/// A value that carries the view it shows and how it is shown.
struct Destination: Identifiable, Hashable {
    enum Presentation: Hashable {
        case push
        case sheet
        case fullScreenCover
        case drawer
    }

    let id: String
    let presentation: Presentation
    private let content: AnyView

    init(key: String, presentation: Presentation = .push, @ViewBuilder build: () -> some View) {
        id = key
        self.presentation = presentation
        content = AnyView(build())
    }

    var view: some View { content }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

extension Destination {
    static var preferences: Destination {
        Destination(key: "preferences", presentation: .sheet) {
            PreferencesView()
        }
    }

    static func article(_ number: Int) -> Destination {
        Destination(key: "article") {
            ArticleView(number: number)
                .navigationTitle("Article")
        }
    }

    static var player: Destination {
        .init(key: "player", presentation: .fullScreenCover) {
            AnyView(PlayerView())
        }
    }

    static let about = Destination(key: "about", presentation: .sheet) { AboutView() }

    static var drawer: Destination {
        Destination(key: "drawer", presentation: .drawer) { DrawerView() }
    }

    static var placeholder: Destination {
        Destination(key: "placeholder") { Text("Nothing here") }
    }

    /// No value carrying a view: not a destination.
    static let defaultKey: String = "home"
}

/// A value whose kind of navigation no initialiser in the sources defaults: the case it passes says.
struct Shortcut: Hashable {
    enum Mode: Hashable {
        case popover
        case slideOver
    }

    let mode: Mode
    let content: AnyView

    static var help: Shortcut { Shortcut(mode: .popover, content: AnyView(HelpView())) }
    static var tips: Shortcut { Shortcut(mode: .slideOver, content: AnyView(TipsView())) }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.mode == rhs.mode }
    func hash(into hasher: inout Hasher) { hasher.combine(mode) }
}

/// Its `switch` over the presentation says what each case is: `.drawer` is the cover its property feeds.
@Observable
final class Navigator {
    var stack: [Destination] = []
    var modal: Destination?
    var cover: Destination?
    var shortcut: Shortcut?

    func show(_ destination: Destination) {
        switch destination.presentation {
        case .push:
            stack.append(destination)
        case .sheet:
            modal = destination
        case .fullScreenCover, .drawer:
            withAnimation { cover = destination }
        }
    }

    func open(_ shortcut: Shortcut) {
        self.shortcut = shortcut
    }
}
