import NavLintCore

/// `textDocument/formatting`: `navlint fmt`'s canonical text, in the document's own form, as one edit of the
/// whole text (none when it is canonical already, or when the spec has errors that stop `fmt` too).
struct Formatting {
    let document: OpenDocument

    func edits() throws(RPCError) -> JSONOutput {
        let bytes = document.document.bytes
        let form = document.format
        guard let (spec, comments) = try? CanonicalSpec.read(bytes, form: form) else { return .array([]) }
        let text = CanonicalSpec.write(spec, comments: comments, form: form)
        guard Array(text.utf8) != bytes else { return .array([]) }
        let whole = TextRange(start: 0, end: bytes.count)
        return .array([.object(["range": document.document.json(whole), "newText": .string(text)])])
    }
}
