import NavLintCommandLine
import NavLintCore
import NavLintExtract

/// The Swift code `check --sources` (or `sources:` in a configuration) compares specs with: each distinct
/// set of paths is read and extracted once per run.
struct CodeSources: SourcesComparer {
    let maximumFileSize: Int
    private var extracted: [[String]: Extraction] = [:]

    init(maximumFileSize: Int) {
        self.maximumFileSize = maximumFileSize
    }

    /// Compares a spec with the code extracted from `paths`, both on the platform the analysis names.
    mutating func comparison(withCodeAt paths: [String]) throws(CommandFailure) -> DriftComparer? {
        let code = try extraction(of: paths)
        return { DriftComparison(spec: $0.spec, graph: $0.graph, code: code, on: $0.settings.platform) }
    }

    /// The extraction of the Swift files under `paths`, read once per run.
    private mutating func extraction(of paths: [String]) throws(CommandFailure) -> Extraction {
        if let known = extracted[paths] { return known }
        let files = try SwiftSourceFiles.find(paths, excluding: [])
        if files.isEmpty {
            throw CommandFailure("no .swift files under \(paths.joined(separator: ", ")) to compare the specs with")
        }
        let extraction = try SwiftSourceFiles.extract(files, maximumSize: maximumFileSize)
        // The files drift could not compare are named, as extract names them, so that a gap is never silent.
        let skipped = extraction.notes.filter(\.skipsFile).map { $0.description + "\n" }.joined()
        _ = FileSystem.writeAll(Array(skipped.utf8), to: 2)
        extracted[paths] = extraction
        return extraction
    }
}
