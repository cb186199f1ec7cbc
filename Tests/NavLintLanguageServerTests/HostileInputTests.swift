import NavLintCore
import NavLintTestSupport
import XCTest

@testable import NavLintLanguageServer

/// Requests anywhere in a document and bytes of any kind: every answer is a JSON-RPC message, and the server
/// keeps serving.
final class HostileInputTests: XCTestCase {
    func testEveryRequestAtEveryPosition() {
        let methods = [
            "hover", "definition", "references", "completion", "prepareRename", "rename", "codeAction",
        ]
        for (uri, text, language) in [
            ("file:///a.nav", ShopSpecs.shopDSL, "navlint"), ("file:///a.navgraph.json", ShopSpecs.shopJSON, "json"),
        ] {
            let harness = ServerHarness()
            harness.open(uri, text, language: language)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            var answered = 0
            for (line, content) in Array(lines.enumerated()) + [(lines.count + 1, "")] {
                for character in stride(from: 0, through: content.utf16.count + 2, by: 1) {
                    for method in methods {
                        let params =
                            #"{"textDocument": {"uri": "\#(uri)"}, "position": {"line": \#(line), "character": \#(character)}, "newName": "Renamed", "range": {"start": {"line": \#(line), "character": 0}, "end": {"line": \#(line), "character": \#(character)}}, "context": {"diagnostics": []}}"#
                        let reply = harness.request("textDocument/\(method)", params)
                        XCTAssertTrue(
                            reply["result"] != nil || reply["error"] != nil, "\(method) at \(line):\(character)")
                        answered += 1
                    }
                }
            }
            XCTAssertGreaterThan(answered, 1000)
            XCTAssertNotNil(harness.request("shutdown")["result"])
        }
    }

    func testRandomBytesThroughTheFramer() {
        var generator = SeededBytes(seed: 41)
        let harness = ServerHarness()
        var framer = MessageFramer(maximumContentLength: 4096)
        for round in 0..<300 {
            var chunk = (0..<generator.next(below: 200)).map { _ in generator.byte() }
            if round % 3 == 0 {
                // Something that looks like a frame, with a length that may lie.
                let body = Array(#"{"jsonrpc":"2.0","id":1,"method":"textDocument/hover","params":{}}"#.utf8)
                let claimed = [body.count, body.count + 5, max(0, body.count - 5), 1 << 40][generator.next(below: 4)]
                chunk += Array("Content-Length: \(claimed)\r\n\r\n".utf8) + body
            }
            framer.append(chunk)
            while let frame = framer.next() {
                if case .message(let body) = frame {
                    for reply in harness.server.receive(body) {
                        XCTAssertNoThrow(try JSONParser.parse(Array(reply.compact().utf8)))
                    }
                }
            }
            XCTAssertLessThan(framer.pendingCount, MessageFramer.maximumHeaderLength + 4096 + 512)
        }
        XCTAssertNotNil(harness.request("shutdown")["result"])
    }
}

/// A small deterministic generator (xorshift), so that a failure repeats.
private struct SeededBytes {
    private var state: UInt64

    init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 | 1 }

    mutating func next(below bound: Int) -> Int {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return Int(state % UInt64(bound))
    }

    mutating func byte() -> UInt8 {
        // Mostly the bytes that matter to framing and JSON.
        let interesting: [UInt8] = Array("\r\n{}[]\":,Content-Length: 0123456789".utf8)
        return next(below: 3) == 0 ? UInt8(next(below: 256)) : interesting[next(below: interesting.count)]
    }
}
