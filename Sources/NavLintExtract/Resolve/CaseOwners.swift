/// The enums a `switch`'s cases may be of: those that have every case it names. Many switches name the same
/// cases (generated code switches over the same few cases of hundreds of enums), so each set of case names is
/// looked up once, and the enum chosen from a scope is looked up by the types around it, not among every one.
struct CaseOwners {
    /// The enums that have every case of one set of names.
    struct Owners {
        var names: Set<String> = []
        /// The smallest, by its number of cases and then by its name.
        var smallest: EnumFacts?
        /// By the type each is nested in (`Outer.Inner` of `Outer.Inner.Route`), the smallest nested there.
        var smallestIn: [String: EnumFacts] = [:]

        /// The smallest enum nested in `scope` or in a type around it, which code in `scope` names by its last
        /// name (`Detail.Route` from `Detail` or `Detail.Row`, not from `DetailView`).
        func smallestVisible(from scope: String) -> EnumFacts? {
            var found: EnumFacts?
            var type = Substring(scope)
            while true {
                if let nested = smallestIn[String(type)] { found = CaseOwners.smaller(nested, than: found) }
                guard let dot = type.lastIndex(of: ".") else { return found }
                type = type[..<dot]
            }
        }
    }

    private let enums: [String: EnumFacts]
    private let byCase: [String: Set<String>]
    private var known: [[String]: Owners] = [:]

    init(_ enums: [String: EnumFacts]) {
        self.enums = enums
        var byCase: [String: Set<String>] = [:]
        for (name, entry) in enums {
            for caseName in entry.cases { byCase[caseName, default: []].insert(name) }
        }
        self.byCase = byCase
    }

    /// The enums that have every one of these case names.
    mutating func owners(of caseNames: Set<String>) -> Owners {
        let key = caseNames.sorted()
        if let owners = known[key] { return owners }
        // Those that have the rarest case, narrowed by the others (filtered: an intersection walks the larger set).
        let sets = key.map { byCase[$0] ?? [] }.sorted { $0.count < $1.count }
        var owners = Owners()
        owners.names = sets.first ?? []
        for set in sets.dropFirst() where !owners.names.isEmpty { owners.names = owners.names.filter(set.contains) }
        for entry in owners.names.compactMap({ enums[$0] }) {
            owners.smallest = Self.smaller(entry, than: owners.smallest)
            guard let dot = entry.name.lastIndex(of: ".") else { continue }
            let outer = String(entry.name[..<dot])
            owners.smallestIn[outer] = Self.smaller(entry, than: owners.smallestIn[outer])
        }
        known[key] = owners
        return owners
    }

    static func isSmaller(_ entry: EnumFacts, _ other: EnumFacts) -> Bool {
        (entry.cases.count, entry.name) < (other.cases.count, other.name)
    }

    /// `entry`, or `kept` when that is the smaller.
    private static func smaller(_ entry: EnumFacts, than kept: EnumFacts?) -> EnumFacts {
        kept.map { isSmaller(entry, $0) ? entry : $0 } ?? entry
    }
}
