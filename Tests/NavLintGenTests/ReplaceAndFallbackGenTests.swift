import NavLintCore
import NavLintGen
import XCTest

/// The generated code parses deep links; it holds no navigation steps. A route reached through a `replace` or a
/// push with a `fallback` gives the same case, values and bindings as one reached through a plain push.
final class ReplaceAndFallbackGenTests: XCTestCase {
    private func generate(_ text: String) throws -> String {
        let spec = try NavDSLReader.read(text)
        let table = LinkResolver(spec: spec).context.routes.table
        return SwiftGenerator().generate(spec: spec, table: table, specName: "a.nav", specBytes: [])
    }

    func testReplaceAndFallbackGenerateWhatAPushGenerates() throws {
        let spec = """
            navgraph 1
            links scheme shop
            root Stack
            stack Stack root Home
            screen Home {
              push Form "start"
              sheet Cart
            }
            screen Form { replace Done "submit" }
            screen Done(id: Int)
            screen Cart { push Product "recommended" fallback sheet }
            screen Product(id: Int)
            route done "shop://done/{n:int}" -> Done bind Done.id = n
            route product "shop://products/{id:int}" -> Product via Cart

            """
        let plain = spec.replacingOccurrences(of: "replace Done", with: "push Done")
            .replacingOccurrences(of: " fallback sheet", with: "")
        let generated = try generate(spec)
        XCTAssertTrue(generated.contains("case done(n: Int)"), generated)
        XCTAssertTrue(generated.contains("case product(id: Int)"), generated)
        XCTAssertEqual(generated, try generate(plain))
    }
}
