import Foundation
import NavLintCore
import NavLintGen
import NavLintRoutes
import XCTest

/// The specs the generator is tested on: every sample, and a fixture with every placeholder form.
enum GenFixtures {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Each spec with a name for its generated type (`CountriesTabsLink`) and its golden file: the samples,
    /// a fixture with every placeholder form, one with every form of the routes' second edition
    /// (text around placeholders, lists, fragments, ignored placeholders, wildcard and any hosts), and one
    /// with more routes, and more literal children of one node, than one generated `switch` holds, one whose
    /// names (keywords, Optional's members, the standard types the code names), ignored placeholders,
    /// bindings and numbers test what the generated code must survive, and one with no routes.
    static var specs: [(path: URL, name: String)] {
        let samples = packageRoot.appendingPathComponent("Samples")
        let files = (try? FileManager.default.contentsOfDirectory(atPath: samples.path)) ?? []
        let specs = files.filter { $0.hasSuffix(".navgraph.json") || $0.hasSuffix(".nav") }.sorted().map { file in
            let base = file.hasSuffix(".nav") ? String(file.dropLast(4)) + "DSL" : String(file.dropLast(14))
            return (samples.appendingPathComponent(file), base)
        }
        let fixtures = packageRoot.appendingPathComponent("Tests/NavLintGenTests/Fixtures")
        let forms = ["AllForms", "SecondEdition", "ManyRoutes", "Names", "NoRoutes"].map { name in
            (fixtures.appendingPathComponent("\(name).navgraph.json"), name)
        }
        return specs + forms
    }

    /// The spec read, its route table, and its bytes.
    static func load(_ path: URL) throws -> (spec: Spec, table: RouteTable, bytes: [UInt8]) {
        let bytes = Array(try Data(contentsOf: path))
        let spec = try SpecReader.read(bytes, format: SpecFormat(fileName: path.lastPathComponent, bytes: bytes))
        return (spec, LinkResolver(spec: spec).context.routes.table, bytes)
    }

    static func generate(_ path: URL, typeName: String = "DeepLink") throws -> String {
        let loaded = try load(path)
        let generator = SwiftGenerator(options: SwiftGenerator.Options(typeName: typeName))
        return generator.generate(
            spec: loaded.spec, table: loaded.table, specName: path.lastPathComponent, specBytes: loaded.bytes)
    }

    /// Runs a program and returns its exit status and standard output; standard input comes from `input`.
    static func run(
        _ program: URL, _ arguments: [String], input: Data? = nil
    ) throws -> (status: Int32, output: Data, error: String) {
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navlint-gen-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outputURL = folder.appendingPathComponent("out")
        let errorURL = folder.appendingPathComponent("err")
        let inputURL = folder.appendingPathComponent("in")
        try (input ?? Data()).write(to: inputURL)
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
        let output = try FileHandle(forWritingTo: outputURL)
        let error = try FileHandle(forWritingTo: errorURL)
        let inputHandle = try FileHandle(forReadingFrom: inputURL)
        defer {
            try? output.close()
            try? error.close()
            try? inputHandle.close()
        }
        process.standardOutput = output
        process.standardError = error
        process.standardInput = inputHandle
        try process.run()
        process.waitUntilExit()
        return (
            process.terminationStatus, try Data(contentsOf: outputURL),
            String(decoding: try Data(contentsOf: errorURL), as: UTF8.self)
        )
    }

    /// A program on PATH, or nil.
    static func onPath(_ name: String) -> URL? {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        return paths.map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// The built navlint binary beside the test bundle (or `NAVLINT_BINARY`).
    static var navlint: URL {
        if let path = ProcessInfo.processInfo.environment["NAVLINT_BINARY"] { return URL(fileURLWithPath: path) }
        var folder = Bundle(for: Marker.self).bundleURL
        if folder.pathExtension == "xctest" { folder = folder.deletingLastPathComponent() }
        return folder.appendingPathComponent("navlint")
    }

    private final class Marker {}
}
