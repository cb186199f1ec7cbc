import ArgumentParser
import NavLintCore

/// `navlint fmt`: canonical formatting, and conversion between JSON and the DSL.
struct FormatCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fmt",
        abstract: "Format a spec canonically, or convert it between JSON and the DSL.",
        discussion: """
            The output form is --to when given, else the one the name of the -o file asks for (*.nav or \
            *.json), else the input's form. Conversion keeps the spec: converting to the other form and back \
            gives the canonical text again. Comments of a .nav file are kept when it is written as DSL; JSON \
            has no comments, so converting to JSON drops them (with a warning). Formatting twice changes nothing.
            """)

    @Argument(help: "The spec to format (*.navgraph.json or *.nav).", completion: .file(extensions: ["json", "nav"]))
    var spec: String

    @Option(
        help: "The form to write: json or nav (default: the form the -o file's name asks for, else the input's form).")
    var to: SpecFormat?

    @Option(
        name: .shortAndLong,
        help: ArgumentHelp("Write to this file (atomically) instead of standard output.", valueName: "file"))
    var output: String?

    @Flag(name: .customLong("in-place"), help: "Rewrite the spec file itself.")
    var inPlace = false

    @Flag(help: "Write nothing; exit 1 when the file is not formatted canonically (for CI).")
    var check = false

    @OptionGroup var input: InputOptions

    func validate() throws {
        if inPlace && output != nil { throw ValidationError("--in-place and --output exclude each other") }
        if inPlace, let to, let stated = SpecFormat(statedBy: spec), to != stated {
            throw ValidationError(Self.inPlaceConflict(to))
        }
        do {
            // Only a conflict between --to and the output's name matters here: the input's form is not read yet.
            _ = try OutputForm.choose(requested: to, outputFile: output, input: .json)
        } catch {
            throw ValidationError(error.message)
        }
    }

    private static func inPlaceConflict(_ form: SpecFormat) -> String {
        "--in-place cannot change the form; use --to \(form.rawValue) -o FILE"
    }

    func run() throws {
        let bytes = try FileSystem.read(spec, maximumSize: input.maximumFileSize)
        let inputForm = SpecFormat(fileName: spec, bytes: bytes)
        if inPlace, let to, to != inputForm { throw CommandFailure(Self.inPlaceConflict(to)) }
        let (parsed, comments) = try load(bytes, form: inputForm)
        let form = try OutputForm.choose(requested: to, outputFile: inPlace ? nil : output, input: inputForm)
        let text = CanonicalSpec.write(parsed, comments: comments, form: form)
        if check {
            if bytes != Array(text.utf8) {
                Terminal.error("\(spec) is not formatted canonically; run navlint fmt --in-place \(spec)")
                throw ExitCode(1)
            }
            return
        }
        if form == .json, let note = OutputForm.droppedCommentsNote(comments.count, path: spec) {
            Terminal.warning(note)
        }
        if let target = inPlace ? spec : output {
            try FileSystem.writeAtomically(Array(text.utf8), to: target)
        } else {
            Terminal.write(text)
        }
    }

    /// Reads the spec in its form, with the comments of DSL text, as ``SpecInput`` reads specs for the other commands:
    /// errors are printed as `file:line:col: error: message [rule]` and end the run with exit code 2.
    private func load(_ bytes: [UInt8], form: SpecFormat) throws -> (Spec, NavDSLComments) {
        do {
            return try CanonicalSpec.read(bytes, form: form)
        } catch {
            throw SpecInput.report(error.errors, in: spec, bytes: bytes)
        }
    }
}

extension SpecFormat: ExpressibleByArgument {}
