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

    /// The window id of a `MenuBarExtra` scene (macOS): the window its item in the menu bar opens.
    static let menuBarWindow = "menuBar"

    /// The ids of the scenes that are not the app's windows but the system's places for it (settings, an item in
    /// the menu bar), which SwiftUI has on macOS only.
    private static let macOSScenes: Set<String> = [settingsWindow, menuBarWindow]

    /// Whether a scene's id is one of ``macOSScenes``.
    static func isMacOSScene(_ id: String?) -> Bool { id.map(macOSScenes.contains) ?? false }

    /// The scene a scene type builds when it is one of ``macOSScenes``: `Settings` or `MenuBarExtra`.
    static func macOSSceneId(ofType type: String?) -> String? {
        switch type {
        case "Settings": settingsWindow
        case "MenuBarExtra": menuBarWindow
        default: nil
        }
    }

    /// The platforms the `Settings` scene, and what opens it, exist on, where code written within `platforms`
    /// (nil for all) is: SwiftUI has them on macOS only, as it has `MenuBarExtra`.
    static func settingsPlatforms(within platforms: Set<Platform>?) -> Set<Platform> {
        (platforms ?? [.macOS]).intersection([.macOS])
    }

    /// `openWindow(id: "about")` opens the window of that id; `openWindow(value: draft)` without an id, the window
    /// opened for the value's type and case (see ``ValueWindows``).
    static func readOpenWindow(_ node: FunctionCallExprSyntax, scanner: ViewScanner) {
        let id = SyntaxReading.argument("id", of: node)
        guard id == nil, let value = SyntaxReading.argument("value", of: node) else {
            scanner.add(.openWindow(SyntaxReading.stringLiteral(id)), at: node)
            return
        }
        var site = NavSite(action: .openWindow(nil), location: scanner.location(node))
        site.modifier = scanner.modifier
        site.windowValue = scanner.destination(ofValue: value)
        scanner.append(site)
    }

    /// The actions AppKit's application answers by opening the `Settings` scene (called Preferences before macOS
    /// 13).
    private static let settingsActions: Set<String> = ["showSettingsWindow:", "showPreferencesWindow:"]

    /// Whether a call opens the `Settings` scene: `NSApp.sendAction(Selector(("showSettingsWindow:")), to: nil,
    /// from: nil)`, the way to open it before `SettingsLink`.
    static func opensSettings(_ node: FunctionCallExprSyntax) -> Bool {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.hasPlainName("sendAction"), let base = member.base,
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
        guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.hasPlainName("shared")
        else { return nil }
        return member.base.flatMap(SyntaxReading.typeName)
    }

    /// The literal URL an argument gives: written in place, as the value of a local `let` before the call (`let url =
    /// URL(string: "app://")!` then `open(url)`), or as the initial value of one of `properties`, the view's own.
    static func urlLiteral(_ argument: ExprSyntax?, properties: [String: ExprSyntax] = [:]) -> String? {
        guard let argument else { return nil }
        if let literal = SyntaxReading.urlLiteral(argument) { return literal }
        if let local = LocalDeclarations.value(of: argument) { return SyntaxReading.urlLiteral(local) }
        // A stored property of the view (`private let helpURL = URL(string: "https://...")!`, `self.helpURL`).
        return SyntaxReading.ownMember(argument).flatMap { properties[$0] }.flatMap(SyntaxReading.urlLiteral)
    }

    /// AppKit's modal windows run from code, by type: an `NSAlert` is an alert, an `NSOpenPanel` or `NSSavePanel`
    /// the system's file browser.
    static let appKitModals: [String: EdgeKind?] = ["NSAlert": .alert, "NSOpenPanel": nil, "NSSavePanel": nil]

    /// The dialog an AppKit modal window of `type` (one of ``appKitModals``) is: an alert for an `NSAlert`; nil for
    /// a file panel, the system's file browser.
    static func dialogKind(ofModal type: String) -> EdgeKind? { appKitModals[type] ?? nil }

    /// The methods that show them: `runModal()`, `beginSheetModal(for:completionHandler:)`, and a panel's `begin`.
    static let modalMethods: Set<String> = ["runModal", "beginSheetModal", "begin"]

    /// The AppKit type whose modal window `base.runModal()` shows: `NSAlert()` written in place, or a local or
    /// property of the view declared as (or made by constructing) one of ``appKitModals``; nil for anything else.
    /// `properties` are the view's declared types, `initialValues` what its stored properties are made from.
    static func appKitModal(
        shownBy base: ExprSyntax, properties: [String: TypeSyntax], initialValues: [String: ExprSyntax]
    ) -> String? {
        let type: String?
        if let call = base.as(FunctionCallExprSyntax.self) {
            type = SyntaxReading.constructedType(call)
        } else if let reference = base.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.plainName
            type =
                LocalDeclarations.type(of: reference) ?? properties[name].map(SyntaxReading.elementType)
                ?? initialValues[name].flatMap { SyntaxReading.coreCall(of: $0) }.flatMap(SyntaxReading.constructedType)
        } else {
            type = nil
        }
        return type.flatMap { appKitModals[$0] == nil ? nil : $0 }
    }

    /// SwiftUI's views and modifiers that present a system sheet of their own, with what it shows: `ShareLink`,
    /// `PhotosPicker` and `.photosPicker(isPresented:selection:)`.
    static let systemSheets: [String: String] = [
        "ShareLink": "the system's share sheet", "PhotosPicker": "the system's photo picker",
        "photosPicker": "the system's photo picker",
    ]

    /// `.fileImporter(...)` and its kin, and `.photosPicker(...)`: a call site whose view no spec can hold, said at
    /// the modifier's name.
    static func noteFileBrowser(_ name: String, _ node: FunctionCallExprSyntax, scanner: ViewScanner) {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self) else { return }
        let location = scanner.location(member.declName)
        let note = systemSheets[name] == nil ? fileBrowserNote(name, at: location) : systemSheetNote(name, at: location)
        scanner.notes.append(note)
    }

    /// The note of a view or modifier of ``systemSheets``: a call site whose view no spec can hold.
    static func systemSheetNote(_ name: String, at location: SwiftLocation) -> ExtractionNote {
        ExtractionNote(
            .unresolved, "\(name) shows \(systemSheets[name] ?? "a system view"), a view no spec can hold",
            at: location)
    }

    /// `alert.runModal()` of an `NSAlert`: an alert of the view, at the call; of an `NSOpenPanel` or `NSSavePanel`:
    /// the system's file browser, a call site whose view no spec can hold.
    static func readAppKitModal(_ type: String, _ node: FunctionCallExprSyntax, scanner: ViewScanner) {
        guard let kind = dialogKind(ofModal: type) else {
            noteFileBrowser(type, node, scanner: scanner)
            return
        }
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self) else { return }
        scanner.facts.dialogs.append(DialogFacts(kind: kind, location: scanner.location(member.declName)))
        scanner.add(.dialog(scanner.facts.dialogs.count - 1), at: member.declName)
    }

    /// The note of a file browser's call: a call site with no view a spec can hold.
    static func fileBrowserNote(_ name: String, at location: SwiftLocation) -> ExtractionNote {
        ExtractionNote(
            .unresolved, "\(name) shows the system's file browser, a view no spec can hold", at: location)
    }
}
