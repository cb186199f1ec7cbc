import NavLintExtract

/// The Swift code `check --sources` (or `sources:` in a configuration) compares specs with: each distinct
/// set of paths is read and extracted once per run.
struct CodeSources {
    let maximumFileSize: Int
    private var extracted: [[String]: Extraction] = [:]

    init(maximumFileSize: Int) {
        self.maximumFileSize = maximumFileSize
    }

    /// The extraction for a spec: `--sources` when given, else its configuration's `sources:` (relative to the
    /// configuration's folder), else nil (no drift check).
    mutating func extraction(
        explicit: [String], configured: [String]?, configurationFile: String?
    ) throws(CommandFailure) -> Extraction? {
        var paths = explicit
        if paths.isEmpty, let configured {
            let folder = configurationFile.map(SpecFiles.folder(of:)) ?? "."
            paths = configured.map { $0.hasPrefix("/") || folder == "." ? $0 : folder + "/" + $0 }
        }
        guard !paths.isEmpty else { return nil }
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
