import Foundation
import XCTest

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs the built `navlint` binary the way a user or CI does.
struct NavLintRunner {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The package root, found from this file's path.
    static let packageRoot: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The binary in the build's products folder, beside the test bundle (or `NAVLINT_BINARY`). Built with
    /// `swift build --scratch-path DIR`, the tests run from `DIR/debug` and find `DIR/debug/navlint`.
    static var binary: URL {
        if let path = ProcessInfo.processInfo.environment["NAVLINT_BINARY"] { return URL(fileURLWithPath: path) }
        var folder = Bundle(for: Marker.self).bundleURL
        if folder.pathExtension == "xctest" { folder = folder.deletingLastPathComponent() }
        return folder.appendingPathComponent("navlint")
    }

    /// navlint-spec, the slim navlint of the plugins, beside ``binary``.
    static var slimBinary: URL { binary.deletingLastPathComponent().appendingPathComponent("navlint-spec") }

    private final class Marker {}

    /// Whether the tests run as root, for whom permission bits do not stop reads and writes.
    static var isRoot: Bool { geteuid() == 0 }

    /// Runs `navlint arguments...` in `folder` (the package root by default) and waits at most `timeout` seconds.
    ///
    /// With `unprivileged`, navlint runs as a user for whom permission bits count: as root (CI runs as
    /// root) it runs as `nobody` through `setpriv`, and the test is skipped when setpriv is missing.
    /// With `standardOutput`, navlint writes there instead of to a captured file (`stdout` is then empty).
    /// `program` runs another binary of the package (``slimBinary``).
    @discardableResult
    static func run(
        _ arguments: [String], in folder: URL = packageRoot, environment: [String: String] = [:],
        timeout: TimeInterval = 120,
        unprivileged: Bool = false, standardOutput: FileHandle? = nil, program: URL = binary
    ) throws -> Result {
        let process = Process()
        if unprivileged && isRoot {
            let setpriv = try unwrap(
                ["/usr/bin/setpriv", "/bin/setpriv"].first(where: FileManager.default.isExecutableFile(atPath:)).map(
                    URL.init(fileURLWithPath:)),
                orSkip: "running as root and setpriv(1) is missing, so a permission failure cannot be simulated")
            process.executableURL = setpriv
            process.arguments = ["--reuid=65534", "--regid=65534", "--clear-groups", program.path] + arguments
        } else {
            process.executableURL = program
            process.arguments = arguments
        }
        process.currentDirectoryURL = folder
        var env = ProcessInfo.processInfo.environment
        env["NO_COLOR"] = "1"
        // The thumbnail cache stays off (and out of the home folder) unless a test turns it on in a folder of
        // its own.
        env["NAVLINT_NO_CACHE"] = "1"
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("navlint-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outputURL = scratch.appendingPathComponent("stdout")
        let errorURL = scratch.appendingPathComponent("stderr")
        for url in [outputURL, errorURL] {
            guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
                throw RunnerError(message: "cannot create \(url.path) to capture navlint's output")
            }
        }
        let output = try FileHandle(forWritingTo: outputURL)
        let error = try FileHandle(forWritingTo: errorURL)
        defer {
            try? output.close()
            try? error.close()
        }
        process.standardOutput = standardOutput ?? output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { usleep(10_000) }
        if process.isRunning {
            process.terminate()
            XCTFail("navlint \(arguments.joined(separator: " ")) did not finish within \(timeout) s")
        }
        process.waitUntilExit()
        let stdoutData = try Data(contentsOf: outputURL)
        let stderrData = try Data(contentsOf: errorURL)
        return Result(
            status: process.terminationStatus, stdout: String(decoding: stdoutData, as: UTF8.self),
            stderr: String(decoding: stderrData, as: UTF8.self))
    }

    /// A fresh temporary folder, removed when the test ends (permissions a test took away are given back first).
    static func temporaryFolder(for test: XCTestCase) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navlint-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path)
        test.addTeardownBlock {
            if let walker = FileManager.default.enumerator(atPath: folder.path) {
                for case let path as String in walker {
                    try? FileManager.default.setAttributes(
                        [.posixPermissions: 0o755], ofItemAtPath: folder.appendingPathComponent(path).path)
                }
            }
            try? FileManager.default.removeItem(at: folder)
        }
        return folder
    }

    /// The permission bits of a file.
    static func permissions(of url: URL) throws -> Int {
        try XCTUnwrap(FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int)
    }
}

struct RunnerError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

/// Like `XCTUnwrap`, but skips the test instead of failing it.
func unwrap<T>(_ value: T?, orSkip reason: String) throws -> T {
    guard let value else { throw XCTSkip(reason) }
    return value
}
