import NavLintCore

/// Container slots and tabs that hand another object's method an enum case (`coordinator.build(page: .home)` as a
/// stack's root): each shows the view a `switch` of the sources maps that case to, of the method's declared
/// parameter type, else of the one mapped enum with such a case. A case no mapping shows is content written in
/// place.
enum MappedSlots {
    /// The views with every such slot replaced by the view it shows, once every file's mappings are known.
    static func resolved(_ views: [String: ViewFacts], by tables: TypeTables) -> [String: ViewFacts] {
        var views = views
        for (name, view) in views where view.containers.contains(where: handsCase) {
            for index in view.containers.indices {
                views[name]?.containers[index].mapContent { shown($0, from: view.location.file, by: tables) }
            }
        }
        return views
    }

    private static func handsCase(_ container: ContainerFacts) -> Bool {
        container.content.contains { slot in
            if case .mapped = slot { return true }
            return false
        }
    }

    private static func shown(_ slot: ContentSlot, from file: String, by tables: TypeTables) -> ContentSlot {
        guard case .mapped(let mapped) = slot else { return slot }
        let declared = tables.resolve(.parameter(mapped.key)).flatMap {
            tables.caseViews[$0]?[mapped.caseName] != nil ? $0 : nil
        }
        let enums = declared.map { [$0] } ?? tables.mappedEnums(withCase: mapped.caseName)
        guard enums.count == 1, let candidates = tables.caseViews[enums[0]]?[mapped.caseName],
            let view = tables.firstView(candidates, from: file)
        else { return .inline }
        return .view(view.name, mapped.location)
    }
}
