import Foundation
import NavLintTestSupport
import XCTest

/// Failure paths and determinism, through the built binary: every bad input ends with exit 0, 1 or 2
/// and a message that says what to do; the same input always gives the same bytes.
final class RobustnessTests: XCTestCase {
    private let sample = "Samples/SwiftUINavigationExample.navgraph.json"

    /// PNG (and PDF) come from the plugins Graphviz's configuration lists (SVG uses built-in ones), so an
    /// empty plugin folder makes the render fail.
    func testMissingGraphvizPluginsExitTwoWithTheFix() throws {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        let output = folder.appendingPathComponent("out.png")
        try Data("previous".utf8).write(to: output)
        let result = try NavLintRunner.run(
            ["render", sample, "-o", output.path], environment: ["GVBINDIR": folder.path])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("dot -c"), result.stderr)
        XCTAssertEqual(
            try String(contentsOf: output, encoding: .utf8), "previous", "a failed render leaves the old file alone")
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: folder.path), ["out.png"], "and no temporary file")
        let text = try NavLintRunner.run(["render", sample, "--format", "dot"], environment: ["GVBINDIR": folder.path])
        XCTAssertEqual(text.status, 0, "DOT and Mermaid need no Graphviz plugins")
    }

    func testEveryReportFormatIsByteIdenticalAcrossRuns() throws {
        let spec = "Samples/Broken/back-edge-context.navgraph.json"
        for format in ["text", "json", "sarif", "github", "junit", "checkstyle", "markdown"] {
            let arguments = ["check", "--format", format, spec, "Samples/Broken/presentation-style.navgraph.json"]
            let first = try NavLintRunner.run(arguments)
            let second = try NavLintRunner.run(arguments)
            XCTAssertEqual(first.status, 1, format)
            XCTAssertFalse(first.stdout.isEmpty, format)
            XCTAssertEqual(first.stdout, second.stdout, "\(format) differs between runs")
        }
        for format in ["dot", "mermaid", "svg"] {
            let first = try NavLintRunner.run(["render", sample, "--format", format])
            let second = try NavLintRunner.run(["render", sample, "--format", format])
            XCTAssertEqual(first.status, 0, first.stderr)
            XCTAssertEqual(first.stdout, second.stdout, "\(format) differs between runs")
        }
    }

    func testReportIntoAMissingFolderFailsWithoutWritingAnything() throws {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        let target = folder.appendingPathComponent("no/such/dir/r.sarif")
        let result = try NavLintRunner.run(["check", "--format", "sarif", "-o", target.path, sample])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("the folder \(folder.path)/no/such/dir does not exist"), result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: target.path))
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: folder.path), [],
            "no folder or temporary file is created")
        XCTAssertEqual(result.stdout, "", "the report goes nowhere else")
    }

    func testAFolderGivenAsASpecFileExitsTwo() throws {
        let result = try NavLintRunner.run(["resolve", "Samples", "shop://x"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("is a folder"), result.stderr)
    }

    func testOversizedFilesAreRefusedWithTheOption() throws {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        let big = folder.appendingPathComponent("Big.navgraph.json")
        let padding = String(repeating: " ", count: 2 << 20)
        try Data(
            ("{\"navgraph\": 1, \"root\": \"A\", \"models\": [{\"id\": \"A\", \"kind\": \"screen\"}]}" + padding).utf8
        ).write(to: big)
        let refused = try NavLintRunner.run(["check", "--max-file-size", "1", big.path])
        XCTAssertEqual(refused.status, 2)
        XCTAssertTrue(refused.stderr.contains("--max-file-size"), refused.stderr)
        XCTAssertEqual(try NavLintRunner.run(["check", "--max-file-size", "8", big.path]).status, 0)
        XCTAssertEqual(
            try NavLintRunner.run(["check", "--max-file-size", "9223372036854775807", big.path]).status, 0,
            "a limit too large to count in bytes is no limit")
        let zero = try NavLintRunner.run(["check", "--max-file-size", "0", big.path])
        XCTAssertEqual(zero.status, 2)
        XCTAssertTrue(zero.stderr.contains("at least 1"), zero.stderr)
    }

    /// A spec read through a pipe, whose size stat does not know, is read whole, and the size limit
    /// still stops one that is too large.
    func testASpecReadThroughAPipe() throws {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        let spec = try Data(contentsOf: NavLintRunner.packageRoot.appendingPathComponent(sample))
        let whole = try Self.run(["check"], readingThroughAPipe: spec, in: folder)
        XCTAssertEqual(whole.status, 0, whole.stderr)
        XCTAssertEqual(whole.stdout, "no problems in 1 file\n")
        let big = try Self.run(
            ["check", "--max-file-size", "1"], readingThroughAPipe: Data(repeating: UInt8(ascii: " "), count: 3 << 20),
            in: folder)
        XCTAssertEqual(big.status, 2)
        XCTAssertTrue(
            big.stderr.contains("is larger than the limit of 1 MiB; raise it with --max-file-size"), big.stderr)
    }

    /// Runs navlint with a FIFO named as the last argument, writing `content` into it meanwhile.
    private static func run(
        _ arguments: [String], readingThroughAPipe content: Data, in folder: URL
    ) throws -> NavLintRunner.Result {
        let fifo = folder.appendingPathComponent("Piped-\(UUID().uuidString).navgraph.json")
        XCTAssertEqual(mkfifo(fifo.path, 0o600), 0)
        // navlint may stop reading early: the writer must see an error, not be killed by SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        let writer = Thread {
            let descriptor = open(fifo.path, O_WRONLY)
            guard descriptor >= 0 else { return }
            content.withUnsafeBytes { bytes in
                var offset = 0
                while offset < bytes.count {
                    let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                    if written <= 0 { break }
                    offset += written
                }
            }
            close(descriptor)
        }
        writer.start()
        return try NavLintRunner.run(arguments + [fifo.path])
    }

    /// The size named in the message is never rounded down to the limit it is over.
    func testOversizeMessageGivesTheRealSize() throws {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        let file = folder.appendingPathComponent("Half.navgraph.json")
        try Data(repeating: UInt8(ascii: " "), count: 3 << 19).write(to: file)
        let result = try NavLintRunner.run(["check", "--max-file-size", "1", file.path])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("is 1.5 MiB (1572864 bytes), over the limit of 1 MiB;"), result.stderr)
        try Data(repeating: UInt8(ascii: " "), count: (1 << 20) + 1).write(to: file)
        let justOver = try NavLintRunner.run(["check", "--max-file-size", "1", file.path])
        XCTAssertTrue(justOver.stderr.contains("(1048577 bytes), over the limit of 1 MiB"), justOver.stderr)
    }

    /// A push chain so long that the routes' paths pass the hop budget: their parameters go unchecked,
    /// so the check says so as a schema error and cannot pass.
    func testWorkPastTheRouteBudgetsFailsTheCheck() throws {
        let count = 4_600
        var models = [#"{"id":"Main","kind":"stack","root":"s0"}"#]
        for index in 0..<count {
            let edge = index + 1 < count ? #","edges":[{"to":"s\#(index + 1)","via":"push"}]"# : ""
            models.append(#"{"id":"s\#(index)","kind":"screen"\#(edge)}"#)
        }
        let routes = (0..<count).map { #"{"id":"r\#($0)","pattern":"app://s/n\#($0)","target":"s\#($0)"}"# }
        let json =
            #"{"navgraph":1,"links":{"schemes":["app"]},"root":"Main","models":["# + models.joined(separator: ",")
            + #"],"routes":["# + routes.joined(separator: ",") + "]}"
        let file = try NavLintRunner.temporaryFolder(for: self).appendingPathComponent("Chain.navgraph.json")
        try Data(json.utf8).write(to: file)
        let result = try NavLintRunner.run(["check", file.path])
        XCTAssertEqual(result.status, 2, result.stdout)
        XCTAssertTrue(
            result.stdout.contains("hops long together, more than the 10000000 navlint follows"), result.stdout)
        XCTAssertTrue(result.stdout.contains("[schema]"), result.stdout)
    }

    func testOverlongIdsAreSchemaErrors() throws {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        let file = folder.appendingPathComponent("Long.navgraph.json")
        let id = String(repeating: "A", count: 300)
        try Data("{\"navgraph\": 1, \"root\": \"\(id)\", \"models\": [{\"id\": \"\(id)\", \"kind\": \"screen\"}]}".utf8)
            .write(to: file)
        let result = try NavLintRunner.run(["check", file.path])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stdout.contains("ids may have at most 256"), result.stdout)
        XCTAssertTrue(result.stdout.contains("Long.navgraph.json:1:"), result.stdout)
    }

    /// Random mutations of a real spec, in both forms: navlint must always answer with 0, 1 or 2, never
    /// crash or hang.
    func testMutatedSpecsNeverCrashTheBinary() throws {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        let original = [UInt8](try Data(contentsOf: NavLintRunner.packageRoot.appendingPathComponent(sample)))
        var generator = SeededGenerator(seed: 0x6E61_766C_696E_74)
        var files: [String] = []
        for round in 0..<40 {
            var bytes = original
            for _ in 0..<(1 + Int(generator.next() % 8)) {
                let position = Int(generator.next() % UInt64(bytes.count))
                switch generator.next() % 4 {
                case 0: bytes[position] = UInt8(truncatingIfNeeded: generator.next())
                case 1: bytes.remove(at: position)
                case 2:
                    bytes.insert(
                        contentsOf: [UInt8]("{[\",:}]".utf8).shuffled(using: &generator).prefix(2), at: position)
                default: bytes = Array(bytes[..<position])
                }
                if bytes.isEmpty { bytes = [0x7B] }
            }
            let path = folder.appendingPathComponent("m\(round).navgraph.json").path
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            files.append(path)
        }
        for file in files {
            let result = try NavLintRunner.run(["check", "--format", "json", file], timeout: 60)
            XCTAssertTrue([0, 1, 2].contains(result.status), "\(file) exited \(result.status): \(result.stderr)")
        }
    }
}
