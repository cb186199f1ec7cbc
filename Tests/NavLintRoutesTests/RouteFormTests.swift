import Foundation
import NavLintRoutes
import XCTest

/// The forms of the second edition one by one, and each against the forms it meets.
final class RouteFormTests: XCTestCase {
    private func resolved(_ table: RouteTable, _ url: String) throws -> (String, [String: String])? {
        switch try table.resolve(url) {
        case .matched(let route, let arguments):
            return (
                table.entries[route].id,
                Dictionary(uniqueKeysWithValues: arguments.map { ($0.name, $0.value.description) })
            )
        case .tie(let routes):
            XCTFail("\(url) ties \(routes)")
            return nil
        case .noMatch:
            return nil
        }
    }

    private func winner(_ table: RouteTable, _ url: String) throws -> String? { try resolved(table, url)?.0 }

    private func analysed(_ routes: [(String, String)]) throws -> (RouteTable, RouteAnalysis) {
        let table = try makeTable(routes)
        let analysis = RouteAnalysis(table)
        try verifyClaims(table, analysis)
        return (table, analysis)
    }

    private func ambiguities(_ analysis: RouteAnalysis) -> [[Int]] {
        analysis.conflicts.compactMap { conflict in
            if case .ambiguous(let a, let b, _) = conflict { return [a, b] }
            return nil
        }
    }

    private func overlaps(_ analysis: RouteAnalysis) -> [[Int]] {
        analysis.conflicts.compactMap { conflict in
            if case .overlap(let a, let b, _, let winner) = conflict { return [a, b, winner] }
            return nil
        }
    }

    func testTextAroundPlaceholdersSplitsTheSegment() throws {
        let table = try makeTable([
            ("profile", "https://h.example/@{user}"), ("product", "shop://p/product-{id:int}"),
            ("name", "shop://n/{first}_{last}"), ("json", "shop://j/{id:int}.json"),
            ("token", "shop://t?token=abc{id}"),
        ])
        XCTAssertEqual(try resolved(table, "https://h.example/@bob")?.1, ["user": "bob"])
        XCTAssertNil(try winner(table, "https://h.example/@"))
        XCTAssertEqual(try resolved(table, "shop://p/product-42")?.1, ["id": "42"])
        XCTAssertNil(try winner(table, "shop://p/product-x"))
        XCTAssertEqual(try resolved(table, "shop://n/a_b_c")?.1, ["first": "a", "last": "b_c"])
        XCTAssertEqual(try resolved(table, "shop://j/7.json")?.1, ["id": "7"])
        XCTAssertNil(try winner(table, "shop://j/7.5.json"))
        XCTAssertEqual(try resolved(table, "shop://t?token=abc")?.1, ["id": ""])
        XCTAssertEqual(try resolved(table, "shop://t?token=abcd")?.1, ["id": "d"])
        let pattern = try RoutePattern.parse("shop://p/product-{id:int}")
        XCTAssertEqual(pattern.canonicalShape, "shop://p/product-{int}")
        XCTAssertEqual(pattern.description, "shop://p/product-{id:int}")
    }

    func testAtPlaceholderAgainstABarePlaceholder() throws {
        let (table, analysis) = try analysed([("at", "shop://u/@{user}"), ("name", "shop://u/{name}")])
        XCTAssertEqual(try winner(table, "shop://u/@bob"), "at")
        XCTAssertEqual(try winner(table, "shop://u/bob"), "name")
        XCTAssertEqual(ambiguities(analysis), [])
        XCTAssertEqual(overlaps(analysis), [[0, 1, 0]])
    }

    func testAtPlaceholderAgainstALiteral() throws {
        let (table, analysis) = try analysed([("at", "shop://u/@{user}"), ("admin", "shop://u/@admin")])
        XCTAssertEqual(try winner(table, "shop://u/@admin"), "admin")
        XCTAssertEqual(try resolved(table, "shop://u/@adminx")?.1, ["user": "adminx"])
        XCTAssertEqual(overlaps(analysis), [[0, 1, 1]])
        XCTAssertEqual(analysis.examples()[0].map { $0 != "shop://u/@admin" }, true)
    }

    func testAtPlaceholderAgainstATail() throws {
        let (table, analysis) = try analysed([("at", "shop://u/@{user}"), ("rest", "shop://u/{rest*}")])
        XCTAssertEqual(try winner(table, "shop://u/@bob"), "at")
        XCTAssertEqual(try winner(table, "shop://u/@bob/x"), "rest")
        XCTAssertEqual(ambiguities(analysis), [])
        XCTAssertEqual(overlaps(analysis), [[0, 1, 0]])
    }

    func testUnderscoreAgainstDashIsAmbiguous() throws {
        let (_, analysis) = try analysed([("under", "shop://n/{a}_{b}"), ("dash", "shop://n/{a}-{b}")])
        XCTAssertEqual(ambiguities(analysis), [[0, 1]])
        guard case .ambiguous(_, _, let witness) = analysis.conflicts.first else {
            return XCTFail("\(analysis.conflicts)")
        }
        XCTAssertTrue(witness.contains("_") && witness.contains("-"), witness)
    }

    func testLongerLiteralTextRanksFirstAndTextBeforeABarePlaceholder() throws {
        let (table, analysis) = try analysed([
            ("short", "shop://p/p-{x}"), ("long", "shop://p/p-x{y}"), ("bare", "shop://p/{z}"),
            ("int", "shop://p/{n:int}"),
            ("intText", "shop://p/{n:int}0"),
        ])
        XCTAssertEqual(try winner(table, "shop://p/p-xa"), "long")
        XCTAssertEqual(try winner(table, "shop://p/p-a"), "short")
        XCTAssertEqual(try winner(table, "shop://p/q"), "bare")
        XCTAssertEqual(try winner(table, "shop://p/10"), "intText")
        XCTAssertEqual(try winner(table, "shop://p/11"), "int")
        XCTAssertEqual(ambiguities(analysis), [])
    }

    func testShadowedByAUnionOfLiteralsAroundText() throws {
        let (_, analysis) = try analysed([
            ("flag", "shop://x/a{v:bool}"), ("t", "shop://x/atrue"), ("f", "shop://x/afalse"),
        ])
        XCTAssertTrue(
            analysis.conflicts.contains { conflict in
                if case .shadowed(0, let by, _) = conflict { return by == [1, 2] }
                return false
            }, "\(analysis.conflicts)")
    }

    func testIgnoredPlaceholdersMatchButGiveNothing() throws {
        let table = try makeTable([("ignored", "shop://a/{_}/{_}/{_id:int}"), ("kept", "shop://b/{_x}/{y}")])
        XCTAssertEqual(try resolved(table, "shop://a/x/y/3")?.1, [:])
        XCTAssertNil(try winner(table, "shop://a/x/y/z"))
        XCTAssertEqual(try resolved(table, "shop://b/x/y")?.1, ["y": "y"])
        XCTAssertTrue(try RoutePattern.parse("shop://a/{_}/{_id:int}").placeholders.allSatisfy(\.isIgnored))
    }

    func testWildcardHostAgainstALiteralHost() throws {
        let (table, analysis) = try analysed([
            ("any", "https://*.example.com/p"), ("shop", "https://shop.example.com/p"),
        ])
        XCTAssertEqual(try winner(table, "https://shop.example.com/p"), "shop")
        XCTAssertEqual(try winner(table, "https://a.b.EXAMPLE.com/p"), "any")
        XCTAssertNil(try winner(table, "https://example.com/p"))
        XCTAssertEqual(overlaps(analysis), [[0, 1, 1]])
        XCTAssertEqual(try RoutePattern.parse("https://*.Example.com/p").webHost, .wildcard(suffix: "example.com"))
    }

    func testAnyHostAgainstADeclaredHost() throws {
        let (table, analysis) = try analysed([
            ("anyHost", "https://{instance}/@{user}/{id}"), ("declared", "https://example.com/{rest*}"),
        ])
        XCTAssertEqual(
            try resolved(table, "https://mastodon.social/@bob/1")?.1,
            ["instance": "mastodon.social", "user": "bob", "id": "1"])
        XCTAssertEqual(try winner(table, "https://example.com/@bob/1"), "declared")
        XCTAssertEqual(overlaps(analysis), [[0, 1, 1]])
        XCTAssertEqual(try RoutePattern.parse("https://{h}/x").webHost, .any)
        XCTAssertEqual(try RoutePattern.parse("https://a.com/x").webHost, .exact("a.com"))
    }

    func testListsCollectRepeatedKeys() throws {
        let table = try makeTable([("tags", "shop://t?tag={tags:[int]}&q={q}")])
        guard case .matched(_, let arguments) = try table.resolve("shop://t?tag=1&q=a&tag=x&tag=2&q=b") else {
            return XCTFail("no match")
        }
        XCTAssertEqual(arguments.map(\.name), ["tags", "q"])
        XCTAssertEqual(arguments[0].value, .list([.int(1), .int(2)]))
        XCTAssertEqual(arguments[1].value, .string("a"))
        guard case .matched(_, let none) = try table.resolve("shop://t?q=a") else { return XCTFail("no match") }
        XCTAssertEqual(none.first?.value, .list([]))
        XCTAssertEqual(try RoutePattern.parse("shop://t?tag={tags:[a|b]}").description, "shop://t?tag={tags:[a|b]}")
        XCTAssertEqual(try RoutePattern.parse("shop://t?tag={tags:[string]}").canonicalShape, "shop://t?tag={[string]}")
    }

    func testFragmentsConstrainAndWinTies() throws {
        let (table, analysis) = try analysed([
            ("plain", "shop://a"), ("named", "shop://a#{section}"), ("literal", "shop://a#top"),
            ("int", "shop://a#{n:int}"),
        ])
        XCTAssertEqual(try winner(table, "shop://a"), "plain")
        XCTAssertEqual(try winner(table, "shop://a#"), "plain")
        XCTAssertEqual(try resolved(table, "shop://a#intro")?.1, ["section": "intro"])
        XCTAssertEqual(try winner(table, "shop://a#top"), "literal")
        XCTAssertEqual(try winner(table, "shop://a#3"), "int")
        XCTAssertEqual(ambiguities(analysis), [])
        let elsewhere = try makeTable([("other", "shop://b")])
        XCTAssertNotNil(try winner(elsewhere, "shop://b#anything"))
    }

    func testEmptyValuesAndABareQuestionMark() throws {
        let table = try makeTable([("search", "shop://s?q={q}"), ("page", "shop://p?n={n:int}"), ("bare", "shop://b?")])
        XCTAssertEqual(try resolved(table, "shop://s?q=")?.1, ["q": ""])
        XCTAssertEqual(try resolved(table, "shop://s?q")?.1, ["q": ""])
        XCTAssertNil(try winner(table, "shop://p?n="))
        XCTAssertEqual(try winner(table, "shop://b?"), "bare")
        XCTAssertEqual(try winner(table, "shop://b"), "bare")
        XCTAssertEqual(try RoutePattern.parse("shop://b?").queryItems, [])
    }

    func testExamplesExerciseEachForm() throws {
        let (table, analysis) = try analysed([
            ("at", "shop://u/@{user}"), ("json", "shop://j/{id:int}.json"), ("host", "https://*.example.com/x"),
            ("any", "https://{h}/y"), ("fragment", "shop://f#{f:int}"), ("list", "shop://l?t={t:[int]}"),
        ])
        let examples = analysis.examples()
        for (index, example) in examples.enumerated() {
            let example = try XCTUnwrap(example, table.entries[index].id)
            XCTAssertEqual(try winner(table, example), table.entries[index].id)
        }
        XCTAssertTrue(examples[0]!.hasPrefix("shop://u/@"))
        XCTAssertTrue(examples[2]!.hasSuffix(".example.com/x"))
        XCTAssertTrue(examples[4]!.contains("#"))
        XCTAssertEqual(examples[5], "shop://l?t=1")
    }
}

/// Inputs the fuzzer found slow.
final class RouteFuzzRegressionTests: XCTestCase {
    /// More than eight placeholders with `{_}` among them once made the name lookup loop forever.
    func testManyRepeatedIgnoredPlaceholdersParse() throws {
        let pattern = "shop://a/" + (0..<12).map { _ in "{_}" }.joined(separator: "/") + "/{x}/{_}-{y}"
        XCTAssertEqual(try RoutePattern.parse(pattern).placeholders.count, 15)
        XCTAssertThrowsError(try RoutePattern.parse(pattern + "/{x}")) { error in
            XCTAssertTrue("\(error)".contains("placeholder name 'x' is already used"), "\(error)")
        }
        let found =
            "c2hvcDovL////////////////////////////////////3tmaXJzdH2np6enp6enp/ene199p6enp6enpiYrp6enp/enp3tffSunp6en"
            + "96ene199p6enp6enpyZ7X32np6enp6cvp6dfe2xhc3R9//f///////+/v7+/v7+/v7+/v7+/L7//////////////////QP//////////"
            + "/////////3Byb2R1Y3Qte2lkOmludH3/////p3tffaenp6enp6cme199p6enp6enL6enX3tsYXN0ff/3////////v7+/v7+/v7+/v7+/vy+/"
            + "/////////29yZGRlcnM="
        let bytes = try XCTUnwrap(Data(base64Encoded: found))
        XCTAssertThrowsError(try RoutePattern.parse(String(decoding: bytes, as: UTF8.self)))
    }
}
