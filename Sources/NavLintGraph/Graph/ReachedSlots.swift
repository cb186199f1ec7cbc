/// Where the entries of the states a search reached are kept, by state, for a ``PathTree`` that keeps those
/// states only: an open-addressing table sized for the states reached, not for every state. A spec with hundreds
/// of via lists over thousands of models has hundreds of trees, each reaching a few hundred of tens of thousands
/// of states; a number for every state of each would fill (and fault in) most of the memory of its check.
struct ReachedSlots: Sendable {
    /// One entry a bucket: the state plus one in the high half (0 for an empty bucket), its slot in the low half.
    private let buckets: [UInt64]
    /// How far right a state's hash is shifted to give a bucket: 64 minus the number of bits of a bucket index.
    private let shift: UInt64

    /// The table of `reached`, the states in the order of their slots.
    init(_ reached: [Int]) {
        // At most half full, so that a probe ends after a step or two.
        var bits = 4
        while 1 << bits < reached.count * 2 { bits += 1 }
        shift = UInt64(64 - bits)
        var buckets = [UInt64](repeating: 0, count: 1 << bits)
        let mask = buckets.count - 1
        for (slot, state) in reached.enumerated() {
            var bucket = Self.bucket(of: state, shift: shift)
            while buckets[bucket] != 0 { bucket = (bucket + 1) & mask }
            buckets[bucket] = UInt64(state + 1) << 32 | UInt64(slot)
        }
        self.buckets = buckets
    }

    /// The slot of `state`'s entries, or nil for a state the search did not reach.
    func slot(of state: Int) -> Int? {
        let key = UInt64(state + 1)
        let mask = buckets.count - 1
        var bucket = Self.bucket(of: state, shift: shift)
        while true {
            let entry = buckets[bucket]
            if entry >> 32 == key { return Int(entry & 0xFFFF_FFFF) }
            if entry == 0 { return nil }
            bucket = (bucket + 1) & mask
        }
    }

    /// A state's first bucket: the high bits of its product with the golden ratio's 64-bit fraction, which spreads
    /// neighbouring states (a model's stages, consecutive models) apart.
    private static func bucket(of state: Int, shift: UInt64) -> Int {
        Int(truncatingIfNeeded: (UInt64(truncatingIfNeeded: state) &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }
}
