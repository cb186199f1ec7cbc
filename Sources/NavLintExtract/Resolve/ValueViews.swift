import NavLintCore

/// Values that carry their view (see ``ValueFactory``): by type, by member, the view a value made by a static
/// member or factory shows, and the transition case its construction names.
struct ValueViews {
    /// What one member's value shows.
    struct Entry {
        var type: String
        var candidates: [ViewCandidate]
        var file: String
        /// The transition case the construction passes, or its type's initialiser defaults to; nil when none.
        var transition: String?
        /// The enum type of the transition, when the type's initialiser declares it.
        var transitionType: String?
    }

    /// By the last name of the type, by member.
    private var entries: [String: [String: Entry]] = [:]
    /// Every switch of the sources whose cases append to a path or assign a property.
    let switches: [TransitionSwitch]

    init(_ files: [FileFacts]) {
        var defaults: [String: [String: CaseDefault]] = [:]
        for file in files {
            for (type, values) in file.initializerDefaults {
                defaults[TypeTables.lastComponent(type), default: [:]].merge(values) { first, _ in first }
            }
        }
        for file in files {
            for factory in file.valueFactories {
                let type = TypeTables.lastComponent(factory.type)
                var entry = Entry(type: type, candidates: factory.shape.candidates, file: factory.location.file)
                (entry.transition, entry.transitionType) = Self.transition(
                    factory.caseArguments, defaults: defaults[type] ?? [:])
                entries[type, default: [:]][factory.member] = entry
            }
        }
        switches = files.flatMap(\.transitionSwitches)
    }

    /// The transition a construction names: the case it passes for the label its type's initialiser defaults to
    /// a case (`style: .sheet` where `init(style: Style = .push)`), else that default; without such an
    /// initialiser, the one case it passes whose name is a presentation's, else the one case it passes.
    private static func transition(
        _ passed: [String: String], defaults: [String: CaseDefault]
    ) -> (String?, type: String?) {
        if defaults.count == 1, let (label, initial) = defaults.first {
            return (passed[label] ?? initial.caseName, initial.type)
        }
        let named = passed.values.filter { kind(ofTransition: $0) != nil }
        if named.count == 1 { return (named[0], nil) }
        return (passed.count == 1 ? passed.values.first : nil, nil)
    }

    /// The value `member` of `type` makes; without a type, the one type whose member it is.
    func entry(_ member: String, of type: String?) -> Entry? {
        if let type { return entries[TypeTables.lastComponent(type)]?[member] }
        let owners = entries.values.compactMap { $0[member] }
        return owners.count == 1 ? owners[0] : nil
    }

    /// Whether static members or factories of `type` make values that carry their view.
    func carries(_ type: String) -> Bool { entries[TypeTables.lastComponent(type)] != nil }

    /// The way back a case's name says (`.pop`, `.popToRoot`, `.dismiss`, `.back`); nil for any other.
    static func kind(ofWayBack name: String) -> EdgeKind? {
        switch name.lowercased() {
        case "pop", "back", "goback": .pop
        case "poptoroot": .popToRoot
        case "dismiss": .dismiss
        default: nil
        }
    }

    /// The kind of navigation a transition case names when it is one of SwiftUI's: `push`, `sheet`,
    /// `fullScreenCover` (also `fullscreen`, `cover`) or `popover`; nil for another name.
    static func kind(ofTransition name: String) -> EdgeKind? {
        switch name.lowercased() {
        case "push": .push
        case "sheet": .sheet
        case "fullscreencover", "fullscreen", "cover": .fullScreenCover
        case "popover": .popover
        default: nil
        }
    }
}
