/// Specs the tests of where a link handled wherever the user is (`via *`) opens share.
public enum LaunchPlaceSpecs {
    /// Two tabs, each with a stack: the Inbox stack pushes Post in fewer hops, but the app starts on the
    /// Home tab. Tests add `screen Post...` and the route.
    public static let inboxIsShorter = """
        navgraph 1
        links scheme app
        root Main
        tabs Main initial home {
          tab inbox -> InboxStack
          tab home -> HomeStack
        }
        stack InboxStack root Inbox
        stack HomeStack root Home
        screen Inbox { push Post }
        screen Home { push Feed }
        screen Feed { push Post }

        """

    /// `spec` with its root `Main` shown by case `signedIn` of a switch `App` whose initial case is `initial`;
    /// `cases` are the other cases' lines, `models` the models they show.
    public static func insideSwitch(_ spec: String, initial: String, cases: [String], models: [String]) -> String {
        let lines = (cases + ["case signedIn -> Main"]).map { "  " + $0 + "\n" }.joined()
        let header = "root App\nswitch App initial \(initial) {\n" + lines + "}\n" + models.map { $0 + "\n" }.joined()
        return spec.replacingOccurrences(of: "root Main\n", with: header)
    }
}
