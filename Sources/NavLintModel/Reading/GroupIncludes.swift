/// The check both readers share on the groups of a spec: a group that includes itself, directly or
/// through other groups, is a `schema` error at the include that closes the cycle.
package enum GroupIncludes {
    package static func cycleErrors(in spec: Spec) -> [InputError] {
        guard !spec.groups.isEmpty else { return [] }
        var index: [String: Int] = [:]
        for (position, group) in spec.groups.enumerated() where index[group.id.value] == nil {
            index[group.id.value] = position
        }
        // 0: not visited, 1: on the current include chain, 2: done.
        var state = [UInt8](repeating: 0, count: spec.groups.count)
        var errors: [InputError] = []
        for start in spec.groups.indices where state[start] == 0 {
            // An explicit stack of (group, next include to look at), so that deep chains cannot overflow.
            var chain: [(group: Int, next: Int)] = [(start, 0)]
            state[start] = 1
            while let (group, next) = chain.last {
                let includes = spec.groups[group].include
                guard next < includes.count else {
                    state[group] = 2
                    chain.removeLast()
                    continue
                }
                chain[chain.count - 1].next += 1
                guard let included = index[includes[next].value] else { continue }
                if state[included] == 1 {
                    let names = chain.drop(while: { $0.group != included }).map { spec.groups[$0.group].id.value }
                    errors.append(
                        InputError(
                            .schema,
                            "group \(spec.groups[group].id.value) includes \(includes[next].value), which includes it "
                                + "again: \((names + [includes[next].value]).joined(separator: " -> ")); a group "
                                + "include cycle",
                            at: includes[next].location))
                } else if state[included] == 0 {
                    state[included] = 1
                    chain.append((included, 0))
                }
            }
        }
        return errors
    }
}
