/// How much of a spec `check --sources` compared with the code: the spec's screens and navigation edges, and
/// those of them whose code extract read in full (`drift-coverage`, the json report's `drift`).
public struct DriftCoverage: Sendable, Equatable {
    /// The spec's screens, and those whose View the code declares and whose navigation was compared.
    public let specScreens: Int
    public let comparedScreens: Int
    /// The spec's edges to screens (own and groups'), and those compared with the code: the code performs them,
    /// or their origin's code leaves no navigation of their kind unresolved.
    public let specEdges: Int
    public let comparedEdges: Int
    /// The spec's screens whose View the code declares and whose navigation extract could not follow in full,
    /// in spec order.
    public let unreadModels: [String]
    /// The navigation call sites extract could not follow.
    public let unresolvedSites: Int

    /// The figures of two specs' comparisons together (a `check --sources` of several specs); the unresolved call
    /// sites of one extraction are counted once.
    public func adding(_ other: DriftCoverage) -> DriftCoverage {
        DriftCoverage(
            specScreens: specScreens + other.specScreens, comparedScreens: comparedScreens + other.comparedScreens,
            specEdges: specEdges + other.specEdges, comparedEdges: comparedEdges + other.comparedEdges,
            unreadModels: unreadModels + other.unreadModels,
            unresolvedSites: max(unresolvedSites, other.unresolvedSites))
    }

    /// The lower of the compared shares of the spec's screens and of its edges, in percent (100 when the spec
    /// has neither).
    public var comparedPercentage: Double {
        func share(_ part: Int, of whole: Int) -> Double { whole == 0 ? 100 : Double(part) * 100 / Double(whole) }
        return min(share(comparedScreens, of: specScreens), share(comparedEdges, of: specEdges))
    }
}

extension DriftCoverage {
    /// The figures of one comparison.
    init(_ comparison: DriftComparison) {
        let screens = comparison.screens
        specScreens = screens.count
        comparedScreens = comparison.navigations.count { !$0.isGroup }
        specEdges =
            comparison.spec.models.reduce(0) { $0 + DriftNavigationReader.forwardEdgeCount($1.edges) }
            + comparison.spec.groups.reduce(0) { $0 + DriftNavigationReader.forwardEdgeCount($1.edges) }
        comparedEdges = (comparison.navigations + comparison.dialogs).reduce(0) { total, navigations in
            total + navigations.judged.count(where: navigations.compares)
        }
        let partial = comparison.code.unresolvedKinds
        unreadModels = screens.filter { $0.declaration != nil && partial[$0.codeID] != nil }.map(\.model.id.value)
        unresolvedSites = comparison.code.unresolvedSites
    }
}

extension DriftComparison {
    /// How much of the spec was compared with the code.
    public var coverage: DriftCoverage { DriftCoverage(self) }
}
