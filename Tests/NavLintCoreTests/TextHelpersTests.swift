import NavLintTestSupport
import XCTest

@testable import NavLintCore
@testable import NavLintSupport

/// The one-of-each helpers every reader, writer and reporter shares.
final class TextHelpersTests: XCTestCase {
    // MARK: Suggestion

    func testTheHintHasOneWording() {
        XCTAssertEqual(Suggestion.hint(for: "pushh", among: ["push", "sheet"]), #"; did you mean "push"?"#)
        XCTAssertEqual(Suggestion.hint(for: "zzzzzz", among: ["push", "sheet"]), "")
        XCTAssertEqual(Suggestion.didYouMean("->"), #"; did you mean "->"?"#)
    }

    func testCloseNamesIgnoreCaseAndCountASwapAsOneEdit() {
        XCTAssertEqual(Suggestion.closest(to: "Scren", among: ["screen", "stack"]), "screen")
        XCTAssertEqual(Suggestion.closest(to: "psuh", among: ["push", "sheet"]), "push")
        XCTAssertEqual(Suggestion.closest(to: "modal-trapp", among: ["modal-trap", "unreachable-model"]), "modal-trap")
        XCTAssertNil(Suggestion.closest(to: "tab", among: ["detail"]))
        XCTAssertNil(Suggestion.closest(to: "anything", among: []))
    }

    func testTheFirstOfEquallyCloseCandidatesWins() {
        XCTAssertEqual(Suggestion.closest(to: "ab", among: ["ac", "ad"]), "ac")
        XCTAssertEqual(Suggestion.closest(to: "ab", among: ["ad", "ac"]), "ad")
        XCTAssertEqual(Suggestion.closest(to: "Home", among: ["home", "HOME"]), "home")
        XCTAssertEqual(Suggestion.closest(to: "a", among: ["", "b"]), "")
    }

    /// The index answers as comparing the word with every candidate does, on words made of a few letters so
    /// that many candidates are close and ties are common.
    func testTheIndexAnswersAsTheEditDistanceToEveryCandidate() {
        var random = SeededGenerator(seed: 37)
        func word(_ length: ClosedRange<Int>) -> String {
            String((0..<Int.random(in: length, using: &random)).map { _ in "abAB-".randomElement(using: &random)! })
        }
        for _ in 0..<40 {
            let candidates = (0..<Int.random(in: 0...60, using: &random)).map { _ in word(0...9) }
            let index = Suggestion.Index(candidates)
            for _ in 0..<40 {
                let probe = word(0...12)
                XCTAssertEqual(
                    index.closest(to: probe), Self.closest(to: probe, among: candidates), "\(probe) in \(candidates)")
            }
        }
    }

    /// A look-up visits the trie nodes near the word, not one per candidate: ten thousand renamed screens
    /// against ten thousand others cost each hint a few hundred steps (a count, not a time).
    func testALookUpVisitsOnlyTheNamesNearTheWord() {
        let index = Suggestion.Index((0..<10_000).map { "Screen\($0)" })
        XCTAssertEqual(index.closest(to: "Screen1234x"), "Screen1234")
        XCTAssertLessThan(index.search("S1234").visited, 100)
        XCTAssertLessThan(index.search("Screen1234x").visited, 2_000)
        let close = Suggestion.Index((0..<10_000).map { "T\($0 + 10_000)" })
        XCTAssertEqual(close.closest(to: "S12345"), "T12345")
        XCTAssertLessThan(close.search("S12345").visited, 2_000)
    }

    /// The definition the index implements: the edit distance (a swap of neighbours is one edit) to every
    /// candidate, letter case ignored; a candidate of n characters at most max(1, n / 3) edits away.
    private static func closest(to word: String, among candidates: [String]) -> String? {
        func distance(_ a: [UInt8], _ b: [UInt8]) -> Int {
            var table = (0...a.count).map { i in (0...b.count).map { j in i == 0 ? j : (j == 0 ? i : 0) } }
            for i in stride(from: 1, through: a.count, by: 1) {
                for j in stride(from: 1, through: b.count, by: 1) {
                    let cost = a[i - 1] == b[j - 1] ? 0 : 1
                    table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                    if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                        table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                    }
                }
            }
            return table[a.count][b.count]
        }
        let lowered = Array(word.lowercased().utf8)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let found = distance(lowered, Array(candidate.lowercased().utf8))
            if found <= max(1, candidate.count / 3), found < (best?.distance ?? .max) { best = (candidate, found) }
        }
        return best?.candidate
    }

    // MARK: JSON string escaping

    func testQuotedEscapesControlsQuotesAndLineSeparators() {
        XCTAssertEqual(JSONOutput.quoted("a\"b\\c\n\t\u{7}\u{7F}é"), #""a\"b\\c\n\t\u0007\u007fé""#)
        XCTAssertEqual(JSONOutput.quoted("x\u{2028}y\u{2029}z"), #""x\u2028y\u2029z""#)
        XCTAssertEqual(JSONOutput.quoted("\u{2027}\u{20AC}"), "\"\u{2027}\u{20AC}\"")
    }

    func testSpecWritersKeepLineSeparatorsAsText() {
        var output = ""
        JSONOutput.appendQuoted("x\u{2028}y\"", to: &output)
        XCTAssertEqual(output, "\"x\u{2028}y\\\"\"")
        output = ""
        JSONOutput.appendQuoted("plain", to: &output)
        XCTAssertEqual(output, "\"plain\"")
    }

    // MARK: UTF-8

    private func check(_ bytes: [UInt8]) -> Result<Int, UTF8Validator.Problem> {
        bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(UTF8Validator.Problem) in try UTF8Validator.sequenceLength(at: 0, in: buffer) }
        }
    }

    func testTheValidatorMeasuresAndRejects() {
        XCTAssertEqual(try check(Array("é".utf8)).get(), 2)
        XCTAssertEqual(try check(Array("日".utf8)).get(), 3)
        XCTAssertEqual(try check(Array("😀".utf8)).get(), 4)
        XCTAssertEqual(check([0x80]), .failure(.invalidLead))
        XCTAssertEqual(check([0xC0, 0x80]), .failure(.invalidLead))
        XCTAssertEqual(check([0xE6, 0x97]), .failure(.truncated))
        XCTAssertEqual(check([0xC3, 0x41]), .failure(.missingContinuation))
        XCTAssertEqual(check([0xE0, 0x80, 0x80]), .failure(.outOfRange))
        XCTAssertEqual(check([0xED, 0xA0, 0x80]), .failure(.outOfRange))
        XCTAssertEqual(check([0xF4, 0x90, 0x80, 0x80]), .failure(.outOfRange))
    }

    // MARK: Located errors

    func testInputErrorsNameTheirKindOnlyForSpecRules() {
        let location = SourceLocation(line: 3, column: 7)
        XCTAssertEqual(InputError(.schema, "bad", at: location).description, "3:7: schema: bad")
        XCTAssertEqual(InputError(.configuration, "bad", at: location).description, "3:7: bad")
        XCTAssertEqual(InputError(.baseline, "bad", at: location).description, "3:7: bad")
        XCTAssertFalse(InputError.Kind.baseline.isSpecRule)
        XCTAssertTrue(InputError.Kind.syntax.isSpecRule)
    }
}
