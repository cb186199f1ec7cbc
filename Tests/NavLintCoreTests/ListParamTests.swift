import NavLintCore
import XCTest

/// List param types (`[string]`, `[Int]`, a list of an enum): both forms read and write them, the readers
/// reject malformed ones with their place, and a constant bound to one is checked by its element type.
final class ListParamTests: XCTestCase {
    private static let dsl = """
        navgraph 1
        links scheme shop
        root Stack
        stack Stack root Home
        screen Home { push Search }
        screen Search(
          tags: [String], ids: [Int]?, prices: [Double]?, flags: [Bool]?, refs: [UUID]?, kinds: [new|sale]?,
          one: ["x"]?, tag: String?
        ) { pop }
        route search "shop://search?tag={tags:[string]}&id={ids:[int]}&k={kinds:[new|sale]}" -> Search

        """

    private static let types: [ParamType] = [
        .list(.string), .list(.int), .list(.double), .list(.bool), .list(.uuid), .list(.oneOf(["new", "sale"])),
        .list(.oneOf(["x"])), .string,
    ]

    private static func json(type: String) -> String {
        #"{"navgraph": 1, "root": "A", "models": [{"id": "A", "kind": "screen", "params": [{"name": "t", "type": \#(type)}]}]}"#
    }

    func testTheDSLReadsEveryListType() throws {
        let spec = try NavDSLReader.read(Self.dsl)
        XCTAssertEqual(spec.models[2].params.map(\.type.value), Self.types)
        XCTAssertEqual(spec.models[2].params.map(\.type.value.description).prefix(2), ["[string]", "[int]"])
    }

    func testBothWritersRoundTripListTypesThroughEitherForm() throws {
        let spec = try NavDSLReader.read(Self.dsl)
        let json = JSONSpecWriter.write(spec)
        XCTAssertTrue(json.contains(#"{ "name": "tags", "type": "[string]" }"#), json)
        XCTAssertTrue(json.contains(#"{ "name": "refs", "type": "[uuid]", "optional": true }"#), json)
        XCTAssertTrue(json.contains(#"{ "name": "kinds", "type": [["new", "sale"]], "optional": true }"#), json)
        XCTAssertTrue(json.contains(#"{ "name": "one", "type": [["x"]], "optional": true }"#), json)
        let fromJSON = try JSONSpecReader.read(Array(json.utf8))
        XCTAssertEqual(fromJSON.models[2].params.map(\.type.value), Self.types)
        XCTAssertEqual(fromJSON.movedTo(.start), spec.movedTo(.start))
        XCTAssertEqual(JSONSpecWriter.write(fromJSON), json)
        let dsl = NavDSLWriter.write(fromJSON)
        XCTAssertTrue(dsl.contains(#"kinds: [new|sale]?, one: ["x"]?"#), dsl)
        XCTAssertEqual(NavDSLWriter.write(try NavDSLReader.read(dsl)), dsl)
        XCTAssertEqual(try NavDSLReader.read(dsl).movedTo(.start), spec.movedTo(.start))
    }

    func testTheJSONReaderNamesWhatIsWrongWithAListType() {
        let owner = #"in model "A""#
        XCTAssertEqual(
            jsonErrors(Self.json(type: #""[""#)),
            [
                #"1:104: schema: the list param type "[" \#(owner) needs an element type between '[' and ']', as in "[string]""#
            ])
        XCTAssertEqual(
            jsonErrors(Self.json(type: #""[strin]""#)),
            [
                #"1:104: schema: unknown element type "strin" in the list param type "[strin]" \#(owner); did you mean "string"?; expected [string], [int], [double], [bool], [uuid] or a list of an enum, as in [["home", "more"]]"#
            ])
        XCTAssertEqual(
            jsonErrors(Self.json(type: #""[[int]]""#)),
            [
                #"1:104: schema: the list param type "[[int]]" \#(owner) holds lists; a list holds single values, as in "[int]""#
            ])
        XCTAssertEqual(
            jsonErrors(Self.json(type: #""[int""#)),
            [#"1:104: schema: the list param type "[int" \#(owner) needs a closing ']', as in "[int]""#])
        XCTAssertEqual(
            jsonErrors(Self.json(type: "[[]]")), ["1:105: schema: an enum type needs at least one value"])
        XCTAssertEqual(
            jsonErrors(Self.json(type: #"[["a"], ["b"]]"#)),
            [
                "1:105: schema: expected a string for an enum value, found an array",
                "1:112: schema: expected a string for an enum value, found an array",
            ])
        XCTAssertEqual(
            jsonErrors(Self.json(type: #""integer""#)),
            [
                #"1:104: schema: unknown param type "integer" \#(owner); expected string, int, double, bool, uuid or an array of values"#
            ])
    }

    func testTheDSLReaderNamesWhatIsWrongWithAListType() {
        let header = "navgraph 1\nroot A\n"
        let expected = "Int, String, Double, Bool, UUID or enum values such as home|more"
        XCTAssertEqual(
            dslErrors(header + "screen A(t: [)\n").map(\.description),
            ["3:14: syntax: expected a type (\(expected)), found ')'"])
        XCTAssertEqual(
            dslErrors(header + "screen A(t: [Strin])\n").map(\.description),
            [#"3:14: schema: unknown type 'Strin'; did you mean "String"?; expected \#(expected)"#])
        XCTAssertEqual(
            dslErrors(header + "screen A(t: [[Int]])\n").map(\.description),
            ["3:14: syntax: expected the element type of the list (a list holds single values, as in [Int]), found '['"]
        )
        XCTAssertEqual(
            dslErrors(header + "screen A(t: [Int)\n").map(\.description),
            ["3:17: syntax: expected ']' to close the list type, found ')'"])
    }

    func testAConstantBoundToAListParamIsCheckedByItsElementType() throws {
        func read(_ literal: String) throws(SpecErrors) -> Spec {
            let text = """
                navgraph 1
                root Tabs
                tabs Tabs initial a {
                  tab a -> List bind ids = "=\(literal)"
                }
                screen List(ids: [Int])
                """
            return try SpecReader.read(Array(text.utf8), format: .nav)
        }
        XCTAssertNoThrow(try read("7"))
        XCTAssertThrowsError(try read("x")) { error in
            XCTAssertEqual(
                (error as? SpecErrors)?.errors.map(\.description),
                [#"4:28: schema: the tab a of Tabs binds "x" to List.ids, which is of type [int]"#])
        }
        XCTAssertTrue(ConstantBinding.literal("sale", fits: .list(.oneOf(["new", "sale"]))))
        XCTAssertFalse(ConstantBinding.literal("old", fits: .list(.oneOf(["new", "sale"]))))
    }
}
