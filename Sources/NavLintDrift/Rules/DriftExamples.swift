/// Texts the drift rules' examples share: the Swift source of a small shop app, and the spec that agrees with
/// it. The documentation still shows each example whole.
enum DriftExamples {
    /// Home, in a NavigationStack, pushes Product(id:); Cart is declared and shown by no navigation.
    static let views = """
        struct Home: View {
            var body: some View {
                NavigationStack {
                    NavigationLink("Product") { Product(id: 1) }
                }
            }
        }

        struct Product: View {
            let id: Int
            var body: some View { Text("\\(id)") }
        }

        struct Cart: View {
            var body: some View { Text("Cart") }
        }
        """

    /// The first lines of a spec of ``views``: the root stack and its screen; the example writes the rest.
    static let specStart = """
        navgraph 1
        root HomeStack
        stack HomeStack root Home
        """

    /// The spec that agrees with ``views``.
    static let agreeingSpec =
        specStart + "\n" + """
            screen Home { push Product }
            screen Product(id: Int)
            """

    /// ``specStart`` followed by `lines`, beside ``views``.
    static func shop(_ lines: String) -> DriftExample {
        DriftExample(spec: specStart + "\n" + lines, swift: views)
    }
}
