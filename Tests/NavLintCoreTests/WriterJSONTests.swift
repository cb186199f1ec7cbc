import Foundation
import NavLintCore
import XCTest

final class WriterJSONTests: XCTestCase {
    func testKnownSpecGivesExactText() throws {
        let text = """
            navgraph 1
            schema "https://example.com/s.json"
            app "Shop"
            links scheme shop, host shop.example.com
            root App
            switch App initial out {
              case out -> Start
              case in -> Tabs when "signed in"
            }
            tabs Tabs initial home {
              title "Main"
              tab home "Home" icon "house" -> HomeStack
            }
            stack HomeStack root Home path List
            split Mail sidebar Folders detail Message
            screen Home(id: Int, tab: a|b?) {
              doc "Start here."
              push List "browse" when "ok"
              sheet Cart stacked
              selectTab Tabs.home
              switch App.out
              openWindow second
              openURL "https://example.com"
              pop
              lint disable modal-trap
            }
            screen Empty
            route product "shop://p/{id:int}" -> Home via Tabs.home bind Home.id = id present sheet {
              doc "A product."
              lint disable route-overlap
            }
            """
        let expected = """
            {
              "navgraph": 1,
              "$schema": "https://example.com/s.json",
              "app": "Shop",
              "links": { "schemes": ["shop"], "hosts": ["shop.example.com"] },
              "root": "App",
              "models": [
                {
                  "id": "App",
                  "kind": "switch",
                  "cases": [
                    { "id": "out", "model": "Start" },
                    { "id": "in", "model": "Tabs", "when": "signed in" }
                  ],
                  "initial": "out"
                },
                {
                  "id": "Tabs",
                  "kind": "tabs",
                  "title": "Main",
                  "tabs": [
                    { "id": "home", "title": "Home", "icon": "house", "model": "HomeStack" }
                  ],
                  "initial": "home"
                },
                {
                  "id": "HomeStack",
                  "kind": "stack",
                  "root": "Home",
                  "path": ["List"]
                },
                {
                  "id": "Mail",
                  "kind": "split",
                  "sidebar": "Folders",
                  "detail": "Message"
                },
                {
                  "id": "Home",
                  "kind": "screen",
                  "doc": "Start here.",
                  "params": [
                    { "name": "id", "type": "int" },
                    { "name": "tab", "type": ["a", "b"], "optional": true }
                  ],
                  "edges": [
                    { "via": "push", "to": "List", "label": "browse", "when": "ok" },
                    { "via": "sheet", "to": "Cart", "stacked": true },
                    { "via": "selectTab", "tab": "Tabs.home" },
                    { "via": "switch", "case": "App.out" },
                    { "via": "openWindow", "window": "second" },
                    { "via": "openURL", "url": "https://example.com" },
                    { "via": "pop" }
                  ],
                  "lint": { "disable": ["modal-trap"] }
                },
                {
                  "id": "Empty",
                  "kind": "screen"
                }
              ],
              "routes": [
                {
                  "id": "product",
                  "pattern": "shop://p/{id:int}",
                  "target": "Home",
                  "via": ["Tabs.home"],
                  "bind": { "Home.id": "id" },
                  "present": "sheet",
                  "doc": "A product.",
                  "lint": { "disable": ["route-overlap"] }
                }
              ]
            }

            """
        XCTAssertEqual(JSONSpecWriter.write(try XCTUnwrap(readDSL(text))), expected)
    }

    func testWindowsEmptyCollectionsAndLinks() {
        var spec = Spec(version: Located(1, at: .start))
        spec.windows = [Window(id: Located("main", at: .start), root: Located("A", at: .start), location: .start)]
        spec.links = Links(location: .start)
        XCTAssertEqual(
            JSONSpecWriter.write(spec),
            """
            {
              "navgraph": 1,
              "links": {},
              "windows": [
                { "id": "main", "root": "A" }
              ],
              "models": [],
              "routes": []
            }

            """)
        spec.windows = []
        XCTAssertTrue(JSONSpecWriter.write(spec).contains("\n  \"windows\": [],\n"))
    }

    func testStringEscaping() throws {
        let app = "q\" b\\ s/ \u{8}\u{C}\n\r\t \u{0}\u{1}\u{1F}\u{7F} é ✓ 😀 \u{2028}"
        let spec = Spec(version: Located(1, at: .start), app: Located(app, at: .start), root: Located("A", at: .start))
        let json = JSONSpecWriter.write(spec)
        XCTAssertTrue(
            json.contains(#""app": "q\" b\\ s/ \b\f\n\r\t \u0000\u0001\u001f\u007f é ✓ 😀 "# + "\u{2028}\","),
            json)
        // Foundation reads the text back to the same string.
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        XCTAssertEqual(object["app"] as? String, app)
        // The DSL writes strings the same way and reads them back.
        let dsl = NavDSLWriter.write(spec)
        XCTAssertEqual(try XCTUnwrap(readDSL(dsl)).app?.value, app)
    }

    func testOutputIsValidJSONWithTheSameContent() throws {
        let spec = try XCTUnwrap(readDSL(fullFeaturedDSL))
        let json = JSONSpecWriter.write(spec)
        XCTAssertEqual(JSONSpecWriter.write(spec), json)
        XCTAssertTrue(json.hasSuffix("}\n"))
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        XCTAssertEqual((object["models"] as? [Any])?.count, spec.models.count)
        XCTAssertEqual((object["routes"] as? [Any])?.count, spec.routes.count)
        let home = try XCTUnwrap((object["models"] as? [[String: Any]])?.first { $0["id"] as? String == "Home" })
        XCTAssertEqual((home["edges"] as? [Any])?.count, 10)
    }
}
