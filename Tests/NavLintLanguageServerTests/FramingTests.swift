import XCTest

@testable import NavLintLanguageServer

final class FramingTests: XCTestCase {
    private func frame(_ body: String) -> [UInt8] { MessageFramer.frame(Array(body.utf8)) }

    func testMessagesSplitAndJoinedAcrossReads() {
        var framer = MessageFramer()
        let bytes = frame(#"{"a":1}"#) + frame(#"{"b":2}"#)
        framer.append(bytes[0..<5])
        XCTAssertNil(framer.next())
        framer.append(bytes[5...])
        XCTAssertEqual(framer.next(), .message(Array(#"{"a":1}"#.utf8)))
        XCTAssertEqual(framer.next(), .message(Array(#"{"b":2}"#.utf8)))
        XCTAssertNil(framer.next())
    }

    func testHeaderNamesAnyCaseAndOtherHeaders() {
        var framer = MessageFramer()
        framer.append(Array("content-length: 2\r\nContent-Type: application/vscode-jsonrpc\r\n\r\n{}".utf8))
        XCTAssertEqual(framer.next(), .message(Array("{}".utf8)))
        framer.append(Array("Content-Type: application/vscode-jsonrpc\r\nCONTENT-LENGTH: 2\r\n\r\n[]".utf8))
        XCTAssertEqual(framer.next(), .message(Array("[]".utf8)))
    }

    func testHeaderWithoutLengthIsSkippedAndReadingGoesOn() {
        var framer = MessageFramer()
        framer.append(Array("Content-Type: x\r\n\r\n".utf8) + frame("{}"))
        guard case .malformed(let reason) = framer.next() else { return XCTFail("expected a malformed frame") }
        XCTAssertTrue(reason.contains("Content-Length"))
        XCTAssertEqual(framer.next(), .message(Array("{}".utf8)))
    }

    func testBadLengthValues() {
        for header in ["Content-Length: -3", "Content-Length: 12x", "Content-Length:", "garbage without colon"] {
            var framer = MessageFramer()
            framer.append(Array((header + "\r\n\r\n").utf8))
            guard case .malformed = framer.next() else { return XCTFail("\(header) was accepted") }
        }
    }

    func testHugeLengthIsRefusedAndReadingResumesAtTheNextHeader() {
        var framer = MessageFramer(maximumContentLength: 1000)
        framer.append(Array("Content-Length: 5000\r\n\r\n".utf8))
        guard case .malformed(let reason) = framer.next() else { return XCTFail("expected a malformed frame") }
        XCTAssertTrue(reason.contains("5000"))
        framer.append([UInt8](repeating: 65, count: 3000) + frame("{}"))
        var frames: [MessageFramer.Frame] = []
        while let next = framer.next() { frames.append(next) }
        XCTAssertEqual(frames.last, .message(Array("{}".utf8)))
        XCTAssertEqual(framer.pendingCount, 0)
    }

    func testGarbageBeforeAHeaderIsSkipped() {
        var framer = MessageFramer()
        framer.append(Array("\u{0}\u{7}garbage\r\n".utf8) + frame(#"{"a":1}"#))
        guard case .malformed = framer.next() else { return XCTFail("expected a malformed frame") }
        XCTAssertEqual(framer.next(), .message(Array(#"{"a":1}"#.utf8)))
    }

    func testEndlessHeaderIsBounded() {
        var framer = MessageFramer()
        framer.append([UInt8](repeating: 120, count: MessageFramer.maximumHeaderLength * 3))
        guard case .malformed = framer.next() else { return XCTFail("expected a malformed frame") }
        XCTAssertLessThanOrEqual(framer.pendingCount, 16)
        framer.append(Array("\r\n\r\n".utf8) + frame("[]"))
        var bodies: [MessageFramer.Frame] = []
        while let next = framer.next() { bodies.append(next) }
        XCTAssertEqual(bodies.last, .message(Array("[]".utf8)))
    }
}
