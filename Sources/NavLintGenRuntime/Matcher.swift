// Not copied into generated files: the enum the runtime extends, and the route facts `navlint gen
// swift` writes for each spec, here for a fixed example, so that the runtime compiles on its own
// and its tests have routes to rank.

/// The generated code's matcher. In a generated file it is a `fileprivate enum Matcher` nested
/// in the link type, holding the runtime (the other files of this target) and what the generator
/// writes for the spec: the segment trie's functions, the tables of its mixed segments and the
/// route facts below.
enum Matcher {}

extension Matcher {
  /// The example's required query items by route: keys in order with their ranks (a smaller
  /// rank constrains more). Route 1 has a strict superset of route 0's keys; route 2 has route
  /// 1's keys with a smaller rank for `q`.
  static func requiredQuery(_ route: Int) -> [(key: String, rank: Int)] {
    switch route {
    case 0:
      return [("q", 2)]
    case 1:
      return [("lang", 1), ("q", 2)]
    case 2:
      return [("lang", 1), ("q", 1)]
    default:
      return []
    }
  }

  /// The rank of the example's fragment by route; `Int.max` for a route that does not
  /// constrain it.
  static func fragmentRank(_ route: Int) -> Int {
    switch route {
    case 8:
      return 3
    default:
      return Int.max
    }
  }

  /// The run-time condition (`when`) of the example's routes 3 and 4.
  static func condition(_ route: Int) -> String? {
    switch route {
    case 3:
      return "beta"
    case 4:
      return "stable"
    default:
      return nil
    }
  }

  /// The platforms the example's routes 5 to 7 exist on; nil for all.
  static func platforms(_ route: Int) -> [String]? {
    switch route {
    case 5:
      return ["ios"]
    case 6:
      return ["macos"]
    case 7:
      return ["ios", "macos"]
    default:
      return nil
    }
  }
}
