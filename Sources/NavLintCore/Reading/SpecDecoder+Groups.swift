// Groups: the shared destination tables (`groups`) and the `include` lists that name them.
extension SpecDecoder {
    mutating func decodeGroup(_ value: Int) -> EdgeGroup? {
        let name = ElementName(kind: "group", id: SpecKeys.id.firstValue(in: value, of: document), in: document)
        guard let object = fields(value, allowed: SpecKeys.group, in: "\(name)") else { return nil }
        guard let id = identifier(object[.id], "the group id") else {
            if object[.id] == nil { missing("id", in: "a group", at: object.location) }
            return nil
        }
        var group = EdgeGroup(id: id, location: object.location)
        group.doc = string(object[.doc], "the doc of \(name)")
        group.include = groupIDs(object[.include], "the include of \(name)")
        if let edges = array(object[.edges], "the edges of \(name)") {
            group.edges = edges.decoded { decodeEdge($0, name) }
        }
        return group
    }

    /// An `include` list: group ids.
    mutating func groupIDs(_ value: Int?, _ what: @autoclosure () -> String) -> [Located<String>] {
        stringArray(value, what()) { $0.identifier($1, "a group id") }
    }
}
