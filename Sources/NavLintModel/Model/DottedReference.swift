/// A reference to a part of a model written `Owner.part`: a tab (`TabsId.tabId`), a case or a parameter.
package enum DottedReference {
    /// The owner's id and the part's name, split at the first dot; `nil` without a dot.
    package static func split(_ reference: String) -> (String, String)? {
        guard let dot = reference.firstIndex(of: ".") else { return nil }
        return (String(reference[..<dot]), String(reference[reference.index(after: dot)...]))
    }
}
