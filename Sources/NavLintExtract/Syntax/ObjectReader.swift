import SwiftSyntax

/// Reads the navigation a class of the app writes (a view model, a store; see ``HeldObjectNavigation``) as the
/// file's own walk passes its calls: the types of its stored properties, and each call whose name may navigate
/// (a presentation or dialog, a URL or window opened, a method named for navigation or a way back) read with a
/// ``ViewScanner``. None of a view's readings (a body, the helpers it shows, the methods that do not navigate)
/// applies, and its notes are dropped: what moves to the view that holds it is only navigation wherever it is
/// written. Most of a large app's classes call nothing of the kind, and cost no more than that walk.
final class ObjectReader {
    private let node: ClassDeclSyntax
    private let lines: LineTable
    private let file: String
    /// Made at the first call that may navigate: most classes have none.
    private var scanner: ViewScanner?
    /// The end of the last call read: the calls inside it were read with it.
    private var readUntil = AbsolutePosition(utf8Offset: 0)

    init(_ node: ClassDeclSyntax, lines: LineTable, file: String) {
        (self.node, self.lines, self.file) = (node, lines, file)
    }

    /// Reads a call of the class's members (with the calls inside it) when its name may navigate.
    func read(_ call: FunctionCallExprSyntax) {
        guard call.position >= readUntil, let name = SyntaxReading.calleeName(call), Self.mayNavigate(name) else {
            return
        }
        let scanner = self.scanner ?? makeScanner()
        self.scanner = scanner
        scanner.walk(call)
        readUntil = call.endPosition
    }

    /// The class's navigation, nil when it has none.
    var facts: ViewFacts? {
        guard let facts = scanner?.facts, !facts.sites.isEmpty || !facts.heldCalls.isEmpty else { return nil }
        return facts
    }

    private func makeScanner() -> ViewScanner {
        let stored = StoredProperty.all(in: node.memberBlock)
        let own = StoredProperty.declaredTypes(stored)
        let location = node.name.swiftLocation(lines, file: file)
        var facts = ViewFacts(name: node.name.plainName, location: location, params: [], ownProperties: Set(own.keys))
        (facts.fromExtension, facts.isObject) = (true, true)
        let scanner = ViewScanner(facts: facts, ownProperties: own, lines: lines, file: file)
        scanner.heldObjects = StateDeclarations.heldTypes(stored, [:])
        return scanner
    }

    /// The starts of the names that may navigate, in lower case: a router's verbs (``RouterCall/verbs``), the ways
    /// back (see ``BackMethod``), the modifiers that present or push (see ``ViewModifiers``) and AppKit's modal
    /// windows (see ``SystemCalls/modalMethods``). Not `append`: what
    /// an object appends to a path is its own routing, which does not move to its holder (see
    /// ``HeldObjectNavigation/isNavigation(_:)``).
    private static let prefixes: [[UInt8]] =
        (RouterCall.verbs.filter { $0 != "append" } + [
            "pop", "dismiss", "close", "back", "sheet", "fullscreencover", "popover", "navigationdestination", "alert",
            "confirmationdialog", "actionsheet", "onopenurl", "runmodal", "beginsheetmodal",
        ]).map { Array($0.utf8) }

    /// Whether a name starts with one of ``prefixes`` in any case, read from its bytes: it runs for every call of
    /// every class.
    private static func mayNavigate(_ name: String) -> Bool {
        let bytes = name.utf8
        return prefixes.contains { prefix in
            guard bytes.count >= prefix.count else { return false }
            return zip(bytes, prefix).allSatisfy { byte, wanted in byte | 0x20 == wanted }
        }
    }
}
