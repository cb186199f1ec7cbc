import ArgumentParser
import NavLintCommandLine
import NavLintCore
import NavLintExtract

/// `navlint extract`: the navigation graph recovered from SwiftUI source, as a spec to review and commit.
struct ExtractCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "extract",
        abstract: "Recover the navgraph spec of a SwiftUI app from its Swift source.",
        discussion: """
            Parses every .swift file under the paths (skipping .build, DerivedData, Pods, Carthage, test \
            targets and previews) and writes the navigation it finds as a navgraph spec: JSON on standard \
            output, or the -o file in the form its name asks for (*.navgraph.json or *.nav). Every navigation \
            it saw but could not resolve is listed on standard error as `file:line:col: unresolved: reason`, \
            with `.onOpenURL` entry points and notes, then the summary line \
            `extracted N screens, M edges from F files; C call sites: E as edges, U unresolved` (every \
            navigation call site is an edge or an unresolved line; a site that repeats a navigation of the same \
            screen is listed as `merged` with the edge that stands for it; --report json gives the same as data).

            Exit codes: 0 the spec was written, 2 could not run (a path or file that cannot be read, output \
            that could not be written).
            """)

    enum ReportForm: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Argument(help: "Swift files or folders to extract from.", completion: .file(extensions: ["swift"]))
    var paths: [String]

    @Option(
        name: .shortAndLong,
        help: ArgumentHelp("Write the spec to this file (atomically): *.navgraph.json or *.nav.", valueName: "file"))
    var output: String?

    @Option(
        name: .customLong("exclude"),
        help: ArgumentHelp("Skip files whose path or name matches this glob (repeatable).", valueName: "glob"))
    var excludes: [String] = []

    @Option(help: "How to report what could not be resolved: text or json (on standard error).")
    var report: ReportForm = .text

    @Option(
        name: .customLong("max-file-size"),
        help: ArgumentHelp(
            "The largest Swift file to read, in MiB; a larger one is listed as unresolved and skipped.",
            valueName: "MiB"))
    var maximumFileSizeMiB: Int = FileSystem.defaultMaximumSwiftFileSize >> 20

    func validate() throws { try InputOptions.validate(maximumFileSizeMiB) }

    func run() throws {
        let files = try SwiftSourceFiles.find(paths, excluding: excludes)
        // `source` paths lead from the written spec's folder (the current one when printing) to the code.
        let extraction = try SwiftSourceFiles.extract(
            files, maximumSize: InputOptions.bytes(ofMiB: maximumFileSizeMiB),
            specFolder: output.map(FileSystem.folder(of:)) ?? ".")
        let form = output.flatMap(OutputForm.implied(by:)) ?? .json
        let spec = form == .nav ? NavDSLWriter.write(extraction.spec) : JSONSpecWriter.write(extraction.spec)
        if let output {
            try FileSystem.writeAtomically(Array(spec.utf8), to: output)
        } else {
            Terminal.write(spec)
        }
        let reportText =
            switch report {
            case .text: extraction.reportText
            case .json: extraction.reportJSON.prettyPrinted() + "\n"
            }
        _ = FileSystem.writeAll(Array(reportText.utf8), to: 2)
    }
}
