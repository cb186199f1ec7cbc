import SwiftSyntax

/// The cases (or flags) the statements of a block write to the object's own properties (`userState =
/// .notLoggedIn` beside `permissionState = .notLoaded`), read once per block: a block of many writes asked for
/// each of them read every statement again.
final class SiblingWrites {
    private struct Write {
        var statement: SyntaxIdentifier
        var property: String
        var caseName: String
    }

    private var byBlock: [SyntaxIdentifier: [Write]] = [:]

    /// The writes beside the statement `node` is, by property (a later write of a property wins).
    func beside(_ node: some SyntaxProtocol) -> [String: String] {
        guard let statement = node.parent?.as(CodeBlockItemSyntax.self),
            let block = statement.parent?.as(CodeBlockItemListSyntax.self)
        else { return [:] }
        var written: [String: String] = [:]
        for write in writes(in: block) where write.statement != statement.id {
            written[write.property] = write.caseName
        }
        return written
    }

    private func writes(in block: CodeBlockItemListSyntax) -> [Write] {
        if let known = byBlock[block.id] { return known }
        let found = block.compactMap { item -> Write? in
            guard let sequence = item.item.as(SequenceExprSyntax.self),
                let (target, value) = SyntaxReading.assignment(sequence), StateWriteReader.isOwn(target),
                let property = SyntaxReading.lastName(target), let caseName = SyntaxReading.literalCase(value)
            else { return nil }
            return Write(statement: item.id, property: property, caseName: caseName)
        }
        byBlock[block.id] = found
        return found
    }
}
