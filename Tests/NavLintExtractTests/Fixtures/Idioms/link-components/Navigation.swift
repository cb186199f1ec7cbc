import SwiftUI

enum Dest: Hashable {
    case settings(SettingsDest)
    case profile
}

enum SettingsDest: Hashable {
    case general
    case about
}

enum Accent: Hashable {
    case blue
    case green
}

final class Router: ObservableObject {
    @Published var path: [Dest] = []
    func navigateTo(_ dest: Dest) { path.append(dest) }
}

/// A router reached through a static function whose name says no navigation.
enum Nav {
    static let router = Router()
    static func to(_ dest: Dest) { router.navigateTo(dest) }
}

enum Styling {
    static func apply(_ accent: Accent) {}
}

/// A link view: its value is handed without a label, and a tap hands it to `Nav.to`. Each construction that passes a
/// literal pushes that literal's view from there.
struct RowLink: View {
    var value: Dest
    let label: String

    init(_ value: Dest, _ label: String) {
        self.value = value
        self.label = label
    }

    var body: some View {
        Button(label) { Nav.to(value) }
    }
}

/// Negative: its value is handed to a function too, but no view builder maps an `Accent`.
struct AccentSwatch: View {
    let accent: Accent

    init(_ accent: Accent) {
        self.accent = accent
    }

    var body: some View {
        Button("Use") { Styling.apply(accent) }
    }
}
