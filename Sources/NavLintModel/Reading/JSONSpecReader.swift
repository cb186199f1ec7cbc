/// Reads the canonical JSON form of a navgraph spec (`*.navgraph.json`).
///
/// Strict by design: an unknown key, a value of the wrong type, an unknown `kind` or `via`, an id that is
/// not an identifier or an unsupported `navgraph` version is a `schema` error, so that a typo such as
/// `egdes` is never ignored. Reading goes on after a schema error so that one run reports them all (in the
/// order they are found, at most ``SpecErrors/maximumCount``); a syntax error stops it.
public enum JSONSpecReader {
    /// Parses and decodes a spec; throws every `syntax` or `schema` error found.
    public static func read(_ bytes: [UInt8]) throws(SpecErrors) -> Spec {
        let document: JSONDocument
        do {
            document = try JSONParser.parseDocument(bytes)
        } catch {
            throw SpecErrors([error])
        }
        return try decode(document)
    }

    /// Decodes an already parsed JSON document.
    public static func decode(_ document: JSONDocument) throws(SpecErrors) -> Spec {
        let (spec, errors) = document.withTape { tape in
            let decoder = SpecDecoder(document: tape)
            return (decoder.decodeSpec(JSONDocument.root), decoder.errors)
        }
        if let spec, errors.isEmpty { return spec }
        throw SpecErrors(Array(errors.prefix(SpecErrors.maximumCount)))
    }
}
