/// Spec texts that the examples of several rules are or start with. The documentation still shows each
/// example whole; only the source keeps one copy.
enum RuleExamples {
    /// A shop app whose one screen one link opens.
    static let shopHome = """
        navgraph 1
        links scheme shop
        root Home
        screen Home
        route home "shop://home" -> Home
        """

    /// A shop app with one stack: Home pushes Product, which takes an `id`. The routes are the example's.
    static let shopProductStack = """
        navgraph 1
        links scheme shop
        root Stack
        stack Stack root Home
        screen Home { push Product }
        screen Product(id: Int) { pop }
        """

    /// The start of a shop app with tabs whose stacks include a group that pushes Product: ends with the
    /// home tab, which shows HomeStack; the example writes the other tabs and the rest.
    static let shopTabsWithDestinationsStart = """
        navgraph 1
        links scheme shop
        root Tabs
        group Destinations { push Product }
        tabs Tabs initial home {
          tab home -> HomeStack
        """
}
