import SwiftParser
import SwiftSyntax
import XCTest

@testable import NavLintExtract

/// The quick readings of names and declarations say what swift-syntax's own, slower readings say.
final class SyntaxNamesTests: XCTestCase {
    private let source = """
        struct `default`<Item>: View { var `self`: Int; let $x = 1; func f() { _ = { $0 + $00 + `$1` } } }
        enum Route<T> { case `case`, a }
        class Box<Value> {}
        actor Store<State> {}
        protocol Routing {}
        extension Route: Hashable {}
        let `raw name` = self; var Self = `Self`.init; `init`(); `x`()
        """

    func testAPlainNameIsTheIdentifiersNameOrTheText() {
        let tree = Parser.parse(source: source)
        var compared = 0
        for token in tree.tokens(viewMode: .all) {
            XCTAssertEqual(token.plainName, token.identifier?.name ?? token.text, "\(token.tokenKind)")
            let name = token.identifier?.name ?? token.text
            XCTAssertTrue(token.hasPlainName(name), "\(token.tokenKind)")
            XCTAssertFalse(token.hasPlainName(name + "x"), "\(token.tokenKind)")
            if !name.isEmpty { XCTAssertFalse(token.hasPlainName(String(name.dropLast())), "\(token.tokenKind)") }
            compared += 1
        }
        XCTAssertGreaterThan(compared, 80)
    }

    func testATypesDeclarationIsToldByItsKind() {
        let tree = Parser.parse(source: source)
        var groups = 0
        for item in tree.statements {
            let node = item.item
            XCTAssertEqual(node.asDeclGroup != nil, node.asProtocol(DeclGroupSyntax.self) != nil)
            XCTAssertEqual(
                node.declaredTypeName?.text,
                node.asProtocol(NamedDeclSyntax.self).flatMap {
                    node.asDeclGroup == nil ? nil : $0.name.text
                })
            if node.asDeclGroup != nil { groups += 1 }
        }
        XCTAssertEqual(groups, 6)
        let generics = tree.statements.compactMap { $0.item.typeGenericParameters?.parameters.first?.name.text }
        XCTAssertEqual(generics, ["Item", "T", "Value", "State"])
    }
}
