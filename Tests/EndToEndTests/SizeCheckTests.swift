import Foundation
import XCTest

/// `scripts/check_sizes.py`, which `make lint` runs over Sources: the limits, where it reports, and that
/// braces and long text inside strings and comments do not fool it.
final class SizeCheckTests: XCTestCase {
    func testAFunctionOverSixtyLinesIsReportedAtItsOpeningBrace() throws {
        let atLimit = "func fits() {\n" + String(repeating: "    work()\n", count: 58) + "}\n"
        let over = "func long() {\n" + String(repeating: "    work()\n", count: 59) + "}\n"
        let result = try check(atLimit + over)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.lines, ["61: function `func long` is 61 lines (limit 60)"])
    }

    func testATypeBodyOver400LinesIsReported() throws {
        let body = String(repeating: "    let value = 1\n", count: 399)
        let result = try check("struct Fits {\n" + body.dropLast(18) + "}\n" + "extension Big {\n" + body + "}\n")
        XCTAssertEqual(result.lines, ["401: type body `extension Big` is 401 lines (limit 400)"])
    }

    func testATypeIsSummedAcrossItsExtensionFiles() throws {
        let lines = { (count: Int) in String(repeating: "    let value = 1\n", count: count - 2) }
        let files = [
            "Big.swift": "struct Big {\n" + lines(300) + "}\n",
            "Big+More.swift": "\nextension Big {\n" + lines(250) + "}\n" + "extension Big {\n" + lines(51) + "}\n",
            "Fits.swift": "enum Fits {\n" + lines(300) + "}\n",
            "Fits+More.swift": "extension Fits {\n" + lines(300) + "}\n",
        ]
        let result = try check(files: files)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.lines, ["Big.swift:1: type `Big` is 601 lines across 2 files (limit 600)"])
    }

    func testNestedTypesAreSummedByTheirFullName() throws {
        let lines = { (count: Int) in String(repeating: "    let value = 1\n", count: count - 2) }
        let files = [
            "Outer.swift": "struct Outer {\n    struct Inner {\n" + lines(300) + "    }\n}\n",
            "Outer+Inner.swift": "extension Outer.Inner {\n" + lines(299) + "}\n",
            "Inner.swift": "struct Inner {\n" + lines(300) + "}\n",
            "Inner+More.swift": "extension Inner {\n" + lines(300) + "}\n",
            "Local.swift": "func make() {\n    struct Outer {}\n}\n",
        ]
        let result = try check(files: files)
        XCTAssertEqual(result.status, 0, "\(result.lines)")
        let more = try check(files: files.merging(["Outer+More.swift": "extension Outer.Inner {\n}\n"]) { $1 })
        XCTAssertEqual(
            more.lines, ["Outer.swift:2: type `Outer.Inner` is 601 lines across 3 files (limit 600)"])
    }

    func testALinkToAnotherGivenFileIsCountedOnce() throws {
        let lines = String(repeating: "    let value = 1\n", count: 348)
        let result = try check(files: ["Shared.swift": "enum Shared {\n" + lines + "}\n"]) { folder in
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent("Embedded"), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(
                atPath: folder.appendingPathComponent("Embedded/Shared.swift").path,
                withDestinationPath: "../Shared.swift")
        }
        XCTAssertEqual(result.status, 0, "\(result.lines)")
    }

    func testBracesInStringsAndCommentsAreNotCode() throws {
        let tricky = """
            func tricky() {
                let a = "}}} {"  // }
                /* } /* nested { */ } */
                let b = \"""
                    }
                    \\(value("}"))
                    \"""
                let c = #"}"\\#(d("{"))"#
                let e = "\\(f(")"))}"
            }

            """
        let over = "func long() {\n" + String(repeating: "    work()\n", count: 59) + "}\n"
        let result = try check(tricky + over)
        XCTAssertEqual(result.lines, ["11: function `func long` is 61 lines (limit 60)"])
    }

    func testLongLinesOutsideStringTables() throws {
        let code = "let total = " + String(repeating: "value + ", count: 14) + "value"
        let prose = "        summary: \"" + String(repeating: "word ", count: 25) + "\","
        let message = "        \"" + String(repeating: "word ", count: 25) + "\\(name)\","
        let table = "// lint: table begin\n" + code + "\n// lint: table end\n"
        let multiLine = "let text = \"\"\"\n    " + String(repeating: "word ", count: 25) + "\n    \"\"\"\n"
        let result = try check([code, prose, message, table, multiLine].joined(separator: "\n") + "\n")
        XCTAssertEqual(result.lines, ["1: line is 129 columns (limit 120)", "3: line is 143 columns (limit 120)"])
    }

    func testACleanFilePasses() throws {
        let result = try check("struct Small {\n    func run() {}\n}\n")
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.lines, [])
    }

    /// A file linked from another folder (as NavLintGen embeds the runtime) is checked once, where it lives.
    func testALinkedFileIsCheckedWhereItLives() throws {
        let over = "func long() {\n" + String(repeating: "    work()\n", count: 59) + "}\n"
        let result = try check(files: ["Sample.swift": over]) { sources in
            let links = sources.appendingPathComponent("Embedded")
            try FileManager.default.createDirectory(at: links, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(
                at: links.appendingPathComponent("Linked.swift"),
                withDestinationURL: sources.appendingPathComponent("Sample.swift"))
        }
        XCTAssertEqual(result.lines, ["Sample.swift:1: function `func long` is 61 lines (limit 60)"])
    }

    /// Runs the script on `source` as one file; its exit status and its report lines without the path.
    private func check(_ source: String) throws -> (status: Int32, lines: [String]) {
        let result = try check(files: ["Sample.swift": source])
        return (result.status, result.lines.map { $0.hasPrefix("Sample.swift:") ? String($0.dropFirst(13)) : $0 })
    }

    /// Runs the script on a folder of `files` (name to text), after `prepare` has added to it; its exit status
    /// and its report lines with paths relative to the folder.
    private func check(
        files: [String: String], prepare: (URL) throws -> Void = { _ in }
    ) throws -> (status: Int32, lines: [String]) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navlint-sizes-\(UUID().uuidString)")
        let sources = folder.appendingPathComponent("Sources")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in files {
            try Data(text.utf8).write(to: sources.appendingPathComponent(name))
        }
        try prepare(sources)
        let output = folder.appendingPathComponent("out")
        FileManager.default.createFile(atPath: output.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", NavLintRunner.packageRoot.appendingPathComponent("scripts/check_sizes.py").path, sources.path,
        ]
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw XCTSkip("python3 could not be run: \(error)")
        }
        process.waitUntilExit()
        if process.terminationStatus == 127 { throw XCTSkip("python3 is not installed") }
        let text = String(decoding: try Data(contentsOf: output), as: UTF8.self)
        let lines = text.split(separator: "\n").map { line in
            line.hasPrefix(sources.path + "/") ? String(line.dropFirst(sources.path.count + 1)) : String(line)
        }
        return (process.terminationStatus, lines)
    }
}
