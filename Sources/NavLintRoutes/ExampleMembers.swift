/// One member of each language of a segment mixing text and placeholders that a table's routes use, found
/// once per distinct language: searching a language's automaton costs far more than looking its member up,
/// and many routes share one such segment (`item-{id:int}`). What ``VersionComparison/example(ofEntry:in:members:)``
/// reads when it writes the example of every route of a table.
public struct ExampleMembers: Sendable {
    /// Each language's member, by the language's canonical key.
    private let members: [String: String]

    /// The members of the languages of `table`'s positions, query items and fragments.
    public init(_ table: RouteTable) {
        var members: [String: String] = [:]
        func note(_ set: ValueSet) {
            guard case .pattern(let language) = set, members[language.key] == nil else { return }
            members[language.key] = WitnessSearch.anyMember(of: set)
        }
        for route in table.compiled {
            for position in route.positions { note(position.set) }
            for item in route.required { note(item.set) }
            if let fragment = route.fragment { note(fragment.set) }
        }
        self.members = members
    }

    /// The member of a language of the table, as ``WitnessSearch/anyMember(of:)`` finds it.
    func member(of language: SegmentLanguage) -> String? { members[language.key] }
}
