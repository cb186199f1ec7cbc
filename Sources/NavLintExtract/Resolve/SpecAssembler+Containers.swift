import NavLintCore

extension SpecAssembler {
    /// A stack, tabs or split model for a container in the body of view `name`.
    func container(_ container: ContainerFacts, id: String, in name: String) -> Model {
        let content: ModelContent
        switch container.kind {
        case .stack:
            let root = container.slots.first.map { roles.modelID(of: $0, in: name) } ?? SpecNaming.id(of: name)
            content = .stack(StackContent(root: Located(root, at: .start)))
        case .split:
            let columns = container.slots.map { Located(roles.modelID(of: $0, in: name), at: .start) }
            let middle = columns.count > 2 ? columns[1] : nil
            content = .split(SplitContent(sidebar: columns[0], content: middle, detail: columns[columns.count - 1]))
        case .tabs:
            let tabs = Self.tabs(container.tabs, in: name, roles: roles)
            content = .tabs(TabsContent(tabs: tabs, initial: tabs.first.map { Located($0.id.value, at: .start) }))
        case .switch:
            let names = container.selection?.cases ?? []
            let cases = zip(names, container.slots).map { caseName, slot in
                SwitchCase(
                    id: Located(SpecNaming.id(of: caseName), at: .start),
                    model: Located(roles.modelID(of: slot, in: name), at: .start),
                    location: .start)
            }
            // A switched root over another object's state starts as that state's declaration does.
            let declared = container.switchesBody ? container.selection?.type.flatMap(tables.initialCase) : nil
            let initial =
                container.selection?.initial ?? declared.flatMap { names.contains($0) ? $0 : nil } ?? names.first
            let initialID = initial.map { Located(SpecNaming.id(of: $0), at: .start) }
            content = .switch(SwitchContent(cases: cases, initial: initialID))
        }
        var model = Model(id: Located(id, at: .start), content: content, location: .start)
        model.source = Located(container.location.description, at: .start)
        model.platforms = tables.platformSet(at: container.location)
        return model
    }

    /// Tab ids from `.tag`/`Tab(value:)` when they are identifiers, else `tab1`, `tab2`, ... by position.
    private static func tabs(_ tabs: [TabFacts], in name: String, roles: ViewRoles) -> [Tab] {
        zip(tabs, TabFacts.specIDs(of: tabs)).map { tab, id in
            var made = Tab(
                id: Located(id, at: .start), title: tab.title.map { Located($0, at: .start) },
                icon: tab.icon.map { Located($0, at: .start) },
                model: Located(roles.modelID(of: tab.content, in: name), at: .start), location: .start,
                source: Located(tab.location.description, at: .start))
            made.platforms = roles.tables.platformSet(at: tab.location)
            return made
        }
    }
}

extension ResolvedEdge {
    var isPop: Bool { kind == .pop || kind == .popToRoot }

    /// A presentation, a dialog or a window or URL opened: what acts the same from any screen a container shows.
    var presents: Bool {
        [.sheet, .fullScreenCover, .popover, .alert, .confirmationDialog, .openURL, .openWindow].contains(kind)
    }
}
