extension Dictionary where Value: RangeReplaceableCollection {
    /// Appends each of `other`'s collections to the one this dictionary holds under the same key, in place.
    /// `merge(other, uniquingKeysWith: +)` builds a new collection for every key both hold, which copies a key's
    /// whole list again for each file that adds to it.
    mutating func append(contentsOfEach other: [Key: Value]) {
        for (key, values) in other { self[key, default: Value()].append(contentsOf: values) }
    }
}
