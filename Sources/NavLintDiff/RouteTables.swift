import NavLintGraph
import NavLintModel
import NavLintRoutes

/// The route tables of two versions of a spec, which `navlint diff` compares: they read the specs alone, so
/// they can be built while the versions' graphs are. The new version parses and compiles only the patterns
/// the old one does not have at the same position, so that a change of a few routes costs little more than
/// reading one version's routes.
public struct RouteTables: Sendable {
    /// The old version's table, and the index in `spec.routes` of each of its entries.
    let old: (table: RouteTable, tableRoutes: [Int])
    /// The new version's table, and the index in `spec.routes` of each of its entries.
    let new: (table: RouteTable, tableRoutes: [Int])

    public init(old: Spec, new: Spec) {
        let oldPatterns = RouteFacts.TableFacts.parsePatterns(of: old)
        let newPatterns = RouteFacts.TableFacts.parsePatterns(of: new, reusing: old, oldPatterns)
        let before = RouteFacts.TableFacts.table(of: old, patterns: oldPatterns)
        self.old = before
        self.new = RouteFacts.TableFacts.table(of: new, patterns: newPatterns, reusing: before.table)
    }
}
