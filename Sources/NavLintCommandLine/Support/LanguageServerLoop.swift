import Foundation
import NavLintCore
import NavLintLanguageServer

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a ``LanguageServer`` on standard input and output: a thread reads and frames the input, a worker thread
/// runs one analysis at a time, and this thread hands both to the server and writes its answers.
final class LanguageServerLoop: @unchecked Sendable {
    private enum Event {
        case frame(MessageFramer.Frame)
        case outcome(AnalysisOutcome)
        case endOfInput
    }

    private let server: LanguageServer
    private let condition = NSCondition()
    /// Guarded by `condition`.
    private var inbox: [Event] = []
    /// The most frames read ahead of the server; the reader waits beyond it, so memory stays bounded.
    private static let readAhead = 256

    init(server: LanguageServer) {
        self.server = server
    }

    /// Serves until the client's `exit` or the end of standard input; returns the exit code.
    func run() -> Int32 {
        signal(SIGPIPE, SIG_IGN)
        let reader = Thread { [self] in readInput() }
        reader.stackSize = 1 << 20
        reader.start()
        while true {
            if let job = server.dueAnalysis() { analyse(job) }
            guard let event = next(until: server.nextDeadline) else { continue }
            let messages: [JSONOutput]
            switch event {
            case .frame(.message(let body)): messages = server.receive(body)
            case .frame(.malformed(let reason)): messages = server.malformedFrame(reason)
            case .outcome(let outcome): messages = server.finish(outcome)
            case .endOfInput: return server.exitCode ?? 1
            }
            for message in messages where !write(LanguageServer.encode(message)) { return 1 }
            if let code = server.exitCode { return code }
        }
    }

    private func analyse(_ job: AnalysisJob) {
        let worker = Thread { [self] in post(.outcome(job.run())) }
        // The readers and the analysis recurse as deeply as `check` does on the main thread.
        worker.stackSize = 16 << 20
        worker.start()
    }

    private func post(_ event: Event) {
        condition.lock()
        inbox.append(event)
        condition.broadcast()
        condition.unlock()
    }

    /// The next event, or nil when `deadline` passes first.
    private func next(until deadline: ContinuousClock.Instant?) -> Event? {
        condition.lock()
        defer { condition.unlock() }
        while inbox.isEmpty {
            guard let deadline else {
                condition.wait()
                continue
            }
            let left = ContinuousClock.now.duration(to: deadline)
            guard left > .zero else { return nil }
            let seconds = Double(left.components.seconds) + Double(left.components.attoseconds) / 1e18
            if !condition.wait(until: Date(timeIntervalSinceNow: seconds)) && inbox.isEmpty { return nil }
        }
        let event = inbox.removeFirst()
        condition.broadcast()
        return event
    }

    private func readInput() {
        var framer = MessageFramer()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else {
                post(.endOfInput)
                return
            }
            framer.append(buffer[0..<count])
            while let frame = framer.next() {
                condition.lock()
                while inbox.count >= Self.readAhead { condition.wait() }
                inbox.append(.frame(frame))
                condition.broadcast()
                condition.unlock()
            }
        }
    }

    /// Writes all of `bytes` to standard output; false when it cannot (the client is gone).
    private func write(_ bytes: [UInt8]) -> Bool {
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { raw in
                #if canImport(Glibc)
                Glibc.write(1, raw.baseAddress! + written, raw.count - written)
                #else
                Darwin.write(1, raw.baseAddress! + written, raw.count - written)
                #endif
            }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return false }
            written += count
        }
        return true
    }
}
