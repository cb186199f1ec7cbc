import NavLintModel

/// Resolves `Owner.member` references (a tab of a tabs model, `TabsId.tabId`, or a case of a switch,
/// `SwitchId.caseId`) against the models by id: a repeated name is its first tab or case, as everywhere in
/// the graph.
package struct MemberReferences {
    let models: [Model]
    let index: [String: Int]

    /// References resolved against `models`, found by id through `index`.
    package init(models: [Model], index: [String: Int]) {
        self.models = models
        self.index = index
    }

    /// The container and the position of the tab (`tab`) or case the reference names.
    func member(_ reference: String, tab: Bool) -> (owner: Int, position: Int)? {
        guard let (ownerID, name) = DottedReference.split(reference), let owner = index[ownerID] else { return nil }
        let position: Int?
        switch (tab, models[owner].content) {
        case (true, .tabs(let content)): position = content.tabs.firstIndex { $0.id.value == name }
        case (false, .switch(let content)): position = content.cases.firstIndex { $0.id.value == name }
        default: position = nil
        }
        return position.map { (owner, $0) }
    }

    func tab(_ reference: String) -> (tabs: Int, tab: Tab)? {
        guard let (owner, position) = member(reference, tab: true), case .tabs(let content) = models[owner].content
        else { return nil }
        return (owner, content.tabs[position])
    }

    package func switchCase(_ reference: String) -> (switch: Int, case: SwitchCase)? {
        guard let (owner, position) = member(reference, tab: false),
            case .switch(let content) = models[owner].content
        else { return nil }
        return (owner, content.cases[position])
    }

    /// The position of the first tab or case of each name in a tabs or switch model: where a hop into a
    /// tab or case points.
    static func firstPositions(of content: ModelContent) -> [String: Int] {
        let names: [String]
        switch content {
        case .tabs(let tabs): names = tabs.tabs.map(\.id.value)
        case .switch(let content): names = content.cases.map(\.id.value)
        default: return [:]
        }
        var positions: [String: Int] = [:]
        for (position, name) in names.enumerated() where positions[name] == nil { positions[name] = position }
        return positions
    }
}
