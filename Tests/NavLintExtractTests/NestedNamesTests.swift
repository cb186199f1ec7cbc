import SwiftParser
import SwiftSyntax
import XCTest

@testable import NavLintExtract

/// Names looked up as Swift does: the type nested where the name is written, or around it, first; a function's
/// local before a property of the same name.
final class NestedNamesTests: XCTestCase {
    private func names(enums: [String] = [], conformances: [String] = []) -> NestedNames {
        var facts = FileFacts(file: "App.swift")
        facts.enums = enums.map { EnumFacts(name: $0, cases: ["one"]) }
        for type in conformances { facts.conformances[type] = ["Hashable"] }
        return NestedNames([facts])
    }

    func testTheInnermostNestedTypeWins() {
        let names = names(enums: ["Detail.Route", "Detail.Row.Route", "Other.Route"])
        XCTAssertEqual(names.lookUp("Route", in: "Detail.Row"), "Detail.Row.Route")
        XCTAssertEqual(names.lookUp("Route", in: "Detail.Row.Cell"), "Detail.Row.Route")
        XCTAssertEqual(names.lookUp("Route", in: "Detail"), "Detail.Route")
        XCTAssertEqual(names.lookUp("Route", in: "Other"), "Other.Route")
    }

    func testANameNestedNowhereAroundTheScopeIsNotLookedUp() {
        let names = names(enums: ["Detail.Route"], conformances: ["Detail.Item"])
        XCTAssertNil(names.lookUp("Route", in: "Settings"))
        XCTAssertNil(names.lookUp("Route", in: nil))
        XCTAssertNil(names.lookUp("Route", in: ""))
        XCTAssertEqual(names.lookUp("Item", in: "Detail"), "Detail.Item")
        XCTAssertNil(names.lookUp("Detail.Item", in: "Detail"), "a qualified name is no name nested in the scope")
    }

    /// The `item` of `path.append(item)` in `source`.
    private func appended(_ source: String) -> DeclReferenceExprSyntax? {
        let tree = Parser.parse(source: source)
        let call = tree.tokens(viewMode: .sourceAccurate).first { $0.text == "append" }?.parent?.parent?.parent
        return call?.as(FunctionCallExprSyntax.self)?.arguments.first?.expression.as(DeclReferenceExprSyntax.self)
    }

    func testALocalMeansItsOwnType() throws {
        let made = try XCTUnwrap(appended("func f() { let item = Shelf.Item(code: 1); path.append(item) }"))
        XCTAssertEqual(LocalDeclarations.type(of: made), "Shelf.Item")
        let annotated = try XCTUnwrap(appended("func f() { var item: Crate.Item = make(); path.append(item) }"))
        XCTAssertEqual(LocalDeclarations.type(of: annotated), "Crate.Item")
        let bound = try XCTUnwrap(appended("func f() { if let item = Item(raw: r) { path.append(item) } }"))
        XCTAssertEqual(LocalDeclarations.type(of: bound), "Item")
        let guarded = try XCTUnwrap(
            appended("func f() { guard let item = Item(raw: r) else { return }; path.append(item) }"))
        XCTAssertEqual(LocalDeclarations.type(of: guarded), "Item")
    }

    func testALocalDeclaredAfterTheUseOrNowhereIsNone() throws {
        let later = try XCTUnwrap(appended("func f() { path.append(item); let item = Item() }"))
        XCTAssertNil(LocalDeclarations.type(of: later))
        let property = try XCTUnwrap(appended("struct V { let item: Item; func f() { path.append(item) } }"))
        XCTAssertNil(LocalDeclarations.type(of: property))
    }

    func testOnlyAConstantsValueIsRead() throws {
        let constant = try XCTUnwrap(appended("func f() { let item = Item(); path.append(item) }"))
        XCTAssertEqual(LocalDeclarations.value(of: ExprSyntax(constant))?.trimmedDescription, "Item()")
        let variable = try XCTUnwrap(appended("func f() { var item = Item(); path.append(item) }"))
        XCTAssertNil(LocalDeclarations.value(of: ExprSyntax(variable)))
    }
}
