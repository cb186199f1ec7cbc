import NavLintRoutes

/// The two forms a spec can be written in.
public enum SpecFormat: String, Sendable, CaseIterable {
    /// `*.navgraph.json` (and any other `*.json`).
    case json
    /// `*.nav`, the DSL.
    case nav

    /// The form a file's name implies: `.nav` is the DSL, everything else JSON.
    public init(fileName: String) {
        self = fileName.hasSuffix(".nav") ? .nav : .json
    }

    /// Whether a folder search should pick up this file name.
    public static func isSpecFileName(_ name: String) -> Bool {
        name.hasSuffix(".navgraph.json") || name.hasSuffix(".nav")
    }
}

/// Reads a spec in either form.
public enum SpecReader {
    /// Parses `bytes` as the given form and checks it against `limits` and its constant binds against the
    /// params they feed; throws every `syntax` or `schema` error found.
    public static func read(
        _ bytes: [UInt8], format: SpecFormat, limits: SpecLimits = .default
    ) throws(SpecErrors) -> Spec {
        var spec =
            switch format {
            case .json: try JSONSpecReader.read(bytes)
            case .nav: try NavDSLReader.read(bytes)
            }
        // Two reads of the whole spec, side by side: what it uses of the optional keys, and its limits.
        let (usage, violations) = Parallel.both(
            { [spec] in SpecUsage(of: spec) },
            { [spec] in GroupIncludes.cycleErrors(in: spec) + limits.violations(in: spec) })
        spec.recordedUsage = usage
        if !violations.isEmpty { throw SpecErrors(violations) }
        let bindErrors = ConstantBindCheck.errors(in: spec)
        if !bindErrors.isEmpty { throw SpecErrors(bindErrors) }
        return spec
    }
}
