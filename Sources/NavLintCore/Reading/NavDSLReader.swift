/// Reads the navgraph DSL (`*.nav`), the form of a spec that people write and review, into a ``Spec``.
///
/// The grammar is described in `docs/DSL.md`. Reading is strict: malformed text is a `syntax` error, text that
/// parses but breaks a rule of the format (an unknown edge kind, `stacked` on a push, a repeated field, both
/// `root` and `window`) is a `schema` error. Every error names a 1-based line and column, the column counted in
/// Unicode scalars. After an error the reader skips to the next line and goes on, so that one run reports
/// most problems; invalid UTF-8, a NUL byte or an unsupported version stop it at once.
///
/// Locations mirror the JSON reader: a model's `id` is its name token and its location the kind keyword; an
/// edge's location is its keyword; a route's `pattern` is the string token (its opening quote).
public enum NavDSLReader {
    /// Parses DSL text given as bytes (UTF-8); throws every error found, in source order.
    public static func read(_ bytes: [UInt8]) throws(SpecErrors) -> Spec {
        if let error = NavDSLLexer.validate(bytes) {
            throw SpecErrors([error])
        }
        var parser = NavDSLParser(bytes)
        let spec = parser.parseSpec()
        if let spec, parser.errors.isEmpty { return spec }
        throw SpecErrors(parser.sortedErrors)
    }

    /// Parses DSL text.
    public static func read(_ text: String) throws(SpecErrors) -> Spec {
        try read(Array(text.utf8))
    }
}
