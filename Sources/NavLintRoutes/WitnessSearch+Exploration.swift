/// The exhaustive search over representative values behind ``WitnessSearch``.
extension WitnessSearch {
    enum Exploration {
        case found([String])
        case covered([[String]])
        case gaveUp
    }

    struct Option {
        let value: String
        let kept: [Int]
    }

    struct Frame {
        let dimension: Int
        let options: [Option]
        var next = 0
    }

    /// Depth-first over dimensions with an explicit stack, trying the value that leaves the fewest
    /// blockers first.
    /// `folding` is the dimension of a host, whose text is lowercased.
    static func explore(_ space: Space, folding: Int?, budget: inout Int, leafLimit: Int) -> Exploration {
        let (dimensions, constraints) = (space.dimensions, space.constraints)
        var chosen = dimensions.map(anyMember)
        if constraints.isEmpty { return .found(chosen) }
        if dimensions.isEmpty { return .covered(leafLimit > 0 ? [[]] : []) }

        // A blocker matches every point whose dimensions from `matchesAllFrom[blocker]` on are free:
        // once it is kept there, no choice below can drop it, so that subtree holds leaves but no
        // witness and is skipped when no more leaves are wanted.
        let matchesAllFrom = constraints.map { row in
            var start = dimensions.count
            while start > 0,
                row[start - 1].map({ dimensions[start - 1].intersection($0) == dimensions[start - 1] }) ?? true
            {
                start -= 1
            }
            return start
        }
        if leafLimit <= 0, matchesAllFrom.contains(0) { return .covered([]) }

        func options(_ dimension: Int, _ blockers: [Int], budget: inout Int) -> [Option] {
            let values = Self.values(dimension, blockers, space, folds: dimension == folding, budget: &budget)
            budget -= values.count * blockers.count
            let options = values.map { value in
                Option(value: value, kept: blockers.filter { constraints[$0][dimension]?.contains(value) ?? true })
            }
            return options.enumerated().sorted {
                ($0.element.kept.count, $0.offset) < ($1.element.kept.count, $1.offset)
            }.map(\.element)
        }

        var leaves: [[String]] = []
        var frames = [Frame(dimension: 0, options: options(0, Array(constraints.indices), budget: &budget))]
        while let top = frames.last {
            if budget < 0 { return .gaveUp }
            guard top.next < top.options.count else {
                frames.removeLast()
                continue
            }
            frames[frames.count - 1].next += 1
            let option = top.options[top.next]
            chosen[top.dimension] = option.value
            if option.kept.isEmpty {
                for later in (top.dimension + 1)..<dimensions.count { chosen[later] = anyMember(of: dimensions[later]) }
                return .found(chosen)
            }
            if top.dimension + 1 == dimensions.count {
                if leaves.count < leafLimit { leaves.append(chosen) }
                continue
            }
            if leaves.count >= leafLimit, option.kept.contains(where: { matchesAllFrom[$0] <= top.dimension + 1 }) {
                continue
            }
            let next = options(top.dimension + 1, option.kept, budget: &budget)
            frames.append(Frame(dimension: top.dimension + 1, options: next))
        }
        return .covered(leaves)
    }

    /// The values worth trying at a dimension against the blockers still kept: with a mixed segment
    /// involved, one per cell of the automata (``CellSearch``); else all of a finite set, or one fresh
    /// value per lexical class. An empty answer with a negative budget means the budget ran out.
    private static func values(
        _ dimension: Int, _ blockers: [Int], _ space: Space, folds: Bool, budget: inout Int
    ) -> [String] {
        let set = space.dimensions[dimension]
        var seen = Set<ValueSet>()
        var sets: [ValueSet] = []
        for blocker in blockers {
            if let constraint = space.constraints[blocker][dimension], seen.insert(constraint).inserted {
                sets.append(constraint)
            }
        }
        guard set.isMixed || sets.contains(where: \.isMixed) else {
            var mentioned = Set<String>()
            if set.finiteValues == nil {
                for constraint in sets { mentioned.formUnion(constraint.finiteValues ?? []) }
            }
            return representatives(of: set, avoiding: mentioned)
        }
        if let values = set.finiteValues { return values }
        let found = CellSearch.representatives(
            region: set.automata, constraints: sets.flatMap(\.automata), foldsCase: folds, budget: &budget
        )
        return found ?? []
    }

    /// Some value of a non-empty set (for an intersection too hard to search, possibly one it lacks,
    /// which the searches' checks then reject).
    static func anyMember(of set: ValueSet) -> String {
        guard set.isMixed else { return representatives(of: set, avoiding: [])[0] }
        var budget = ValueSet.emptinessBudget
        let found = CellSearch.representatives(
            region: set.automata, constraints: [], foldsCase: false, limit: 1, budget: &budget
        )
        return found?.first ?? ""
    }

    /// The values worth trying for a set: all of a finite set, else one fresh value per lexical class
    /// the set contains.
    static func representatives(of set: ValueSet, avoiding mentioned: Set<String>) -> [String] {
        if mentioned.isEmpty {
            switch set {
            case .literal(let literal): return [literal]
            case .finite(let values): return values
            case .int: return ["1"]
            case .double: return ["1", "1.5"]
            case .uuid: return ["00000000-0000-0000-0000-000000000001"]
            case .string, .text: return ["a", "1", "1.5", "00000000-0000-0000-0000-000000000001"]
            case .pattern, .all: return [anyMember(of: set)]
            }
        }
        switch set {
        case .literal(let literal): return [literal]
        case .finite(let values): return values
        case .int: return [freshInt(mentioned)]
        case .double: return [freshInt(mentioned), freshDouble(mentioned)]
        case .uuid: return [freshUUID(mentioned)]
        case .string, .text:
            return [freshWord(mentioned), freshInt(mentioned), freshDouble(mentioned), freshUUID(mentioned)]
        case .pattern, .all: return [anyMember(of: set)]
        }
    }

    private static func firstFresh(_ mentioned: Set<String>, _ make: (Int) -> String) -> String {
        var number = 1
        while mentioned.contains(make(number)) { number += 1 }
        return make(number)
    }

    private static func freshInt(_ mentioned: Set<String>) -> String { firstFresh(mentioned) { String($0) } }

    private static func freshDouble(_ mentioned: Set<String>) -> String { firstFresh(mentioned) { "\($0).5" } }

    private static func freshUUID(_ mentioned: Set<String>) -> String {
        firstFresh(mentioned) { number in
            let digits = String(number)
            return "00000000-0000-0000-0000-" + String(repeating: "0", count: max(0, 12 - digits.count)) + digits
        }
    }

    /// a, b, ..., z, aa, ab, ...: lowercase words that are no int, double, uuid or bool.
    private static func freshWord(_ mentioned: Set<String>) -> String {
        var number = 0
        while true {
            var word = ""
            var rest = number
            repeat {
                word.unicodeScalars.insert(Unicode.Scalar(UInt8(97 + rest % 26)), at: word.unicodeScalars.startIndex)
                rest = rest / 26 - 1
            } while rest >= 0
            if !mentioned.contains(word) && !Lexical.isBool(word) { return word }
            number += 1
        }
    }

}
