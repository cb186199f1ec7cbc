/// How `navlint fmt` chooses the form it writes, and what it says about files whose name hides their form.
public enum OutputForm {
    /// Why a form cannot be written: the message says what to do instead.
    public struct Conflict: Error, Sendable, CustomStringConvertible {
        /// What is wrong and what to do instead.
        public var message: String

        public var description: String { message }
    }

    /// The form a file name asks for: `*.nav` the DSL, `*.json` JSON, any other name none.
    public static func implied(by fileName: String) -> SpecFormat? { SpecFormat(statedBy: fileName) }

    /// The form to write: the `requested` one (`--to`) when given, else the one the output file's name
    /// implies, else the input's form. Throws when `requested` contradicts the output file's name (`--to nav`
    /// into `x.navgraph.json`), since the file would then hold one form under the other's name.
    public static func choose(
        requested: SpecFormat?, outputFile: String?, input: SpecFormat
    ) throws(Conflict) -> SpecFormat {
        let named = outputFile.flatMap(implied(by:))
        switch (requested, named) {
        case (let requested?, let named?) where requested != named:
            let file = outputFile ?? ""
            throw Conflict(
                message:
                    "--to \(requested.rawValue) contradicts the output file \(file), whose name asks for "
                    + "\(named.rawValue); "
                    + "leave out --to, or name the file \(renamed(file, to: requested))")
        case (let requested?, _):
            return requested
        case (nil, let named?):
            return named
        case (nil, nil):
            return input
        }
    }

    /// `path` with the ending of `form`: `x.navgraph.json` and `x.txt` become `x.nav`; `x.nav` becomes
    /// `x.navgraph.json`.
    public static func renamed(_ path: String, to form: SpecFormat) -> String {
        let slash = path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex
        var stem = path
        if path.hasSuffix(".navgraph.json") {
            stem = String(path.dropLast(".navgraph.json".count))
        } else if let dot = path[slash...].lastIndex(of: "."), dot > slash {
            stem = String(path[..<dot])
        }
        return stem + (form == .nav ? ".nav" : ".navgraph.json")
    }

    /// A message for a file that is read as JSON because its name ends in `.json` but holds DSL text (it starts
    /// with `navgraph`, see ``NavDSLReader/looksLikeDSL(_:)``); `nil` when that is not the case.
    public static func misnamedDSLMessage(path: String, bytes: [UInt8]) -> String? {
        guard SpecFormat(statedBy: path) == .json, NavDSLReader.looksLikeDSL(bytes) else { return nil }
        return "\(path) starts with 'navgraph', so it looks like the navgraph DSL, but files named *.json are read "
            + "as JSON; rename it to \(renamed(path, to: .nav))"
    }

    /// A DSL file read as JSON because of its name fails with a JSON syntax error that hides the real problem: such
    /// errors become one that says to rename the file (``misnamedDSLMessage(path:bytes:)``).
    public static func withMisnamingHint(_ errors: [InputError], path: String, bytes: [UInt8]) -> [InputError] {
        guard errors.contains(where: { $0.kind == .syntax }), let message = misnamedDSLMessage(path: path, bytes: bytes)
        else { return errors }
        return [InputError(.syntax, message, at: SourceLocation(line: 1, column: 1))]
    }

    /// The note for a conversion to JSON that leaves out the comments of a `.nav` file; `nil` when there were none.
    public static func droppedCommentsNote(_ count: Int, path: String) -> String? {
        guard count > 0 else { return nil }
        return "\(path): \(count) comment\(count == 1 ? " was" : "s were") dropped; the JSON form has no comments"
    }
}
