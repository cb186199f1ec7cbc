import NavLintGraph
import NavLintModel
import NavLintRules

/// A spec as `navlint fmt` reads and writes it: read with the DSL's comments, held to the limits and checked for
/// its inline settings, then written canonically in either form. The command and the language server's formatting
/// share it.
public enum CanonicalSpec {
    /// Reads the spec in `bytes`, written in `form`, with the comments of DSL text; throws every error that stops
    /// it from being formatted.
    public static func read(_ bytes: [UInt8], form: SpecFormat) throws(SpecErrors) -> (Spec, NavDSLComments) {
        var errors: [InputError]
        let parsed: Spec
        var comments = NavDSLComments()
        switch form {
        case .nav:
            (parsed, comments) = try NavDSLReader.readWithComments(bytes)
            errors = SpecLimits.default.violations(in: parsed)
        case .json:
            parsed = try SpecReader.read(bytes, format: .json)
            errors = []
        }
        errors += AnalysisSettings.defaults.validateInlineSettings(parsed)
        if !errors.isEmpty { throw SpecErrors(errors) }
        return (parsed, comments)
    }

    /// The canonical text of `spec` in `form`; comments are kept in DSL text (JSON has none).
    public static func write(_ spec: Spec, comments: NavDSLComments, form: SpecFormat) -> String {
        switch form {
        case .json: JSONSpecWriter.write(spec)
        case .nav: NavDSLWriter.write(spec, comments: comments)
        }
    }
}
