import NavLintCore
import XCTest

/// `tabs-in-stack` and `nested-stack`: every way an edge puts a model into a stack, worded by its kind, an edge of a
/// group named with its group, and the presentations that are not stacked left alone.
final class StackPlacementTests: XCTestCase {
    private static let spec = """
        navgraph 1
        root Nav
        group Shared {
          push Tabs
        }
        stack Nav root Start include Shared
        screen Start {
          push Tabs
          sheet Tabs stacked
          fullScreenCover Tabs stacked
          popover Tabs stacked
          sheet Tabs
          sheet Inner stacked
          sheet Inner
          replace Inner
        }
        tabs Tabs initial a {
          tab a -> A
        }
        screen A { dismiss }
        stack Inner root A
        """

    func testEachEdgeThatPlacesAModelInAStackIsWordedByItsKind() throws {
        let analysis = try Analysis(reading: Array(Self.spec.utf8), file: "app.nav")
        let found = analysis.diagnostics().filter { ["tabs-in-stack", "nested-stack"].contains($0.rule) }
        XCTAssertEqual(
            found.map { "\($0.location.line) \($0.rule): \($0.message)" },
            [
                "4 tabs-in-stack: tabs Tabs is pushed by A (an edge of group Shared)",
                "4 tabs-in-stack: tabs Tabs is pushed by Start (an edge of group Shared)",
                "8 tabs-in-stack: tabs Tabs is pushed by Start",
                "9 tabs-in-stack: tabs Tabs is wrapped in a stack (stacked: true) by a sheet of Start",
                "10 tabs-in-stack: tabs Tabs is wrapped in a stack (stacked: true) by a fullScreenCover of Start",
                "11 tabs-in-stack: tabs Tabs is wrapped in a stack (stacked: true) by a popover of Start",
                "13 nested-stack: stack Inner is wrapped in a stack (stacked: true) by a sheet of Start",
                "15 nested-stack: stack Inner is put on a stack by a replace of Start",
            ])
    }
}
