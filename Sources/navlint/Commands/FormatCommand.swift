import ArgumentParser
import NavLintCore

/// `navlint fmt`: canonical formatting, and conversion between JSON and the DSL.
struct FormatCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fmt",
        abstract: "Format a spec canonically, or convert it between JSON and the DSL.",
        discussion: """
            Without --to the output keeps the input's form. Conversion loses nothing: converting to the
            other form and back gives the canonical text again. Formatting twice changes nothing.
            """)

    @Argument(help: "The spec to format (*.navgraph.json or *.nav).", completion: .file(extensions: ["json", "nav"]))
    var spec: String

    @Option(help: "The form to write: json or nav (default: the input's form).")
    var to: SpecFormat?

    @Option(name: .shortAndLong, help: ArgumentHelp("Write to this file (atomically) instead of standard output.", valueName: "file"))
    var output: String?

    @Flag(name: .customLong("in-place"), help: "Rewrite the spec file itself.")
    var inPlace = false

    @Flag(help: "Write nothing; exit 1 when the file is not formatted canonically (for CI).")
    var check = false

    @OptionGroup var input: InputOptions

    func validate() throws {
        if inPlace && output != nil { throw ValidationError("--in-place and --output exclude each other") }
        if inPlace, let to, to != SpecFormat(fileName: spec) {
            throw ValidationError("--in-place cannot change the form; use --to \(to.rawValue) -o FILE")
        }
    }

    func run() throws {
        let parsed = try SpecInput.load(spec, options: input)
        let format = to ?? SpecFormat(fileName: spec)
        let text = switch format {
        case .json: JSONSpecWriter.write(parsed)
        case .nav: NavDSLWriter.write(parsed)
        }
        if check {
            let current = try FileSystem.read(spec, maximumSize: input.maximumFileSize)
            if current != Array(text.utf8) {
                Terminal.error("\(spec) is not formatted canonically; run navlint fmt --in-place \(spec)")
                throw ExitCode(1)
            }
            return
        }
        if let target = inPlace ? spec : output {
            try FileSystem.writeAtomically(Array(text.utf8), to: target)
        } else {
            Terminal.write(text)
        }
    }
}

extension SpecFormat: ExpressibleByArgument {}
