import NavLintModel

/// The findings of a spec checked on each platform's graph, merged into one list.
enum PlatformLinting {
    /// `perPlatform`'s diagnostics, each once: one that holds on some of the platforms only names them
    /// (``Diagnostic/platforms``), in the order they are given.
    static func merged(_ perPlatform: [(platform: Platform, diagnostics: [Diagnostic])]) -> [Diagnostic] {
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
            guard platforms.count < perPlatform.count else { return diagnostic }
            var limited = diagnostic
            limited.platforms = platforms
            return limited
        }
    }
}
