import NavLintCore
import XCTest

@testable import NavLintLanguageServer

final class LifecycleTests: XCTestCase {
    func testInitializeAnnouncesWhatTheServerAnswers() {
        let server = LanguageServer { _ in .settings(.defaults) }
        let reply = ServerHarness.parse(
            server.receive(Array(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}"#.utf8))[0])
        let capabilities = reply["result"]?["capabilities"]
        XCTAssertEqual(capabilities?["textDocumentSync"]?["change"]?.integer, 2)
        XCTAssertEqual(capabilities?["renameProvider"]?["prepareProvider"]?.bool, true)
        XCTAssertEqual(reply["result"]?["serverInfo"]?["name"]?.string, "navlint")
    }

    func testRequestBeforeInitializeIsRefused() {
        let server = LanguageServer { _ in .settings(.defaults) }
        let reply = ServerHarness.parse(
            server.receive(Array(#"{"jsonrpc":"2.0","id":7,"method":"textDocument/hover","params":{}}"#.utf8))[0])
        XCTAssertEqual(reply["error"]?["code"]?.integer, -32002)
        XCTAssertEqual(reply["id"]?.integer, 7)
    }

    func testGarbageIsAnsweredAndTheServerGoesOn() {
        let harness = ServerHarness()
        let notJSON = harness.send("{not json")
        XCTAssertEqual(notJSON.first?["error"]?["code"]?.integer, -32700)
        XCTAssertTrue(notJSON.first?["id"]?.isNull ?? false)
        XCTAssertEqual(harness.send("[1, 2]").first?["error"]?["code"]?.integer, -32600)
        XCTAssertEqual(harness.send(#"{"id": {"x": 1}, "method": "m"}"#).first?["error"]?["code"]?.integer, -32600)
        XCTAssertEqual(harness.send(String(repeating: "[", count: 10_000)).first?["error"]?["code"]?.integer, -32700)
        XCTAssertEqual(harness.request("workspace/unknownThing")["error"]?["code"]?.integer, -32601)
        XCTAssertEqual(harness.request("textDocument/hover", "17")["error"]?["code"]?.integer, -32602)
        // Still serving.
        XCTAssertNotNil(harness.request("shutdown")["result"])
    }

    func testExitCodeFollowsShutdown() {
        let clean = ServerHarness()
        clean.request("shutdown")
        XCTAssertEqual(clean.request("textDocument/hover", "{}")["error"]?["code"]?.integer, -32600)
        clean.notify("exit", "null")
        XCTAssertEqual(clean.server.exitCode, 0)
        let abrupt = ServerHarness()
        abrupt.notify("exit", "null")
        XCTAssertEqual(abrupt.server.exitCode, 1)
    }

    func testStaleOutcomeIsNotPublished() {
        let harness = ServerHarness()
        let uri = "file:///tmp/a.nav"
        harness.notify(
            "textDocument/didOpen",
            #"{"textDocument": {"uri": "\#(uri)", "languageId": "navlint", "version": 1, "text": "navgraph 1\nroot A\nscreen A\n"}}"#
        )
        let first = harness.server.dueAnalysis(now: .now.advanced(by: .seconds(1)))!
        XCTAssertNil(harness.server.dueAnalysis(now: .now.advanced(by: .seconds(1))), "one analysis at a time")
        harness.notify(
            "textDocument/didChange",
            #"{"textDocument": {"uri": "\#(uri)", "version": 2}, "contentChanges": [{"text": "navgraph 1\nroot B\nscreen A\n"}]}"#
        )
        XCTAssertTrue(harness.server.finish(first.run()).isEmpty, "version 1 is stale")
        harness.runAnalyses()
        let published = harness.notifications.filter { $0["method"]?.string == "textDocument/publishDiagnostics" }
        XCTAssertEqual(published.count, 1)
        XCTAssertEqual(published[0]["params"]?["version"]?.integer, 2)
        XCTAssertEqual(harness.diagnostics(uri).first?["code"]?.string, "undefined-reference")
    }

    func testChangedConfigurationChecksEveryDocumentAgain() {
        let harness = ServerHarness()
        harness.open("file:///a.nav", "navgraph 1\nroot A\nscreen A\n")
        XCTAssertNil(harness.server.dueAnalysis(now: .now.advanced(by: .seconds(60))))
        harness.notify("workspace/didChangeWatchedFiles", #"{"changes": [{"uri": "file:///.navlint.yml", "type": 2}]}"#)
        XCTAssertNotNil(harness.server.dueAnalysis(now: .now.advanced(by: .seconds(60))))
    }

    func testRenameWaitsForTheCheckOfTheLatestVersion() {
        let harness = ServerHarness()
        let uri = "file:///a.nav"
        harness.open(uri, "navgraph 1\nroot A\nscreen A\n")
        harness.notify(
            "textDocument/didChange",
            #"{"textDocument": {"uri": "\#(uri)", "version": 2}, "contentChanges": [{"text": "navgraph 1\n\nroot A\nscreen A\n"}]}"#
        )
        let params = ServerHarness.position(uri, 2, 7).dropLast() + #", "newName": "B"}"#
        XCTAssertEqual(harness.request("textDocument/rename", String(params))["error"]?["code"]?.integer, -32801)
        harness.runAnalyses()
        let renamed = harness.request(
            "textDocument/rename", String(params.replacingOccurrences(of: "\"line\": 2", with: "\"line\": 3")))
        XCTAssertEqual(renamed["result"]?["changes"]?[uri]?.array?.count, 2)
    }

    func testDebounceWaitsForTheLastChange() {
        let server = LanguageServer(debounce: .milliseconds(200)) { _ in .settings(.defaults) }
        _ = server.receive(Array(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}"#.utf8))
        let start = ContinuousClock.now
        let open =
            #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///x.nav","languageId":"navlint","version":1,"text":"navgraph 1\n"}}}"#
        _ = server.receive(Array(open.utf8), now: start)
        _ = server.finish(server.dueAnalysis(now: start)!.run())
        let change =
            #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///x.nav","version":2},"contentChanges":[{"text":"navgraph 1\n\n"}]}}"#
        _ = server.receive(Array(change.utf8), now: start)
        XCTAssertNil(server.dueAnalysis(now: start.advanced(by: .milliseconds(100))))
        XCTAssertEqual(server.nextDeadline, start.advanced(by: .milliseconds(200)))
        XCTAssertNotNil(server.dueAnalysis(now: start.advanced(by: .milliseconds(200))))
    }
}
