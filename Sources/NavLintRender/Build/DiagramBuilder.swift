import NavLintCore

/// Turns a resolved spec into a ``Diagram`` in navlint's visual language.
///
/// Containers become clusters (one sub-cluster per tab, case or split column, in spec order); screens pushed
/// from a stack are drawn inside it, unless models in other containers push them too: those are drawn once
/// outside them all. Presented models start at the top level, as they start a new context.
/// Windows and routes are the entry points on the first rank. A container slot whose model is drawn
/// elsewhere holds a small reference box with a dotted line to it. References that dangle are drawn as
/// marked "missing" boxes; repeated ids keep their first model.
public struct DiagramBuilder: Sendable {
    public var options: DiagramOptions

    public init(options: DiagramOptions = DiagramOptions()) {
        self.options = options
    }

    /// Builds the diagram of a resolved graph, or fails when the focus is unknown or the drawing would be
    /// too large.
    public func build(_ graph: NavGraph) throws(DiagramError) -> Diagram {
        var state = BuildState(graph: graph, options: options)
        return try state.run()
    }

    /// Resolves the spec and builds its diagram (see ``build(_:)-(NavGraph)``).
    public func build(_ spec: Spec) throws(DiagramError) -> Diagram {
        try build(NavGraph(spec: spec))
    }
}
