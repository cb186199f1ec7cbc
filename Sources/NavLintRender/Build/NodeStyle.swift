import NavLintCore

/// How a node looks: its shape and colours in the visual language, and the mark of its findings.
struct NodeStyle {
    let marks: FindingMarks

    func node(
        id: String, label: String, look: VisualLanguage.NodeLook, mark key: FindingMarks.Key?, tooltip: String? = nil
    ) -> DiagramNode {
        var node = DiagramNode(
            id: id, label: label, shape: look.shape, classes: ["navlint-node", look.className], line: look.line,
            color: look.color, fill: look.fill, tooltip: tooltip)
        if let key, let mark = marks[key] {
            node.label += (label.isEmpty ? "" : "\n") + mark.badge
            node.color = VisualLanguage.markColor(mark.severity)
            node.penWidth = VisualLanguage.markPenWidth
            node.classes += ["navlint-marked", "navlint-\(mark.severity.rawValue)"]
            node.tooltip = mark.tooltip
        }
        return node
    }

    /// A screen or dialog box, or a container's small anchor inside its cluster `cluster`.
    func modelNode(_ model: Model, id nodeID: String, cluster: String?) -> DiagramNode {
        let id = model.id.value
        switch model.kind {
        case .screen, .dialog:
            var label = id
            if !model.params.isEmpty {
                let params = model.params.map { "\($0.name.value): \($0.type.value)\($0.optional ? "?" : "")" }
                label += "(" + params.joined(separator: ", ") + ")"
            }
            label += model.titleSuffix
            let look = model.kind == .screen ? VisualLanguage.screen : VisualLanguage.dialog
            return node(id: nodeID, label: label, look: look, mark: .model(id), tooltip: model.doc?.value)
        case .stack, .tabs, .switch, .split:
            var anchor = node(id: nodeID, label: "", look: VisualLanguage.anchor, mark: nil)
            anchor.classes.append(VisualLanguage.container(model.kind).className)
            anchor.anchorOf = cluster
            anchor.tooltip = model.doc?.value
            anchor.attributes = ["width": "0.05", "height": "0.05"]
            return anchor
        }
    }

    /// The marked box of a reference that names no model.
    func missingNode(_ reference: String, id nodeID: String) -> DiagramNode {
        node(id: nodeID, label: "\(reference)\n(missing)", look: VisualLanguage.missing, mark: nil)
    }

    func referenceNode(_ reference: Placement.Reference) -> DiagramNode {
        let arrow = "\u{21AA} \(reference.child)"
        var node = node(
            id: reference.nodeID, label: reference.role.map { "\($0) \(arrow)" } ?? arrow,
            look: VisualLanguage.reference,
            mark: nil, tooltip: "\(reference.child) is drawn elsewhere; the dotted line leads to it")
        node.attributes = ["fontsize": "9", "margin": "0.08,0.03"]
        return node
    }
}
