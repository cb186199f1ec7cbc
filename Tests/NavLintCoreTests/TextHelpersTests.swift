import XCTest

@testable import NavLintCore

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
