#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard output and error, buffered, and whether they are terminals that want colour.
package enum Terminal {
    nonisolated(unsafe) private static var buffered: [UInt8] = []

    /// Prints `text` and a newline to standard output.
    package static func out(_ text: String) {
        write(text)
        if !text.hasSuffix("\n") { write("\n") }
    }

    /// Writes `text` to standard output as it is.
    package static func write(_ text: String) {
        buffered.append(contentsOf: text.utf8)
        if buffered.count > 1 << 16 { flush() }
    }

    /// Why standard output could not be written (a full disk, a closed descriptor), once a write failed.
    /// Output after a failure is dropped; `NavLint.main` reports the failure and exits 2.
    nonisolated(unsafe) private(set) static var outputFailure: String?

    /// Writes the buffered output to standard output.
    package static func flush() {
        defer { buffered.removeAll(keepingCapacity: true) }
        guard outputFailure == nil, !buffered.isEmpty else { return }
        outputFailure = FileSystem.writeAll(buffered, to: 1)
    }

    /// Prints `navlint: error: message` to standard error.
    package static func error(_ message: String) {
        let text = message.hasPrefix("Error:") || message.hasPrefix("error:") ? message : "error: " + message
        standardError("navlint: " + text)
    }

    /// Prints `navlint: warning: message` to standard error.
    package static func warning(_ message: String) {
        standardError("navlint: warning: " + message)
    }

    /// Prints `navlint: message` to standard error: a report beside the output, neither error nor warning.
    package static func note(_ message: String) {
        standardError("navlint: " + message)
    }

    private static func standardError(_ text: String) {
        flush()
        let line = Array((text + (text.hasSuffix("\n") ? "" : "\n")).utf8)
        line.withUnsafeBytes { _ = systemWrite(2, $0.baseAddress!, $0.count) }
    }

    /// Whether output to standard output should be coloured: a terminal, and neither `NO_COLOR` nor `--no-color`.
    package static func wantsColor(noColorFlag: Bool) -> Bool {
        if noColorFlag { return false }
        if let value = getenv("NO_COLOR"), value.pointee != 0 { return false }
        if let term = getenv("TERM"), String(cString: term) == "dumb" { return false }
        return isatty(1) == 1
    }

    private static func systemWrite(_ descriptor: Int32, _ pointer: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        return Glibc.write(descriptor, pointer, count)
        #else
        return Darwin.write(descriptor, pointer, count)
        #endif
    }
}
