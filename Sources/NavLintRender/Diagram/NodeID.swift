/// Node and cluster ids made from spec text: the one sanitiser of the diagram builder and the text writers.
enum NodeID {
    /// The text with every scalar that `keep` rejects written as `replacement(scalar)`.
    static func sanitise(
        _ raw: String, keep: (Unicode.Scalar) -> Bool, replacement: (Unicode.Scalar) -> String
    ) -> String {
        var result = ""
        for scalar in raw.unicodeScalars {
            if keep(scalar) { result.unicodeScalars.append(scalar) } else { result += replacement(scalar) }
        }
        return result
    }

    /// An ASCII letter or digit.
    static func isLetterOrDigit(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))
    }

    /// Ids handed out once each: one that is taken already gets `separator` and a counter from 2.
    struct Registry {
        private(set) var used: Set<String>
        let separator: String

        init(reserved: Set<String> = [], separator: String) {
            used = reserved
            self.separator = separator
        }

        /// `base`, or `base` with the first free counter.
        mutating func claim(_ base: String) -> String {
            var candidate = base
            var counter = 2
            while used.contains(candidate) {
                candidate = "\(base)\(separator)\(counter)"
                counter += 1
            }
            used.insert(candidate)
            return candidate
        }
    }
}
