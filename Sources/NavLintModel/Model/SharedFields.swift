/// The fields of a large value (a ``Model`` or a ``Route``) in one shared box, with value semantics: copying
/// the value costs one reference count however many fields it has, and writing to a value whose box is
/// shared copies the box first. The fields themselves are a plain struct with synthesized equality, so a new
/// field is one stored property there and nothing else.
@usableFromInline
final class SharedFields<Fields: Sendable & Equatable>: @unchecked Sendable {
    // Read on every core and written only through `Model`'s and `Route`'s member setters after a uniqueness
    // check (`uniquelyReferenced(_:)`): no read can overlap a write, so the run-time exclusivity checks of
    // these accesses are left out.
    @exclusivity(unchecked) @usableFromInline var fields: Fields

    @usableFromInline
    init(_ fields: Fields) { self.fields = fields }

    /// `box` itself when nothing else holds it, else a copy of it stored into `box` first.
    @inlinable
    static func uniquelyReferenced(_ box: inout SharedFields) -> SharedFields {
        if !isKnownUniquelyReferenced(&box) { box = SharedFields(box.fields) }
        return box
    }

    @inlinable
    static func same(_ lhs: SharedFields, _ rhs: SharedFields) -> Bool { lhs === rhs || lhs.fields == rhs.fields }
}
