import NavLintCore
import SwiftSyntax

/// Reads, as the file's one walk passes them, the ``FunctionNavigation``s of the functions outside any view: free
/// functions, and the methods of classes, enums and structs that are no views. Views and extensions are left to
/// ``ViewScanner``, which reads the same calls in them. An AppKit file panel run from such a function is the
/// system's file browser: a call site whose view no spec can hold, said where it is.
final class FunctionNavigationReader {
    /// For each type being walked, innermost last: its last name, and whether its functions are read here.
    private var types: [(name: String, reads: Bool)] = []
    /// The functions being walked, innermost last; nil for one that is not read here.
    private var functions: [FunctionName?] = []
    private(set) var navigation: [FunctionNavigation] = []
    private(set) var notes: [ExtractionNote] = []

    /// What a struct that is no view may declare it is whose functions are a view's (a view modifier, an app, its
    /// menus) or no navigation of their own (a preview): they are not read here.
    private static let rolesOfNoObject: Set<String> = ["ViewModifier", "App", "Commands", "PreviewProvider"]

    /// Starts a struct that inherits `inherited`: read when it is no view and plays none of ``rolesOfNoObject``.
    func enterStruct(_ name: String, inherits inherited: Set<String>, isView: Bool) {
        enterType(name, reads: !isView && Self.rolesOfNoObject.isDisjoint(with: inherited))
    }

    /// Starts a type: `reads` for a class, an enum or a struct that is no view.
    func enterType(_ name: String, reads: Bool) {
        types.append((TypeTables.lastComponent(name), reads))
    }

    func leaveType() {
        types.removeLast()
    }

    /// Starts a function: read when it is free or a method of a type whose functions are read; a function nested
    /// in one is read as part of it.
    func enter(_ node: FunctionDeclSyntax) {
        if let enclosing = functions.last, enclosing != nil {
            functions.append(enclosing)
        } else if let type = types.last {
            functions.append(type.reads ? FunctionName(owner: type.name, name: node.name.plainName) : nil)
        } else {
            functions.append(FunctionName(owner: nil, name: node.name.plainName))
        }
    }

    func leave() {
        functions.removeLast()
    }

    /// Reads a call in the innermost function: a URL opened through the shared opener, an AppKit alert or panel run.
    func read(_ call: FunctionCallExprSyntax, at location: (any SyntaxProtocol) -> SwiftLocation) {
        guard let function = functions.last ?? nil, let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            let base = member.base
        else { return }
        let name = member.declName.baseName.plainName
        if name == "open", SystemCalls.opensURL(base) {
            let url = SystemCalls.urlLiteral(call.arguments.first?.expression)
            navigation.append(FunctionNavigation(function: function, kind: .openURL(url), location: location(call)))
        } else if SystemCalls.modalMethods.contains(name),
            let type = SystemCalls.appKitModal(shownBy: base, properties: [:], initialValues: [:])
        {
            if SystemCalls.dialogKind(ofModal: type) == .alert {
                navigation.append(
                    FunctionNavigation(function: function, kind: .alert, location: location(member.declName)))
            } else {
                notes.append(SystemCalls.fileBrowserNote(type, at: location(member.declName)))
            }
        }
    }

    /// A view's call of a free function (`showHelp()`) or of a type's static method (`Links.openHelp()`), named
    /// `name`, whose body may open a URL or run an alert from the view (see ``FunctionNavigations``); nil for any
    /// other call. A capitalised name builds a value.
    static func call(_ node: FunctionCallExprSyntax, name: String, at location: SwiftLocation) -> FunctionCall? {
        guard SyntaxReading.startsLowercase(name) else { return nil }
        if node.calledExpression.is(DeclReferenceExprSyntax.self) {
            return FunctionCall(function: FunctionName(owner: nil, name: name), location: location)
        }
        guard let base = node.calledExpression.as(MemberAccessExprSyntax.self)?.base,
            let type = SyntaxReading.typeName(base)
        else { return nil }
        let function = FunctionName(owner: TypeTables.lastComponent(type), name: name)
        return FunctionCall(function: function, location: location)
    }
}
