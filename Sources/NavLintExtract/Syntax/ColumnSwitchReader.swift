import SwiftSyntax

/// Reads a split view's content or detail column that switches over a selection (`detail: { switch selection {
/// case .orders: OrdersView() ... } }`) into a switch container of the view: one slot per enum case named
/// (`none`, `nil` and `default` are no case), what the selection starts as, and the earlier columns whose links
/// select the cases (see ``ColumnSelection``).
struct ColumnSwitchReader {
    let scanner: ViewScanner

    /// The case names a switch's `nil` stands for: `.none` and `nil` select no case of the enum.
    private static let noCase: Set<String> = ["none"]

    /// Appends the switch container for `node` in the column named `column` (`Content`, `Detail`), after the
    /// columns `earlier` (their closures, sidebar first); its slot. Nil when the switch names no case.
    func read(_ node: SwitchExprSyntax, column: String, earlier: [ClosureExprSyntax]) -> ContentSlot? {
        var names: [String] = []
        var slots: [ContentSlot] = []
        var nilCase: String?
        var spans: [ClosedRange<SwiftLocation>] = []
        var handedSpans: [Int: [ClosedRange<SwiftLocation>]] = [:]
        // The switch is the outer container: its index is taken before a case's stack or tabs take theirs.
        let index = scanner.facts.containers.count
        scanner.facts.containers.append(ContainerFacts(kind: .switch, location: scanner.location(node)))
        for (written, body) in CaseMappingReader.labelledCases(of: node) {
            let named = written.filter { !Self.noCase.contains($0) && !names.contains($0) }
            guard !named.isEmpty else { continue }
            if nilCase == nil, Self.matchesNil(body, names: written) { nilCase = named[0] }
            let slot = scanner.slot(of: body.statements.firstTopExpression)
            let handed = HandedFunctions.spans(in: body, scanner: scanner)
            for offset in names.count..<(names.count + named.count) where !handed.isEmpty {
                handedSpans[offset] = handed
            }
            names += named
            slots += Array(repeating: slot, count: named.count)
            spans += Array(repeating: scanner.span(of: body), count: named.count)
        }
        guard !names.isEmpty else {
            scanner.facts.containers.removeLast()
            return nil
        }
        let (subject, fallback) = Self.subject(of: node.subject)
        var selection = ColumnSelection(column: column, cases: names, type: type(of: subject))
        (selection.caseSpans, selection.handedSpans) = (spans, handedSpans)
        selection.initial = initialCase(of: subject, nilCase: nilCase, fallback: fallback).flatMap {
            names.contains($0) ? $0 : nil
        }
        selection.selectors = earlier.flatMap { selectors(of: $0, handedTo: subject.trimmedText) }
        // A selection an object holds (`appState.selection`): whichever view holds the object may write it.
        if scanner.receiverType(of: subject) != nil { selection.property = SyntaxReading.lastName(subject) }
        scanner.facts.containers[index].slots = slots
        scanner.facts.containers[index].selection = selection
        return .container(index)
    }

    /// The name of the case an `else` that shows a view is, beside the case of a selected value.
    private static let unselected = "unselected"

    /// Appends the switch container for a column that shows a view of whatever is selected (`if let item =
    /// selection { ItemView(item: item) } else { Text("Pick one") }`, also `if let selection, let item = ...`): one
    /// case, named after the first value bound (or tested, `if selection != nil`), that any selection shows, and the
    /// `else` as a second when it shows a view. Nil for an `if` whose first condition neither binds nor tests a
    /// value.
    func read(_ node: IfExprSyntax, column: String, earlier: [ClosureExprSyntax]) -> ContentSlot? {
        guard let (bound, subject) = node.conditions.first.flatMap(Self.selected(by:)), bound != Self.unselected else {
            return nil
        }
        let index = scanner.facts.containers.count
        scanner.facts.containers.append(ContainerFacts(kind: .switch, location: scanner.location(node)))
        // The selected value's view first: content written in place reads no container, so none is taken away.
        let shown = shownSlot(of: node.body)
        guard shown != .inline else {
            scanner.facts.containers.removeLast()
            return nil
        }
        var (slots, names, spans) = ([shown], [bound], [scanner.span(of: node.body)])
        // The `else` is read only as a case: a container it builds is that case's, never one of no case.
        if case .codeBlock(let otherwise)? = node.elseBody {
            let other = scanner.slot(of: otherwise.statements.firstTopExpression)
            if other != .inline {
                slots.append(other)
                names.append(Self.unselected)
                spans.append(scanner.span(of: otherwise))
            }
        }
        var selection = ColumnSelection(column: column, cases: names, type: nil)
        (selection.someCase, selection.caseSpans) = (bound, spans)
        let tested = Self.withoutSelf(subject)
        let selected = scanner.ownProperties[tested] != nil ? tested : storedSelection(readBy: tested)
        selection.selectedProperty = selected
        selection.initial = names.count > 1 ? Self.unselected : nil
        selection.selectors = earlier.flatMap { selectors(of: $0, handedTo: selected ?? subject) }
        scanner.facts.containers[index].slots = slots
        scanner.facts.containers[index].selection = selection
        return .container(index)
    }

    /// The one stored optional property of the view that a computed property reads, which is what selects (`selectedID`
    /// of `var item: Item? { items.first { $0.id == selectedID } }`); nil when it reads none or several.
    private func storedSelection(readBy name: String) -> String? {
        guard let helper = scanner.helperBodies[name] else { return nil }
        var read: Set<String> = []
        for token in helper.declaration.tokens(viewMode: .sourceAccurate) {
            guard case .identifier = token.tokenKind else { continue }
            let text = token.plainName
            if text != name, let type = scanner.ownProperties[text], StoredProperty.holdsOptional(type) {
                read.insert(text)
            }
        }
        return read.count == 1 ? read.first : nil
    }

    /// What the selected value's branch shows: its first expression, or where that is an `if` that looks the value
    /// up (`if let item = items.first(where: ...)`), what that `if`'s own first branch shows, a few levels deep.
    private func shownSlot(of body: CodeBlockSyntax) -> ContentSlot {
        var block = body
        for _ in 0..<Self.nestedIfDepth {
            let first = block.statements.firstTopExpression
            guard let inner = first?.as(IfExprSyntax.self) else { return scanner.slot(of: first) }
            block = inner.body
        }
        return .inline
    }

    /// How many `if`s inside each other the selected branch is read through.
    private static let nestedIfDepth = 4

    /// The name a column's `if` gives the selected value and the selection's text: `if let item = selection` →
    /// (`item`, `selection`), `if let selection` and `if selection != nil` → (`selection`, `selection`).
    private static func selected(by condition: ConditionElementSyntax) -> (bound: String, subject: String)? {
        guard let (bound, tested) = SyntaxReading.presenceTest(condition.condition), let bound else { return nil }
        return (bound, tested?.trimmedText ?? bound)
    }

    /// Whether a `case` also matches `nil` (`case .settings, .none:`, `case nil, .settings:`).
    private static func matchesNil(_ body: SwitchCaseSyntax, names: [String]) -> Bool {
        guard case .case(let label) = body.label else { return false }
        return names.contains(where: noCase.contains) || label.caseItems.contains { $0.pattern.trimmedText == "nil" }
    }

    /// The value switched over and, for `selection ?? .orders`, the case it falls back to.
    private static func subject(of expression: ExprSyntax) -> (ExprSyntax, fallback: String?) {
        // The parser leaves operators unfolded: `selection ?? .orders` is a sequence of three.
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return (expression, nil) }
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??" else {
            return (expression, nil)
        }
        return (elements[0], SyntaxReading.enumCase(elements[2])?.name)
    }

    /// The name of the view's own property an expression reads (`selection`, `self.selection`); nil otherwise.
    private func ownProperty(_ expression: ExprSyntax) -> String? {
        SyntaxReading.ownMember(expression).flatMap { scanner.ownProperties[$0] != nil ? $0 : nil }
    }

    /// The type of the selection: the view's own property's declared type, else a property looked up by name.
    private func type(of subject: ExprSyntax) -> TypeRef? {
        if let own = ownProperty(subject), let declared = scanner.ownProperties[own] {
            return .named(SyntaxReading.elementType(declared))
        }
        return SyntaxReading.lastName(subject).map(TypeRef.property)
    }

    /// The case shown at start: the one the view's property is initialised with (`= .orders`; `= nil` shows the
    /// case that also matches `nil`), else the `??` fallback.
    private func initialCase(of subject: ExprSyntax, nilCase: String?, fallback: String?) -> String? {
        guard let value = ownProperty(subject).flatMap({ scanner.initialValues[$0] }) else { return fallback }
        if value.is(NilLiteralExprSyntax.self) { return nilCase ?? fallback }
        guard let name = SyntaxReading.enumCase(value)?.name else { return fallback }
        return Self.noCase.contains(name) ? nilCase ?? fallback : name
    }

    /// Where an earlier column's links that set the selection are: the column as written, the view's helpers it
    /// calls at any depth (`sidebar: { sidebarList }`, `List(selection: $panel) { section(.library) }`) and, when
    /// it shows a view handed the selection (`Sidebar(selection: $selection)`, `Sidebar(model: model)` for
    /// `model.selection`), that view.
    private func selectors(of column: ClosureExprSyntax, handedTo subject: String) -> [ColumnSelector] {
        let found = [written(column)] + helpersCalled(in: column).map(written)
        var shown = column.statements.firstTopExpression
        if let name = shown.flatMap(SyntaxReading.helperName), let helper = scanner.helperBodies[name] {
            shown = helper.expression
        }
        let selection = Self.withoutSelf(subject)
        guard let call = shown.flatMap(SyntaxReading.coreCall), let type = SyntaxReading.constructedType(call),
            call.arguments.contains(where: { argument in
                var handed = Self.withoutSelf(argument.expression.trimmedText)
                if handed.hasPrefix("$") { handed = Self.withoutSelf(String(handed.dropFirst())) }
                return handed == selection || selection.hasPrefix(handed + ".")
            })
        else { return found }
        return found + [.view(type)]
    }

    /// The declarations of the view's helpers that `node` names, and those their code names in turn, each once.
    private func helpersCalled(in node: some SyntaxProtocol) -> [DeclSyntax] {
        var (found, seen): ([DeclSyntax], Set<String>) = ([], [])
        var pending = [Syntax(node)]
        while let current = pending.popLast() {
            for token in current.tokens(viewMode: .sourceAccurate) {
                guard case .identifier(let name) = token.tokenKind,
                    let helper = scanner.helperBodies[name]?.declaration
                        ?? scanner.calledFunctions[name].map(DeclSyntax.init),
                    seen.insert(name).inserted
                else { continue }
                found.append(helper)
                pending.append(Syntax(helper))
            }
        }
        return found
    }

    /// Code of the view from its first to its last character.
    private func written(_ node: some SyntaxProtocol) -> ColumnSelector {
        let span = scanner.span(of: node)
        return .written(span.lowerBound, span.upperBound)
    }

    private static func withoutSelf(_ text: String) -> String {
        text.hasPrefix("self.") ? String(text.dropFirst(5)) : text
    }

    /// An `if` written as a column's content, or as the one statement of a `Group` there.
    static func selectionIf(_ expression: ExprSyntax) -> IfExprSyntax? {
        if let node = expression.as(IfExprSyntax.self) { return node }
        guard let call = SyntaxReading.coreCall(of: expression), SyntaxReading.constructedType(call) == "Group",
            let statements = call.trailingClosure?.statements, statements.count == 1
        else { return nil }
        return statements.firstTopExpression?.as(IfExprSyntax.self)
    }
}
