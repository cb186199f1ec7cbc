// The part of every generated matcher that is the same for every spec: splitting and decoding a
// URL the way the route engine's `RouteURL` does, value conversions, the tie-break of its
// precedence, and percent-encoding for canonical URLs. Each function mirrors one in
// NavLintRoutes; the differential tests hold them to it, and NavLintGenRuntimeTests tests them
// directly.
//
// `navlint gen swift` copies the members of the extension below, one level out, into the
// `fileprivate enum Matcher` of every file it writes (NavLintGen embeds this file through the
// link `Embedded/MatcherRuntime.swift`). So this file is written as the generated code is:
// swift-format's default style, with lines of code within 98 columns (this folder's
// .swift-format), which are 100 once one level deeper in the generated file, and with the names
// it has there: nothing is substituted. A type it names must be in `GeneratedRuntime.typeNames`
// (a test compares them).

import Foundation

extension Matcher {
  /// The text a URL was made from, as `navlint resolve` would be given it: `URL(string:)` writes a `%`
  /// that starts no escape as `%25` in `absoluteString`, which would turn text that resolve refuses
  /// into a valid escape; its `dataRepresentation` keeps the text. Nil when that is not UTF-8.
  static func text(of url: URL) -> String? {
    guard url.baseURL == nil else { return url.absoluteString }
    let bytes = [UInt8](url.dataRepresentation)
    let text = String(decoding: bytes, as: UTF8.self)
    return text.utf8.elementsEqual(bytes) ? text : nil
  }

  /// A URL split and percent-decoded the way `navlint resolve` reads it: scheme and host
  /// lowercased, empty segments dropped, the first value of each query key, every item in order
  /// for lists, the fragment decoded (nil when it is absent or empty).
  struct Parts {
    /// `scheme:`.
    var bucket = ""
    /// The host first (for schemes other than http and https, when it is not empty), then the
    /// path segments.
    var positions: [String] = []
    var query: [String: String] = [:]
    var items: [(key: String, value: String)] = []
    var fragment: String?

    init?(_ text: String) {
      let bytes = Array(text.utf8)
      guard let colon = bytes.firstIndex(of: 0x3A), colon > 0, Self.isScheme(bytes[..<colon])
      else { return nil }
      let scheme = String(decoding: bytes[..<colon], as: UTF8.self).lowercased()
      let end = bytes[colon...].firstIndex(of: 0x23) ?? bytes.count
      let queryStart = bytes[colon..<end].firstIndex(of: 0x3F) ?? end
      var pathStart = colon + 1
      var host: String?
      if queryStart - pathStart >= 2, bytes[pathStart] == 0x2F, bytes[pathStart + 1] == 0x2F {
        let hostEnd = bytes[(pathStart + 2)..<queryStart].firstIndex(of: 0x2F) ?? queryStart
        guard let decoded = Matcher.decode(bytes[(pathStart + 2)..<hostEnd]) else { return nil }
        host = decoded.lowercased()
        pathStart = hostEnd
      }
      guard let segments = Self.segments(bytes[pathStart..<queryStart]),
        let items = Self.items(bytes[queryStart..<end])
      else { return nil }
      if end + 1 < bytes.count {
        guard let fragment = Matcher.decode(bytes[(end + 1)...]) else { return nil }
        self.fragment = fragment
      }
      bucket = scheme + ":"
      positions = segments
      if scheme == "http" || scheme == "https" {
        positions.insert(host ?? "", at: 0)
      } else if let host, !host.isEmpty {
        positions.insert(host, at: 0)
      }
      self.items = items
      for item in items where query[item.key] == nil { query[item.key] = item.value }
    }

    private static func isScheme(_ bytes: ArraySlice<UInt8>) -> Bool {
      for (offset, byte) in bytes.enumerated() {
        let letter = (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A
        let other = (byte >= 0x30 && byte <= 0x39) || byte == 0x2B || byte == 0x2D || byte == 0x2E
        guard letter || (offset > 0 && other) else { return false }
      }
      return true
    }

    private static func segments(_ bytes: ArraySlice<UInt8>) -> [String]? {
      var segments: [String] = []
      for piece in bytes.split(separator: 0x2F) {
        guard let segment = Matcher.decode(piece) else { return nil }
        segments.append(segment)
      }
      return segments
    }

    private static func items(_ bytes: ArraySlice<UInt8>) -> [(key: String, value: String)]? {
      var items: [(key: String, value: String)] = []
      for item in bytes.dropFirst().split(separator: 0x26) {
        let equals = item.firstIndex(of: 0x3D) ?? item.endIndex
        guard let key = Matcher.decode(item[..<equals]),
          let value = equals < item.endIndex ? Matcher.decode(item[(equals + 1)...]) : ""
        else { return nil }
        if !key.isEmpty { items.append((key, value)) }
      }
      return items
    }
  }

  /// The routes that match a URL with the smallest rank vector found so far.
  struct Found {
    var route = -1
    var order = Int.max
    var tied: [Int] = []

    mutating func add(_ candidate: Int, order candidateOrder: Int) {
      if candidateOrder < order {
        route = candidate
        order = candidateOrder
        tied.removeAll()
      } else if candidateOrder == order {
        tied.append(candidate)
      }
    }

    /// The route that outranks every other match, or nil when none does.
    var winner: Int? {
      guard route >= 0 else { return nil }
      guard !tied.isEmpty else { return route }
      let matches = [route] + tied
      let best = matches.filter { route in
        !matches.contains { $0 != route && Matcher.outranks($0, route) }
      }
      guard best.count > 1 else { return best.first }
      // Alternatives tie on purpose: the app chooses at run time; the first declared stands for them.
      let alternatives = best.indices.allSatisfy { first in
        best[(first + 1)...].allSatisfy { Matcher.areAlternatives(best[first], $0) }
      }
      return alternatives ? best.min() : nil
    }
  }

  /// Whether two routes are alternatives: their `when` conditions differ, or their platforms differ.
  static func areAlternatives(_ first: Int, _ second: Int) -> Bool {
    if let mine = platforms(first), let theirs = platforms(second) {
      if Set(mine).isDisjoint(with: theirs) { return true }
    }
    guard let mine = condition(first), let theirs = condition(second) else { return false }
    return mine != theirs
  }

  /// Whether a route outranks another with the same rank vector by its required query items (the
  /// same keys with a smaller rank first, or a strict superset of the keys), and with the same
  /// query ranks by its fragment (one constraining it, or with a smaller rank).
  static func outranks(_ first: Int, _ second: Int) -> Bool {
    let mine = requiredQuery(first)
    let theirs = requiredQuery(second)
    if mine.map(\.key) == theirs.map(\.key) {
      for (own, other) in Swift.zip(mine, theirs) where own.rank != other.rank {
        return own.rank < other.rank
      }
      return fragmentRank(first) < fragmentRank(second)
    }
    return mine.count > theirs.count
      && theirs.allSatisfy { item in mine.contains { $0.key == item.key } }
  }

  /// Decodes `%XX` escapes (`+` stays a plus sign); nil for a bad escape or text that is not UTF-8.
  static func decode(_ bytes: ArraySlice<UInt8>) -> String? {
    guard bytes.contains(0x25) else { return String(decoding: bytes, as: UTF8.self) }
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count)
    var index = bytes.startIndex
    while index < bytes.endIndex {
      if bytes[index] == 0x25 {
        guard index + 2 < bytes.endIndex, let high = hexValue(bytes[index + 1]),
          let low = hexValue(bytes[index + 2])
        else { return nil }
        output.append(high << 4 | low)
        index += 3
      } else {
        output.append(bytes[index])
        index += 1
      }
    }
    let text = String(decoding: output, as: UTF8.self)
    return text.utf8.elementsEqual(output) ? text : nil
  }

  /// The value of a hexadecimal digit: `0`-`9`, then `a`-`f` in either case (`| 0x20` lowercases).
  private static func hexValue(_ byte: UInt8) -> UInt8? {
    let digit = byte &- 0x30
    if digit < 10 { return digit }
    let letter = (byte | 0x20) &- 0x61
    return letter < 6 ? letter + 10 : nil
  }

  static func double(_ text: String) -> Double? {
    Double(text).flatMap { $0.isFinite ? $0 : nil }
  }

  static func bool(_ text: String) -> Bool? {
    text == "true" ? true : text == "false" ? false : nil
  }

  /// The case whose raw value, lowercased, is `text` (a value of a custom scheme's host).
  static func caseInsensitive<Value: RawRepresentable & CaseIterable>(
    _ type: Value.Type, _ text: String
  ) -> Value? where Value.RawValue == String {
    type.allCases.first { $0.rawValue.lowercased() == text }
  }

  /// The positions from `start` on, joined by `/`.
  static func tail(_ parts: Parts, from start: Int) -> String {
    parts.positions[start...].joined(separator: "/")
  }

  /// An optional query value: `.some(nil)` when it is absent or not of its type, nil when it is of
  /// its type but out of Swift's range (the link then opens nothing).
  static func optional<Value>(
    _ text: String?, _ fits: (String) -> Bool, _ value: (String) -> Value?
  ) -> Value?? {
    guard let text, fits(text) else { return .some(nil) }
    return value(text).map { .some($0) }
  }

  /// An optional query value of a type whose text always converts: nil when absent or not of it.
  static func optional<Value>(_ text: String?, _ value: (String) -> Value?) -> Value?? {
    .some(text.flatMap(value))
  }

  /// Every value of a query key that fits the type, converted; nil when one fits but is out of
  /// Swift's range (the link then opens nothing).
  static func list<Value>(
    _ parts: Parts, _ key: String, _ fits: (String) -> Bool, _ value: (String) -> Value?
  ) -> [Value]? {
    var values: [Value] = []
    for item in parts.items where item.key == key && fits(item.value) {
      guard let converted = value(item.value) else { return nil }
      values.append(converted)
    }
    return values
  }

  /// Every value of a query key that converts, for a type whose text always converts when it fits.
  static func list<Value>(
    _ parts: Parts, _ key: String, _ value: (String) -> Value?
  ) -> [Value]? {
    parts.items.compactMap { $0.key == key ? value($0.value) : nil }
  }

  /// A JSON array of JSON texts, as `navlint resolve --format json` prints a list.
  static func jsonArray(_ elements: [String]) -> String {
    "[" + elements.joined(separator: ",") + "]"
  }

  /// A JSON string as navlint writes one: `"`, `\`, control characters, DEL and the line and
  /// paragraph separators escaped.
  static func jsonString(_ text: String) -> String {
    var output = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\u{08}": output += "\\b"
      case "\u{0C}": output += "\\f"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case "\u{00}"..."\u{1F}", "\u{7F}", "\u{2028}", "\u{2029}":
        let hex = String(scalar.value, radix: 16)
        output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: output.unicodeScalars.append(scalar)
      }
    }
    return output + "\""
  }

  /// The pieces of a value joined, or nil when one is missing (an optional item left out).
  static func joined(_ pieces: [String?]) -> String? {
    var text = ""
    for piece in pieces {
      guard let piece else { return nil }
      text += piece
    }
    return text
  }

  /// A number as `navlint resolve --format json` prints it.
  static func number(_ value: Double) -> String {
    if value == value.rounded(), Swift.abs(value) < 1e15 { return String(Int(value)) }
    return "\(value)"
  }

  /// A finite number as a double placeholder's text reads it back: decimal digits with a point and
  /// no exponent, so that no int placeholder takes it (`1e30` is `1000000000000000000000000000000.0`).
  /// A NaN or an infinity has no such text: a link holding one has no URL, and asking for it stops
  /// the program, as `Int(Double.nan)` does.
  static func decimal(_ value: Double) -> String {
    Swift.precondition(value.isFinite, "no URL holds the number \(value)")
    let text = plainDecimal(value)
    return text.contains(".") ? text : text + ".0"
  }

  private static func plainDecimal(_ value: Double) -> String {
    let text = "\(value)"
    guard let mark = text.firstIndex(of: "e"),
      let exponent = Int(text[text.index(after: mark)...])
    else { return text }
    let mantissa = text[..<mark]
    let unsigned = mantissa.hasPrefix("-") ? mantissa.dropFirst() : mantissa
    let point = unsigned.firstIndex(of: ".").map {
      unsigned.distance(from: unsigned.startIndex, to: $0)
    }
    let digits = String(unsigned.filter { $0 != "." })
    let shifted = (point ?? unsigned.count) + exponent
    let sign = mantissa.hasPrefix("-") ? "-" : ""
    if shifted <= 0 { return sign + "0." + String(repeating: "0", count: -shifted) + digits }
    if shifted >= digits.count {
      return sign + digits + String(repeating: "0", count: shifted - digits.count)
    }
    return sign + digits.prefix(shifted) + "." + digits.dropFirst(shifted)
  }

  /// Percent-encodes all but letters, digits and `-._~!$'()*,;:@`: a path segment or query text.
  static func escaped(_ text: String) -> String {
    escaped(text, keeping: "-._~!$'()*,;:@")
  }

  /// Percent-encodes all but letters, digits and `-._~`: a host.
  static func escapedHost(_ text: String) -> String {
    escaped(text, keeping: "-._~")
  }

  /// Each segment of a tail percent-encoded, the slashes kept.
  static func escapedTail(_ text: String) -> String {
    text.split(separator: "/", omittingEmptySubsequences: false).map { escaped(String($0)) }
      .joined(separator: "/")
  }

  private static func escaped(_ text: String, keeping marks: String) -> String {
    let digits = Array("0123456789ABCDEF".utf8)
    var output: [UInt8] = []
    for byte in text.utf8 {
      let letter = (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A
      if letter || (byte >= 0x30 && byte <= 0x39) || marks.utf8.contains(byte) {
        output.append(byte)
      } else {
        output += [0x25, digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]]
      }
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// `?key=value&...` for the items that have a value and each value of the lists, or nothing.
  static func query(
    _ items: [(key: String, value: String?)], lists: [(key: String, values: [String])] = []
  ) -> String {
    var present = items.compactMap { item in
      item.value.map { escaped(item.key) + "=" + escaped($0) }
    }
    for list in lists { present += list.values.map { escaped(list.key) + "=" + escaped($0) } }
    return present.isEmpty ? "" : "?" + present.joined(separator: "&")
  }

  /// A route's `bind` entries with their values: a constant (`=value`) without its `=`, `$url` as
  /// the link's URL, a placeholder's value from the parameters (none when it is absent).
  static func bound(
    _ entries: [String: String], _ parameters: [String: String], _ url: () -> URL
  ) -> [String: String] {
    var values: [String: String] = [:]
    for (parameter, value) in entries {
      if value == "$url" {
        values[parameter] = url().absoluteString
      } else if value.hasPrefix("=") {
        values[parameter] = String(value.dropFirst())
      } else {
        values[parameter] = parameters[value]
      }
    }
    return values
  }

  static func url(_ text: String) -> URL {
    guard let url = URL(string: text) else { Swift.preconditionFailure("not a URL: \(text)") }
    return url
  }
}
