import Foundation
import XCTest

@testable import NavLintGenRuntime

/// The generated matcher's URL splitting and decoding, which mirror the route engine's `RouteURL`.
final class URLPartsTests: XCTestCase {
    func testACustomSchemeGivesItsHostAndSegmentsLowercasedWhereTheEngineFoldsThem() throws {
        let parts = try XCTUnwrap(Matcher.Parts("MyApp://Shop/a%20b//Café?x=1&x=2&flag&=v#top%21"))
        XCTAssertEqual(parts.bucket, "myapp:")
        XCTAssertEqual(parts.positions, ["shop", "a b", "Café"], "empty segments dropped, the path keeps its case")
        XCTAssertEqual(parts.query, ["x": "1", "flag": ""], "the first value of a key; an empty key is dropped")
        XCTAssertEqual(parts.items.map(\.key), ["x", "x", "flag"])
        XCTAssertEqual(parts.items.map(\.value), ["1", "2", ""])
        XCTAssertEqual(parts.fragment, "top!")
    }

    func testHTTPAlwaysHasAHostPositionAndOtherSchemesOnlyANonEmptyOne() throws {
        XCTAssertEqual(try XCTUnwrap(Matcher.Parts("HTTPS://Example.COM/p")).positions, ["example.com", "p"])
        XCTAssertEqual(try XCTUnwrap(Matcher.Parts("http:/p")).positions, ["", "p"])
        XCTAssertEqual(try XCTUnwrap(Matcher.Parts("app:///p/q")).positions, ["p", "q"])
        XCTAssertEqual(try XCTUnwrap(Matcher.Parts("app:p?")).positions, ["p"])
        XCTAssertNil(try XCTUnwrap(Matcher.Parts("app:p#")).fragment, "an empty fragment is absent")
    }

    func testTextThatIsNotAURLTheEngineReadsGivesNil() {
        for text in ["", "noscheme", ":x", "1app:x", "a b:x", "app:%zz", "app:%4", "app:%C3", "app://%FF/x", "app:x#%"]
        {
            XCTAssertNil(Matcher.Parts(text), text)
        }
    }

    func testDecodingKeepsPlusSignsAndRefusesBadEscapes() {
        XCTAssertEqual(Matcher.decode(Array("a+b%2Bc%e2%82%AC".utf8)[...]), "a+b+c€")
        XCTAssertEqual(Matcher.decode(Array("plain".utf8)[...]), "plain")
        XCTAssertNil(Matcher.decode(Array("%G0".utf8)[...]))
        XCTAssertNil(Matcher.decode(Array("%80".utf8)[...]), "not UTF-8")
    }

    func testTheTextOfAURLIsTheTextItWasMadeFrom() throws {
        let url = try XCTUnwrap(URL(string: "app://shop/a%20b?x=1#f"))
        XCTAssertEqual(Matcher.text(of: url), "app://shop/a%20b?x=1#f")
        let relative = try XCTUnwrap(URL(string: "b", relativeTo: URL(string: "app://shop/a")))
        XCTAssertEqual(Matcher.text(of: relative), relative.absoluteString)
    }
}

/// Choosing the winner among routes with the same rank vector, as the engine's precedence does, over
/// the example route facts in NavLintGenRuntime/Matcher.swift.
final class PrecedenceTests: XCTestCase {
    private func winner(_ candidates: [(route: Int, order: Int)]) -> Int? {
        var found = Matcher.Found()
        for candidate in candidates { found.add(candidate.route, order: candidate.order) }
        return found.winner
    }

    func testTheSmallestOrderWinsAndNoMatchGivesNil() {
        XCTAssertNil(winner([]))
        XCTAssertEqual(winner([(0, 5), (1, 3), (2, 4)]), 1)
        XCTAssertEqual(winner([(1, 3), (0, 3)]), 1, "route 0's keys are a subset of route 1's: 1 wins")
    }

    func testRequiredQueryItemsBreakTies() {
        XCTAssertTrue(Matcher.outranks(1, 0), "a strict superset of the keys")
        XCTAssertFalse(Matcher.outranks(0, 1))
        XCTAssertTrue(Matcher.outranks(2, 1), "the same keys, a smaller rank first")
        XCTAssertEqual(winner([(0, 1), (1, 1), (2, 1)]), 2)
    }

    func testAFragmentBreaksATieOfTheSameQuery() {
        XCTAssertTrue(Matcher.outranks(8, 9))
        XCTAssertFalse(Matcher.outranks(9, 8))
        XCTAssertFalse(Matcher.outranks(9, 10))
    }

    func testAlternativesTieOnPurposeAndTheFirstDeclaredStandsForThem() {
        XCTAssertTrue(Matcher.areAlternatives(3, 4), "different conditions")
        XCTAssertTrue(Matcher.areAlternatives(5, 6), "platforms that do not meet")
        XCTAssertFalse(Matcher.areAlternatives(5, 7), "platforms that meet")
        XCTAssertFalse(Matcher.areAlternatives(3, 9), "one route without a condition")
        XCTAssertEqual(winner([(4, 1), (3, 1)]), 3)
        XCTAssertNil(winner([(5, 1), (7, 1)]), "a real tie: no route wins")
    }
}
