import Foundation

/// The harness's program. Built for fuzzing (`-sanitize=fuzzer -D FUZZING`), it hands the command line to
/// libFuzzer's driver. In a normal build it replays inputs instead: every file named, and every file in every
/// folder named, goes through the same entry point libFuzzer calls; it prints how many it ran and names
/// any input that took longer than a second.
@main
enum Main {
    static func main() {
        #if FUZZING
        var argc = CommandLine.argc
        var argv = Optional(CommandLine.unsafeArgv)
        exit(runFuzzerDriver(&argc, &argv, fuzzOneInput))
        #else
        replay(CommandLine.arguments.dropFirst())
        #endif
    }

    private static func replay(_ arguments: ArraySlice<String>) {
        guard !arguments.isEmpty else {
            printError("usage: \(FuzzTarget.environmentVariable)=json|nav|routes NavLintFuzz FILE-OR-FOLDER...")
            exit(2)
        }
        var count = 0
        for path in arguments {
            for file in inputFiles(path) {
                guard let data = FileManager.default.contents(atPath: file) else {
                    printError("cannot read \(file)")
                    exit(1)
                }
                let bytes = [UInt8](data)
                let start = ContinuousClock.now
                _ = bytes.withUnsafeBufferPointer { fuzzOneInput($0.baseAddress, $0.count) }
                let elapsed = ContinuousClock.now - start
                if elapsed > .seconds(1) { print("slow: \(file) took \(elapsed)") }
                count += 1
            }
        }
        print("replayed \(count) inputs")
    }

    /// The file itself, or the non-hidden regular files of a folder, sorted.
    private static func inputFiles(_ path: String) -> [String] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
            return [path]
        }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted().map { path + "/" + $0 }.filter { file in
            var nested: ObjCBool = false
            return FileManager.default.fileExists(atPath: file, isDirectory: &nested) && !nested.boolValue
        }
    }
}

#if FUZZING
/// libFuzzer's driver: parses its flags from the command line and calls `callback` for every input.
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt
#endif
