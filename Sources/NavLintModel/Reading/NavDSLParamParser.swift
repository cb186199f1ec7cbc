import NavLintSupport

/// The parameter list of a screen or dialog and the parameters' types.
struct NavDSLParamParser: NavDSLGrammarPart {
    let cursor: NavDSLCursor

    /// `( name: Type, ... )`, where new lines may stand between the parameters.
    func parseParams() throws(Recover) -> [Param] {
        cursor.advance()
        cursor.skipNewlines()
        var params: [Param] = []
        if cursor.token.kind == .rightParen {
            cursor.advance()
            return params
        }
        while true {
            let name = try cursor.expectName("a parameter name", noun: "parameter name")
            guard cursor.token.kind == .colon else {
                throw cursor.unexpected("':' and a type after the parameter name \(NavDSLCursor.shown(name.value))")
            }
            cursor.advance()
            let (type, optional) = try parseType()
            params.append(Param(name: name, type: type, optional: optional, location: name.location))
            cursor.skipNewlines()
            switch cursor.token.kind {
            case .comma:
                cursor.advance()
                cursor.skipNewlines()
            case .rightParen:
                cursor.advance()
                return params
            default:
                throw cursor.unexpected("',' or ')' after the parameter \(NavDSLCursor.shown(name.value))")
            }
        }
    }

    static let typeNames: [String: ParamType] = [
        "String": .string, "Int": .int, "Double": .double, "Bool": .bool, "UUID": .uuid,
    ]
    static let typeList = "Int, String, Double, Bool, UUID or enum values such as home|more"

    /// `Int`, `String?`, `home|more`, `"home"` (an enum of one value), `[Int]` (a list of one of these), each
    /// optionally followed by `?`.
    func parseType() throws(Recover) -> (Located<ParamType>, Bool) {
        let start = cursor.token.location
        var type: ParamType
        if cursor.token.kind == .leftBracket {
            cursor.advance()
            guard cursor.token.kind != .leftBracket else {
                throw cursor.unexpected("the element type of the list (a list holds single values, as in [Int])")
            }
            type = .list(try parseValueType())
            guard cursor.token.kind == .rightBracket else { throw cursor.unexpected("']' to close the list type") }
            cursor.advance()
        } else {
            type = try parseValueType()
        }
        var optional = false
        if cursor.token.kind == .question {
            optional = true
            cursor.advance()
        }
        return (Located(type, at: start), optional)
    }

    /// A scalar type name or enum values separated by `|`.
    private func parseValueType() throws(Recover) -> ParamType {
        var atoms: [(value: String, location: SourceLocation, quoted: Bool)] = []
        while true {
            switch cursor.token.kind {
            case .word: atoms.append((cursor.text, cursor.token.location, false))
            case .string: atoms.append((cursor.lexer.value, cursor.token.location, true))
            default: throw cursor.unexpected(atoms.isEmpty ? "a type (\(Self.typeList))" : "an enum value after '|'")
            }
            cursor.advance()
            guard cursor.token.kind == .pipe else { break }
            cursor.advance()
        }
        if atoms.count == 1, !atoms[0].quoted {
            if let scalar = Self.typeNames[atoms[0].value] { return scalar }
            let name = atoms[0].value
            cursor.schema(
                "unknown type "
                    + "\(NavDSLCursor.shown(name))\(Suggestion.hint(for: name, among: Self.typeNames.keys.sorted())); "
                    + "expected \(Self.typeList)",
                at: atoms[0].location)
            return .string
        }
        var values: [String] = []
        var seen: Set<String> = []
        for atom in atoms {
            if !Identifiers.isEnumValue(atom.value) {
                cursor.schema(
                    "enum value \(NavDSLCursor.shown(atom.value)) may use only letters, digits, _, - and .",
                    at: atom.location)
            } else if !seen.insert(atom.value).inserted {
                cursor.schema("enum value \(NavDSLCursor.shown(atom.value)) is listed twice", at: atom.location)
            } else {
                values.append(atom.value)
            }
        }
        return .oneOf(values)
    }
}
