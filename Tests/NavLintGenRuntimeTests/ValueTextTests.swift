import Foundation
import XCTest

@testable import NavLintGenRuntime

/// Values read from a URL and written back into one, as `navlint resolve` reads and prints them.
final class ValueTextTests: XCTestCase {
    private enum Region: String, CaseIterable {
        case europe = "Europe"
        case asia
    }

    func testConversions() {
        XCTAssertEqual(Matcher.double("2.5"), 2.5)
        XCTAssertNil(Matcher.double("1e400"), "out of range: infinite")
        XCTAssertEqual(Matcher.bool("true"), true)
        XCTAssertEqual(Matcher.bool("false"), false)
        XCTAssertNil(Matcher.bool("True"))
        XCTAssertEqual(Matcher.caseInsensitive(Region.self, "europe"), .europe)
        XCTAssertNil(Matcher.caseInsensitive(Region.self, "Europe"), "the host is lowercased before")
        XCTAssertEqual(Matcher.joined(["a", "-", "b"]), "a-b")
        XCTAssertNil(Matcher.joined(["a", nil]))
    }

    func testOptionalAndListQueryValues() throws {
        let parts = try XCTUnwrap(Matcher.Parts("app:x?n=1&n=x&n=99999999999999999999&m=2"))
        let fits = { (text: String) in text.allSatisfy(\.isNumber) }
        XCTAssertEqual(Matcher.optional(nil, fits, Int.init), .some(nil))
        XCTAssertEqual(Matcher.optional("x", fits, Int.init), .some(nil), "not of its type: absent")
        XCTAssertEqual(Matcher.optional("7", fits, Int.init), .some(7))
        XCTAssertNil(Matcher.optional("99999999999999999999", fits, Int.init), "of its type, out of range")
        XCTAssertEqual(Matcher.optional("2", Double.init), .some(2))
        XCTAssertNil(Matcher.list(parts, "n", fits, Int.init), "one value fits and is out of range")
        XCTAssertEqual(Matcher.list(parts, "m", fits, Int.init), [2])
        XCTAssertEqual(Matcher.list(parts, "n", { Int($0) }), [1])
        XCTAssertEqual(Matcher.tail(try XCTUnwrap(Matcher.Parts("app://h/a/b/c")), from: 2), "b/c")
    }

    func testJSONTextAsNavlintPrintsIt() {
        XCTAssertEqual(Matcher.jsonString("a\"b\\c\n\t\u{1}\u{7F}\u{2028}é"), #""a\"b\\c\n\t\u0001\u007f\u2028é""#)
        XCTAssertEqual(Matcher.jsonArray(["1", "\"a\""]), #"[1,"a"]"#)
        XCTAssertEqual(Matcher.number(3), "3")
        XCTAssertEqual(Matcher.number(-0.5), "-0.5")
        XCTAssertEqual(Matcher.number(1e15), "1000000000000000.0", "from 1e15 on, as Swift prints a double")
        XCTAssertEqual(Matcher.number(1e16), "1e+16")
    }

    func testDecimalTextHasAPointAndNoExponent() {
        XCTAssertEqual(Matcher.decimal(2), "2.0")
        XCTAssertEqual(Matcher.decimal(1e30), "1000000000000000000000000000000.0")
        XCTAssertEqual(Matcher.decimal(-1.5e-7), "-0.00000015")
        XCTAssertEqual(Matcher.decimal(1.25e20), "125000000000000000000.0")
    }

    func testPercentEncodingKeepsWhatEachPartAllows() {
        XCTAssertEqual(Matcher.escaped("a b/é?&=~!$'()*,;:@"), "a%20b%2F%C3%A9%3F%26%3D~!$'()*,;:@")
        XCTAssertEqual(Matcher.escapedHost("a b:@~"), "a%20b%3A%40~")
        XCTAssertEqual(Matcher.escapedTail("a b/c//d"), "a%20b/c//d")
        XCTAssertEqual(
            Matcher.query([("q", "a&b"), ("page", nil)], lists: [("tag", ["x", "y z"])]), "?q=a%26b&tag=x&tag=y%20z")
        XCTAssertEqual(Matcher.query([("page", nil)]), "")
    }

    func testBoundValues() throws {
        let url = try XCTUnwrap(URL(string: "app://p/1"))
        let entries = ["source": "=promo", "link": "$url", "id": "id", "missing": "other"]
        XCTAssertEqual(
            Matcher.bound(entries, ["id": "1"]) { url }, ["source": "promo", "link": "app://p/1", "id": "1"])
        XCTAssertEqual(Matcher.url("app://p/1"), url)
    }
}

/// The automaton of a segment that mixes literal text and placeholders, from the table form the
/// generator writes: the count of pieces, then each state's accepting flag, piece, move count and moves.
final class AutomatonTests: XCTestCase {
    /// `@{user}`: piece 0 the `@`, piece 1 the user, one scalar or more.
    private let mention = Matcher.Automaton([2, 0, -1, 1, 64, 1, 0, 0, 1, -1, 2, 1, 1, 1, -1, 2])
    /// `{a}-{b}`: piece 0 `a`, piece 1 the `-`, piece 2 `b`, each placeholder one scalar or more.
    private let pair = Matcher.Automaton([
        3, 0, -1, 1, -1, 1, 0, 0, 2, -1, 1, 45, 2, 0, 1, 1, -1, 3, 1, 2, 1, -1, 3,
    ])
    /// `v{n:int}`: a digit class.
    private let version = Matcher.Automaton([2, 0, -1, 1, 118, 1, 0, 0, 1, -2, 2, 1, 1, 1, -2, 2])

    func testMembership() {
        XCTAssertTrue(mention.contains("@bob"))
        XCTAssertFalse(mention.contains("@"))
        XCTAssertFalse(mention.contains("bob"))
        XCTAssertTrue(version.contains("v12"))
        XCTAssertFalse(version.contains("v1a"))
        XCTAssertFalse(version.contains("v١"), "an Arabic-Indic digit is no ASCII digit")
    }

    func testSplitGivesEachPieceItsTextAndEarlierPlaceholdersTakeAsLittleAsTheyCan() {
        XCTAssertEqual(mention.split("@bob"), ["@", "bob"])
        XCTAssertEqual(pair.split("a-b-c"), ["a", "-", "b-c"])
        XCTAssertEqual(pair.split("é-ü"), ["é", "-", "ü"])
        XCTAssertNil(pair.split("ab"))
        XCTAssertNil(pair.split("a-"))
    }
}

/// The key and containers of the generated type's `Codable` form.
final class CodableRuntimeTests: XCTestCase {
    private struct Link: Codable, Equatable {
        let name: String
        let id: Int

        init(name: String, id: Int) {
            self.name = name
            self.id = id
        }

        func encode(to encoder: any Encoder) throws {
            var fields = Matcher.Fields(name)
            fields.add("id", id)
            try Matcher.encode(fields, to: encoder)
        }

        init(from decoder: any Decoder) throws {
            let (name, values) = try Matcher.decoding(decoder)
            guard name == "product" else { throw Matcher.noCase(name, values) }
            self.init(name: name, id: try values.decode(Int.self, forKey: "id"))
        }
    }

    func testALinkIsOneKeyNamingItsCaseThatHoldsItsValues() throws {
        let data = try JSONEncoder().encode(Link(name: "product", id: 7))
        XCTAssertEqual(String(decoding: data, as: UTF8.self), #"{"product":{"id":7}}"#)
        XCTAssertEqual(try JSONDecoder().decode(Link.self, from: data), Link(name: "product", id: 7))
    }

    func testAnythingButOneKnownCaseIsRefused() {
        for json in [#"{}"#, #"{"product":{"id":1},"other":{}}"#, #"{"other":{"id":1}}"#] {
            XCTAssertThrowsError(try JSONDecoder().decode(Link.self, from: Data(json.utf8)), json)
        }
    }
}
