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

    /// A root switching over a session's phase, two of whose cases show `Wait`; `Start` writes both.
    static let phases = """
        enum Phase { case idle, loading, retrying }

        final class Session: ObservableObject {
            @Published var phase: Phase = .idle
        }

        struct Root: View {
            @StateObject private var session = Session()
            var body: some View {
                switch session.phase {
                case .idle: Start(session: session)
                case .loading: Wait()
                case .retrying: Wait()
                }
            }
        }

        struct Start: View {
            @ObservedObject var session: Session
            var body: some View {
                Button("Load") { session.phase = .loading }
                Button("Retry") { session.phase = .retrying }
            }
        }

        struct Wait: View {
            var body: some View { Text("Wait") }
        }
        """

    /// A spec of ``phases`` whose `Start` has `startEdges` (one per line), its screen marked when `marked`.
    static func phasesSpec(startEdges: String, marked: Bool = false) -> String {
        """
        navgraph 1
        root RootSwitch
        switch RootSwitch initial idle {
          swift "Root"
          case idle -> Start
          case loading -> Wait
          case retrying -> Wait
        }
        \(marked ? "↓" : "")screen Start {
        \(startEdges)
        }
        screen Wait
        """
    }
}
