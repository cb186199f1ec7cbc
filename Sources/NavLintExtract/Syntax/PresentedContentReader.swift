import NavLintCore
import SwiftSyntax

/// Reads the navigation modifiers written on a presentation's content (`.sheet { AboutView().sheet(...) { ... }
/// }`, also on the root of a stack it builds): the presented view's own navigation, read into a fragment of that
/// view (see ``ViewFacts/presentedNavigation``) instead of the presenting view's facts.
enum PresentedContentReader {
    /// Reads the modifiers on `content` with `scanner`, into a fragment of `shown`; content that shows no one view
    /// (`shown` nil) leaves them the presenting view's, the nearest screen.
    static func read(_ content: ClosureExprSyntax, shown: String?, scanner: ViewScanner) {
        guard let top = content.statements.firstTopExpression else { return }
        let modifiers = modifierChain(of: top)
        guard !modifiers.isEmpty else { return }
        let (outerFacts, outerDialog) = (scanner.facts, scanner.dialog)
        let name = shown ?? outerFacts.name
        scanner.facts = ViewFacts(name: name, location: scanner.location(top), params: [], ownProperties: [])
        scanner.facts.fromExtension = true
        scanner.dialog = nil
        for (name, call) in modifiers {
            if ViewModifiers.handles(name) {
                ViewModifiers.read(name, call, base: nil, scanner: scanner)
            } else if !ViewModifiers.readCustom(name, call, base: nil, scanner: scanner) {
                ViewModifiers.readAppModifierCall(name, call, scanner: scanner)
            }
        }
        let fragment = scanner.facts
        (scanner.facts, scanner.dialog) = (outerFacts, outerDialog)
        if !fragment.sites.isEmpty || !fragment.modifierCalls.isEmpty || !fragment.presentedNavigation.isEmpty {
            scanner.facts.presentedNavigation.append(fragment)
        }
    }

    /// Reads the callbacks content hands each view `shows` it builds, into a fragment of that view: the closures
    /// handed as labelled arguments (`SummitScreen(onDone: { path.removeAll() })`) and the presenting view's
    /// functions handed by name (`HutScreen(onLeave: leaveHut)`). The view calls them while it is shown, so what
    /// they do acts from it; but the presenting view's `dismiss` they call closes the presenting view, and is left
    /// out. Presented or pushed content (`walked` false) is walked nowhere else: its closures are walked here. A tab
    /// view's content is walked with the view: what its closures do moves to the tab's view, as what the functions
    /// do does (see ``PresentedNavigation``).
    static func readCallbacks(
        _ content: ClosureExprSyntax, shows names: Set<String>, walked: Bool = false, scanner: ViewScanner
    ) {
        guard !names.isEmpty else { return }
        for call in Constructions.of(names, in: content) {
            let closures = call.arguments.compactMap { argument in
                argument.label == nil ? nil : argument.expression.as(ClosureExprSyntax.self)
            }
            var spans = HandedFunctions.spans(in: call.arguments, scanner: scanner)
            if walked { spans += closures.map(scanner.span) }
            guard !closures.isEmpty || !spans.isEmpty, let shown = SyntaxReading.constructedType(call) else { continue }
            let (outerFacts, outerDialog) = (scanner.facts, scanner.dialog)
            scanner.facts = ViewFacts(name: shown, location: scanner.location(call), params: [], ownProperties: [])
            (scanner.facts.fromExtension, scanner.facts.handedSpans, scanner.dialog) = (true, spans, nil)
            if !walked {
                for closure in closures { scanner.walk(closure) }
            }
            var fragment = scanner.facts
            fragment.sites.removeAll { $0.action == .back(.dismiss) }
            (scanner.facts, scanner.dialog) = (outerFacts, outerDialog)
            scanner.facts.presentedNavigation.append(fragment)
        }
    }

    /// The constructions of the named views in some content, outside the closures they are handed.
    private final class Constructions: SyntaxVisitor {
        private let names: Set<String>
        private var found: [FunctionCallExprSyntax] = []

        private init(_ names: Set<String>) {
            self.names = names
            super.init(viewMode: .sourceAccurate)
        }

        static func of(_ names: Set<String>, in content: ClosureExprSyntax) -> [FunctionCallExprSyntax] {
            let visitor = Constructions(names)
            visitor.walk(content.statements)
            return visitor.found
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard let type = SyntaxReading.constructedType(node), names.contains(type) else { return .visitChildren }
            found.append(node)
            return .skipChildren
        }
    }

    /// The modifier calls applied to the view an expression builds, innermost first, through the root of a stack
    /// it builds (`NavigationStack { AboutView().alert(...) }.sheet(...)`): each call's name and the call.
    private static func modifierChain(of expression: ExprSyntax) -> [(String, FunctionCallExprSyntax)] {
        var chain: [(String, FunctionCallExprSyntax)] = []
        var current: ExprSyntax? = expression
        while let expression = current, let call = expression.as(FunctionCallExprSyntax.self) {
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
                !SyntaxReading.isTypeName(base)
            {
                chain.append((member.declName.baseName.plainName, call))
                current = base
            } else if let type = SyntaxReading.constructedType(call),
                SyntaxReading.stackTypes.contains(type) || SyntaxReading.namesStack(type)
            {
                current = SyntaxReading.stackRoot(of: call)
            } else {
                current = nil
            }
        }
        return chain.reversed()
    }
}
