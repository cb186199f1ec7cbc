import Foundation
import XCTest

/// Runs git in a test's temporary folder, with an identity of its own so that commits work anywhere.
enum GitFixture {
    static func run(_ arguments: [String], in folder: URL, file: StaticString = #filePath, line: UInt = #line) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            ["git", "-c", "user.name=navlint", "-c", "user.email=navlint@example.com", "-c", "commit.gpgsign=false"]
            + arguments
        process.currentDirectoryURL = folder
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "git \(arguments.joined(separator: " "))", file: file, line: line)
    }

    /// Makes `folder` a repository with everything in it committed, and `origin/main` pointing there.
    static func commitAll(in folder: URL) throws {
        for arguments in [
            ["init", "-q"], ["add", "."], ["commit", "-q", "-m", "main"],
            ["update-ref", "refs/remotes/origin/main", "HEAD"],
        ] {
            try run(arguments, in: folder)
        }
    }
}
