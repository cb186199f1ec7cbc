import SwiftSyntax

/// The view's own functions that a switch's case hands the view it shows by name (`FeaturesView(onContinue:
/// showSetup)`, `self.showSetup`): what they write acts from that case's screen, as a closure handed there does.
final class HandedFunctions: SyntaxVisitor {
    private let scanner: ViewScanner
    private var spans: [ClosedRange<SwiftLocation>] = []

    private init(scanner: ViewScanner) {
        self.scanner = scanner
        super.init(viewMode: .sourceAccurate)
    }

    /// Where each function of the view handed on by name in `node` (a case's body) is declared.
    static func spans(in node: some SyntaxProtocol, scanner: ViewScanner) -> [ClosedRange<SwiftLocation>] {
        let visitor = HandedFunctions(scanner: scanner)
        visitor.walk(node)
        return visitor.spans
    }

    override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
        // `showSetup` or `self.showSetup`, handed on uncalled.
        if let name = SyntaxReading.ownMember(node.expression), let function = function(named: name) {
            spans.append(scanner.span(of: function))
        }
        return .visitChildren
    }

    private func function(named name: String) -> FunctionDeclSyntax? {
        scanner.helperBodies[name]?.declaration.as(FunctionDeclSyntax.self)
            ?? scanner.calledFunctions[name].flatMap { function in
                // A function of the file outside any type is no function of the view.
                function.parent?.is(CodeBlockItemSyntax.self) == true ? nil : function
            }
    }
}
