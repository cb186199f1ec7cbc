import NavLintCore

/// Navigation the system performs from wherever it is asked for, written in a function outside any view: a URL
/// opened through the shared opener (`UIApplication.shared.open(url)`) or an AppKit alert run modally
/// (`NSAlert().runModal()`), in a free function, a static method or a method of a class, enum or struct that is no
/// view. It acts from the views that call the function (see ``FunctionNavigations``).
struct FunctionNavigation: Sendable {
    enum Kind: Sendable, Equatable {
        /// The URL, when a literal says it.
        case openURL(String?)
        case alert
    }

    /// The function it is written in.
    var function: FunctionName
    var kind: Kind
    var location: SwiftLocation
}

/// A function of the app as a call names it: a free function (`showHelp()`), or a method of a type by the type's last
/// name (`Winetricks.runCommand(command:bottle:)` as `Winetricks` and `runCommand`).
struct FunctionName: Sendable, Hashable {
    /// The type's last name; nil for a free function.
    var owner: String?
    var name: String

    /// How messages write it: `Winetricks.runCommand()`, `showHelp()`.
    var written: String { (owner.map { $0 + "." } ?? "") + name + "()" }
}

/// A view's call of a function outside any view: a free function (`showHelp()`) or a type's static method
/// (`Links.openHelp()`). Calls of the methods of objects it holds or of shared instances are ``HeldMethodCall``s.
struct FunctionCall: Sendable {
    var function: FunctionName
    var location: SwiftLocation
}
