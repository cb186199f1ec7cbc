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
        let result = try check(over) { folder, file in
            let links = folder.appendingPathComponent("Embedded")
            try FileManager.default.createDirectory(at: links, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(
                at: links.appendingPathComponent("Linked.swift"), withDestinationURL: file)
            return folder
        }
        XCTAssertEqual(result.lines, ["1: function `func long` is 61 lines (limit 60)"])
    }

    /// Runs the script on `source` as one file (or on what `target` returns, given the temporary folder
    /// and the file); its exit status and its report lines without the file's path.
    private func check(
        _ source: String, target: (URL, URL) throws -> URL = { _, file in file }
    ) throws -> (status: Int32, lines: [String]) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navlint-sizes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Sample.swift")
        try Data(source.utf8).write(to: file)
        let checked = try target(folder, file)
        let output = folder.appendingPathComponent("out")
        FileManager.default.createFile(atPath: output.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", NavLintRunner.packageRoot.appendingPathComponent("scripts/check_sizes.py").path, checked.path,
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
            line.hasPrefix(file.path + ":") ? String(line.dropFirst(file.path.count + 1)) : String(line)
        }
        return (process.terminationStatus, lines)
    }
}
