import Foundation
import XCTest

/// An editor's side of `navlint lsp` for the end-to-end tests: starts the built binary with pipes, frames what it
/// sends, and collects what the server writes on a thread of its own.
final class LanguageServerClient: @unchecked Sendable {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let condition = NSCondition()
    /// Guarded by `condition`.
    private var received: [[String: Any]] = []
    private var closed = false
    private var nextID = 1

    init(in folder: URL, arguments: [String] = []) throws {
        process.executableURL = NavLintRunner.binary
        process.arguments = ["lsp"] + arguments
        process.currentDirectoryURL = folder
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let reader = Thread { [self] in readMessages() }
        reader.start()
    }

    /// Sends raw bytes, framed or not.
    func sendRaw(_ bytes: [UInt8]) {
        input.fileHandleForWriting.write(Data(bytes))
    }

    func send(_ message: [String: Any]) throws {
        var message = message
        message["jsonrpc"] = "2.0"
        let body = try JSONSerialization.data(withJSONObject: message)
        sendRaw(Array("Content-Length: \(body.count)\r\n\r\n".utf8) + Array(body))
    }

    func notify(_ method: String, _ params: [String: Any]) throws {
        try send(["method": method, "params": params])
    }

    /// Sends a request and waits for its response.
    func request(_ method: String, _ params: Any = NSNull(), timeout: TimeInterval = 60) throws -> [String: Any] {
        let id = nextID
        nextID += 1
        try send(["id": id, "method": method, "params": params])
        return try waitFor(timeout: timeout, "the response to \(method)") { ($0["id"] as? Int) == id }
    }

    /// The first message received that `matches` and was not taken yet; fails after `timeout` seconds.
    func waitFor(
        timeout: TimeInterval = 60, _ what: String, matching matches: ([String: Any]) -> Bool
    ) throws -> [String: Any] {
        let deadline = Date(timeIntervalSinceNow: timeout)
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let index = received.firstIndex(where: matches) { return received.remove(at: index) }
            if closed { throw RunnerError(message: "navlint lsp ended before \(what)") }
            if !condition.wait(until: deadline) { throw RunnerError(message: "no \(what) within \(timeout) s") }
        }
    }

    /// The next diagnostics published for `uri` at `version`.
    func diagnostics(_ uri: String, version: Int) throws -> [[String: Any]] {
        let published = try waitFor("diagnostics of \(uri) version \(version)") { message in
            guard message["method"] as? String == "textDocument/publishDiagnostics",
                let params = message["params"] as? [String: Any]
            else { return false }
            return params["uri"] as? String == uri && params["version"] as? Int == version
        }
        return (published["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]] ?? []
    }

    /// Closes the server's input and waits for it to end; its exit status.
    func finish(closingInput: Bool = true, timeout: TimeInterval = 30) throws -> Int32 {
        if closingInput { try? input.fileHandleForWriting.close() }
        let deadline = Date(timeIntervalSinceNow: timeout)
        while process.isRunning {
            if Date() > deadline {
                process.terminate()
                throw RunnerError(message: "navlint lsp did not end within \(timeout) s")
            }
            Thread.sleep(forTimeInterval: 0.02)
        }
        return process.terminationStatus
    }

    private func readMessages() {
        let handle = output.fileHandleForReading
        var buffer = Data()
        while true {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            buffer.append(chunk)
            while let message = Self.takeMessage(from: &buffer) {
                condition.lock()
                received.append(message)
                condition.broadcast()
                condition.unlock()
            }
        }
        condition.lock()
        closed = true
        condition.broadcast()
        condition.unlock()
    }

    /// The first framed message in `buffer`, removed from it; nil until one is whole.
    private static func takeMessage(from buffer: inout Data) -> [String: Any]? {
        guard let end = buffer.range(of: Data("\r\n\r\n".utf8)) else { return nil }
        let header = String(decoding: buffer[buffer.startIndex..<end.lowerBound], as: UTF8.self)
        guard let lengthText = header.split(separator: ":").last,
            let length = Int(lengthText.trimmingCharacters(in: .whitespaces))
        else { return nil }
        guard buffer.count - (end.upperBound - buffer.startIndex) >= length else { return nil }
        let body = buffer[end.upperBound..<(end.upperBound + length)]
        buffer = Data(buffer[(end.upperBound + length)...])
        return (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] ?? [
            "unparsed": String(decoding: body, as: UTF8.self)
        ]
    }
}
