// The part of every generated matcher that the `Codable` members use: the key of the JSON form
// and the containers of a case's values. Copied into generated files as MatcherRuntime.swift is
// (see its header): the members of the extension below, one level out, with the names they have
// here.

extension Matcher {
  /// A key of a link's Codable form: the name of its case, or the label of a value.
  struct Key: CodingKey, ExpressibleByStringLiteral {
    let stringValue: String
    var intValue: Int? { nil }

    init(stringValue: String) { self.stringValue = stringValue }

    init?(intValue: Int) { nil }

    init(stringLiteral value: String) { stringValue = value }
  }

  typealias Decoding = KeyedDecodingContainer<Key>

  /// A case's name and its values by label, in order (an optional that is nil left out).
  struct Fields: Sendable {
    let name: String
    var values: [(label: String, value: any Encodable & Sendable)] = []

    init(_ name: String) { self.name = name }

    mutating func add(_ label: String, _ value: any Encodable & Sendable) {
      values.append((label, value))
    }
  }

  /// The link's only key, its case's name, holding its values by label.
  static func encode(_ fields: Fields, to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Key.self)
    let name = Key(stringValue: fields.name)
    var values = container.nestedContainer(keyedBy: Key.self, forKey: name)
    for field in fields.values {
      try values.encode(field.value, forKey: Key(stringValue: field.label))
    }
  }

  /// The case's name an encoded link holds (its only key) and the container of its values.
  static func decoding(_ decoder: any Decoder) throws -> (name: String, values: Decoding) {
    let container = try decoder.container(keyedBy: Key.self)
    guard container.allKeys.count == 1, let key = container.allKeys.first else {
      let context = DecodingError.Context(
        codingPath: container.codingPath, debugDescription: "a link holds exactly one case")
      throw DecodingError.dataCorrupted(context)
    }
    return (key.stringValue, try container.nestedContainer(keyedBy: Key.self, forKey: key))
  }

  static func noCase(_ name: String, _ values: Decoding) -> DecodingError {
    let context = DecodingError.Context(
      codingPath: values.codingPath, debugDescription: "no case named \(name)")
    return DecodingError.dataCorrupted(context)
  }
}
