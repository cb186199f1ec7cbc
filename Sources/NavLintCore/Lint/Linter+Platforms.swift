extension Linter {
    /// The diagnostics of ``platform``'s graph, or of every platform's, merged: a finding that holds on
    /// some platforms only ends with the list of them, "(on iPadOS, macOS)".
    func platformDiagnostics(for spec: Spec, file: String) -> [Diagnostic] {
        let platforms = platform.map { [$0] } ?? spec.namedPlatforms
        let perPlatform = platforms.map { platform in
            let context = LintContext(spec: spec.filtered(for: platform), includeRouteOverlaps: includesRouteOverlaps)
            return (platform, diagnostics(for: context, file: file))
        }
        guard platform == nil else { return perPlatform.first?.1 ?? [] }
        var order: [Diagnostic] = []
        var holdsOn: [Diagnostic: [Platform]] = [:]
        for (platform, diagnostics) in perPlatform {
            for diagnostic in diagnostics {
                if holdsOn[diagnostic] == nil { order.append(diagnostic) }
                holdsOn[diagnostic, default: []].append(platform)
            }
        }
        return order.map { diagnostic in
            let platforms = holdsOn[diagnostic] ?? []
            guard holdsOn[diagnostic, default: []].count < perPlatform.count else { return diagnostic }
            var limited = diagnostic
            limited.message += " (on " + platforms.map(\.rawValue).joined(separator: ", ") + ")"
            return limited
        }.sorted()
    }
}
