import NavLintCore
import SwiftSyntax

/// The system's own ways out of the app that are not SwiftUI's modifiers: `UIApplication.shared.open(url)` (an
/// openURL), and the file browsers `fileImporter`, `fileExporter` and `fileMover`, which show a view no spec can
/// hold.
enum SystemCalls {
    /// The types whose shared instance opens URLs.
    private static let openers: Set<String> = ["UIApplication", "NSWorkspace"]

    static let fileBrowsers: Set<String> = ["fileImporter", "fileExporter", "fileMover"]

    /// The window id of the app's `Settings` scene (macOS), which SwiftUI's `SettingsLink` and the environment's
    /// `openSettings()` open; the scene itself has no id.
    static let settingsWindow = "settings"

    /// The platforms the `Settings` scene, and what opens it, exist on, where code written within `platforms`
    /// (nil for all) is: SwiftUI has them on macOS only.
    static func settingsPlatforms(within platforms: Set<Platform>?) -> Set<Platform> {
        (platforms ?? [.macOS]).intersection([.macOS])
    }

    /// The actions AppKit's application answers by opening the `Settings` scene (called Preferences before macOS
    /// 13).
    private static let settingsActions: Set<String> = ["showSettingsWindow:", "showPreferencesWindow:"]

    /// Whether a call opens the `Settings` scene: `NSApp.sendAction(Selector(("showSettingsWindow:")), to: nil,
    /// from: nil)`, the way to open it before `SettingsLink`.
    static func opensSettings(_ node: FunctionCallExprSyntax) -> Bool {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.plainName == "sendAction", let base = member.base,
            base.trimmedText == "NSApp" || sharedInstanceType(base) == "NSApplication",
            let selector = node.arguments.first?.expression.as(FunctionCallExprSyntax.self),
            SyntaxReading.constructedType(selector) == "Selector"
        else { return false }
        // `Selector(("showSettingsWindow:"))`: the name is parenthesised to keep the compiler from checking it.
        var name = selector.arguments.first?.expression
        while let tuple = name?.as(TupleExprSyntax.self), tuple.elements.count == 1 {
            name = tuple.elements.first?.expression
        }
        return SyntaxReading.stringLiteral(name).map(settingsActions.contains) ?? false
    }

    /// Whether `base.open(...)` opens a URL: `UIApplication.shared`, `NSWorkspace.shared`.
    static func opensURL(_ base: ExprSyntax) -> Bool {
        sharedInstanceType(base).map(openers.contains) ?? false
    }

    /// `UIApplication` of `UIApplication.shared`: the type whose shared instance an expression is; nil for others.
    static func sharedInstanceType(_ expression: ExprSyntax) -> String? {
        guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.plainName == "shared"
        else { return nil }
        return member.base.flatMap(SyntaxReading.typeName)
    }

    /// The literal URL an argument gives: written in place, as the value of a local `let` before the call (`let url =
    /// URL(string: "app://")!` then `open(url)`), or as the initial value of one of `properties`, the view's own.
    static func urlLiteral(_ argument: ExprSyntax?, properties: [String: ExprSyntax] = [:]) -> String? {
        guard let argument else { return nil }
        if let literal = SyntaxReading.urlLiteral(argument) { return literal }
        if let local = localValue(of: argument) { return SyntaxReading.urlLiteral(local) }
        // A stored property of the view (`private let helpURL = URL(string: "https://...")!`, `self.helpURL`).
        return SyntaxReading.ownMember(argument).flatMap { properties[$0] }.flatMap(SyntaxReading.urlLiteral)
    }

    /// The value a local constant of the name `expression` reads is initialised with, in a block around it and
    /// before it, or bound by the `if let` around it or a `guard let` before it (`if let url = URL(string:
    /// "https://...") { openURL(url) }`); nil for anything else.
    private static func localValue(of expression: ExprSyntax) -> ExprSyntax? {
        guard let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.plainName else { return nil }
        var current = Syntax(expression)
        while let parent = current.parent, !parent.is(MemberBlockItemSyntax.self) {
            if let items = parent.as(CodeBlockItemListSyntax.self) {
                for item in items where item.position < current.position {
                    if let variable = item.item.as(VariableDeclSyntax.self), variable.bindingSpecifier.text == "let" {
                        for binding in variable.bindings
                        where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.plainName == name {
                            return binding.initializer?.value
                        }
                    } else if let guarded = item.item.as(GuardStmtSyntax.self),
                        let value = boundValue(of: name, in: guarded.conditions)
                    {
                        return value
                    }
                }
            } else if let branch = parent.as(IfExprSyntax.self), current.id == branch.body.id,
                let value = boundValue(of: name, in: branch.conditions)
            {
                return value
            }
            current = parent
        }
        return nil
    }

    /// The value an optional binding among `conditions` binds to `name` (`let url = URL(string: "...")`).
    private static func boundValue(of name: String, in conditions: ConditionElementListSyntax) -> ExprSyntax? {
        for element in conditions {
            guard case .optionalBinding(let binding) = element.condition,
                binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.plainName == name
            else { continue }
            return binding.initializer?.value
        }
        return nil
    }

    /// The note of a file browser's call: a call site with no view a spec can hold.
    static func fileBrowserNote(_ name: String, at location: SwiftLocation) -> ExtractionNote {
        ExtractionNote(
            .unresolved, "\(name) shows the system's file browser, a view no spec can hold", at: location)
    }
}
