#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The fuzz target named by the environment, read once; nil when the variable is unset or names no target.
let selectedTarget: FuzzTarget? = getenv(FuzzTarget.environmentVariable).flatMap {
    FuzzTarget(rawValue: String(cString: $0))
}

/// libFuzzer's entry point, and the replay tool's too: one input, run through the selected target.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let target = selectedTarget else {
        let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
        printError("set \(FuzzTarget.environmentVariable) to one of: \(names)")
        exit(2)
    }
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    FuzzHarness.run(bytes, target: target)
    return 0
}

/// Writes a line to standard error.
func printError(_ line: String) {
    let bytes = Array((line + "\n").utf8)
    _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
}
