import NavLintModel
import NavLintSupport

/// Reads a spec in either form, with the checks of its constant binds, which need its references resolved.
public enum SpecReader {
    /// Parses `bytes` as the given form and checks it against `limits` and its constant binds against the
    /// params they feed; throws every `syntax` or `schema` error found.
    public static func read(
        _ bytes: [UInt8], format: SpecFormat, limits: SpecLimits = .default
    ) throws(SpecErrors) -> Spec {
        try readWithUsage(bytes, format: format, limits: limits).spec
    }

    /// ``read(_:format:limits:)``, with what the spec uses of the optional keys, which reading finds anyway: the
    /// graph of the same spec takes it instead of reading the spec for it again.
    public static func readWithUsage(
        _ bytes: [UInt8], format: SpecFormat, limits: SpecLimits = .default
    ) throws(SpecErrors) -> (spec: Spec, usage: SpecUsage) {
        let spec =
            switch format {
            case .json: try JSONSpecReader.read(bytes)
            case .nav: try NavDSLReader.read(bytes)
            }
        // Two reads of the whole spec, side by side: what it uses of the optional keys, and its limits.
        let (usage, violations) = Parallel.both(
            { [spec] in SpecUsage(of: spec) },
            { [spec] in GroupIncludes.cycleErrors(in: spec) + limits.violations(in: spec) })
        if !violations.isEmpty { throw SpecErrors(violations) }
        let bindErrors = ConstantBindCheck.errors(in: spec, usage: usage)
        if !bindErrors.isEmpty { throw SpecErrors(bindErrors) }
        return (spec, usage)
    }
}
