import NavLintCore
import XCTest

final class NavDSLReaderTests: XCTestCase {
    private func model(_ spec: Spec, _ id: String, file: StaticString = #filePath, line: UInt = #line) -> Model? {
        let found = spec.models.first { $0.id.value == id }
        XCTAssertNotNil(found, "no model \(id)", file: file, line: line)
        return found
    }

    func testTopLevelOfFullFeaturedSpec() throws {
        let spec = try XCTUnwrap(readDSL(fullFeaturedDSL))
        XCTAssertEqual(spec.version.value, 1)
        XCTAssertEqual(spec.schema?.value, "https://example.com/navgraph.schema.json")
        XCTAssertEqual(spec.app?.value, "Shop")
        XCTAssertEqual(spec.links?.schemes.map(\.value), ["shop", "shop+dev"])
        XCTAssertEqual(spec.links?.hosts.map(\.value), ["shop.example.com", "localhost:8080"])
        XCTAssertNil(spec.root)
        XCTAssertEqual(spec.windows?.map(\.id.value), ["main", "waiting"])
        XCTAssertEqual(spec.windows?.map(\.root.value), ["App", "Waiting"])
        XCTAssertEqual(
            spec.models.map(\.id.value),
            [
                "App", "MainTabs", "StartStack", "HomeStack", "SettingsStack", "Mail", "Mini", "Empty", "Bare", "Home",
                "ProductList", "ProductDetail", "Checkout", "ConfirmLogout", "Oops", "Start", "Waiting",
            ])
        XCTAssertEqual(spec.routes.map(\.id.value), ["product", "list-by-category", "subscription", "cover"])
    }

    func testContainersOfFullFeaturedSpec() throws {
        let spec = try XCTUnwrap(readDSL(fullFeaturedDSL))
        let app = try XCTUnwrap(model(spec, "App"))
        XCTAssertEqual(app.title?.value, "Shop")
        XCTAssertEqual(app.doc?.value, "Logged out or logged in.")
        guard case .switch(let switchContent) = app.content else { return XCTFail("App is not a switch") }
        XCTAssertEqual(switchContent.initial?.value, "loggedOut")
        XCTAssertEqual(switchContent.cases.map(\.id.value), ["loggedOut", "loggedIn"])
        XCTAssertEqual(switchContent.cases.map(\.model.value), ["StartStack", "MainTabs"])
        XCTAssertEqual(switchContent.cases.map(\.condition?.value), [nil, "the user has signed in"])

        let tabsModel = try XCTUnwrap(model(spec, "MainTabs"))
        guard case .tabs(let tabs) = tabsModel.content else { return XCTFail("MainTabs is not a tabs model") }
        XCTAssertEqual(tabs.initial?.value, "home")
        XCTAssertEqual(tabs.tabs.map(\.id.value), ["home", "settings", "mail"])
        XCTAssertEqual(tabs.tabs.map(\.title?.value), ["Home", "Settings", nil])
        XCTAssertEqual(tabs.tabs.map(\.icon?.value), ["house", nil, nil])
        XCTAssertEqual(tabs.tabs.map(\.model?.value), ["HomeStack", "SettingsStack", "Mail"])
        XCTAssertEqual(tabsModel.lint?.disable.map(\.value), ["tabs-in-stack"])

        let settings = try XCTUnwrap(model(spec, "SettingsStack"))
        XCTAssertEqual(settings.content, .stack(StackContent(root: settings.stackRoot!, path: settings.stackPath)))
        XCTAssertEqual(settings.stackRoot?.value, "Settings")
        XCTAssertEqual(settings.stackPath.map(\.value), ["Account", "Privacy"])

        let mail = try XCTUnwrap(model(spec, "Mail"))
        guard case .split(let split) = mail.content else { return XCTFail("Mail is not a split") }
        XCTAssertEqual(split.columns.map(\.value), ["Folders", "Messages", "Message"])
        let mini = try XCTUnwrap(model(spec, "Mini"))
        guard case .split(let miniSplit) = mini.content else { return XCTFail("Mini is not a split") }
        XCTAssertNil(miniSplit.content)
        XCTAssertEqual(mini.title?.value, "Mini")

        let empty = try XCTUnwrap(model(spec, "Empty"))
        XCTAssertEqual(empty.kind, .tabs)
        guard case .tabs(let emptyTabs) = empty.content else { return XCTFail("Empty is not a tabs model") }
        XCTAssertTrue(emptyTabs.tabs.isEmpty)
        XCTAssertNil(emptyTabs.initial)
    }

    func testEdgesOfFullFeaturedSpec() throws {
        let spec = try XCTUnwrap(readDSL(fullFeaturedDSL))
        let home = try XCTUnwrap(model(spec, "Home"))
        XCTAssertEqual(
            home.edges.map(\.kind),
            [
                .push, .sheet, .popover, .selectTab, .openURL, .openWindow, .switch, .confirmationDialog, .alert,
                .setRoot,
            ])
        let targets = home.edges.map { edge -> String in
            switch edge.target {
            case .model(let id): "to:\(id.value)"
            case .tab(let id): "tab:\(id.value)"
            case .switchCase(let id): "case:\(id.value)"
            case .window(let id): "window:\(id.value)"
            case .url(let url): "url:\(url.value)"
            case .none: "none"
            }
        }
        XCTAssertEqual(
            targets,
            [
                "to:ProductList", "to:Cart", "to:Help", "tab:MainTabs.settings", "url:https://example.com/help?q=\"x\"",
                "window:waiting", "case:App.loggedOut", "to:ConfirmLogout", "to:Oops", "to:Start",
            ])
        XCTAssertEqual(
            home.edges.map(\.stacked), [false, true, false, false, false, false, false, false, false, false])
        XCTAssertEqual(
            home.edges.map(\.label?.value), ["browse", nil, "help", nil, "help", nil, "log out", nil, nil, nil])
        XCTAssertEqual(home.edges[2].condition?.value, "on iPad")
        XCTAssertEqual(home.edges[6].condition?.value, "the session expired")

        let checkout = try XCTUnwrap(model(spec, "Checkout"))
        XCTAssertEqual(checkout.edges.map(\.kind), [.dismiss, .popToRoot, .dismissWindow])
        XCTAssertEqual(checkout.edges.map(\.target), [.none, .none, .none])
        XCTAssertEqual(checkout.doc?.value, "Pay for the cart.\nTwo lines, a tab\tand ünïcödé ✓.")
        XCTAssertEqual(checkout.lint?.disable, [])
        XCTAssertEqual(try XCTUnwrap(model(spec, "ProductDetail")).edges.first?.stacked, true)
    }

    func testParamsOfFullFeaturedSpec() throws {
        let spec = try XCTUnwrap(readDSL(fullFeaturedDSL))
        let list = try XCTUnwrap(model(spec, "ProductList"))
        XCTAssertEqual(list.params.map(\.name.value), ["category", "sort", "only"])
        XCTAssertEqual(
            list.params.map(\.type.value), [.string, .oneOf(["price", "name", "new-in"]), .oneOf(["sale"])])
        XCTAssertEqual(list.params.map(\.optional), [true, false, true])
        let detail = try XCTUnwrap(model(spec, "ProductDetail"))
        XCTAssertEqual(detail.params.map(\.type.value), [.int, .uuid, .double, .bool])
        XCTAssertEqual(detail.params.map(\.optional), [false, false, true, false])
        XCTAssertEqual(try XCTUnwrap(model(spec, "ConfirmLogout")).params.map(\.type.value), [.string])
        XCTAssertEqual(try XCTUnwrap(model(spec, "ConfirmLogout")).kind, .dialog)
    }

    func testRoutesOfFullFeaturedSpec() throws {
        let spec = try XCTUnwrap(readDSL(fullFeaturedDSL))
        let product = spec.routes[0]
        XCTAssertEqual(product.pattern.value, "shop://products/{id:int}")
        XCTAssertEqual(product.target.value, "ProductDetail")
        XCTAssertEqual(product.via.map(\.value), ["MainTabs.home"])
        XCTAssertNil(product.present)
        let list = spec.routes[1]
        XCTAssertEqual(list.via.map(\.value), ["App.loggedIn", "MainTabs.home"])
        XCTAssertEqual(list.bind.map(\.parameter.value), ["ProductList.category", "ProductList.sort"])
        XCTAssertEqual(list.bind.map(\.placeholder.value), ["cat", "order"])
        let subscription = spec.routes[2]
        XCTAssertEqual(subscription.present?.value, .sheet)
        XCTAssertEqual(subscription.doc?.value, "From a local notification.")
        XCTAssertEqual(subscription.lint?.disable.map(\.value), ["route-target-unreachable", "unrouted-screen"])
        XCTAssertEqual(spec.routes[3].present?.value, .fullScreenCover)
        XCTAssertEqual(spec.routes[3].doc?.value, "A home-screen shortcut.")
    }

    func testLocationsPointAtTheTokens() throws {
        let text = """
            navgraph 1
            root App
            # a comment line
            tabs App initial home {
              tab home "Home" -> Home
            }
            screen Home(id: Int, mode: a|b?) {
              title "Ünï ✓🙂"
              push Next "go ✓" when "ready"
                sheet Other stacked
              lint disable modal-trap
            }
            route product "shop://p/{id:int}" -> Home via App.home bind Home.id = id present sheet
            """
        let spec = try XCTUnwrap(readDSL(text))
        XCTAssertEqual(spec.version.location, loc(1, 10))
        XCTAssertEqual(spec.root?.location, loc(2, 6))

        let tabsModel = spec.models[0]
        XCTAssertEqual(tabsModel.location, loc(4, 1))
        XCTAssertEqual(tabsModel.id.location, loc(4, 6))
        guard case .tabs(let tabs) = tabsModel.content else { return XCTFail("not tabs") }
        XCTAssertEqual(tabs.initial?.location, loc(4, 18))
        XCTAssertEqual(tabs.tabs[0].location, loc(5, 3))
        XCTAssertEqual(tabs.tabs[0].id.location, loc(5, 7))
        XCTAssertEqual(tabs.tabs[0].title?.location, loc(5, 12))
        XCTAssertEqual(tabs.tabs[0].model?.location, loc(5, 22))

        let home = spec.models[1]
        XCTAssertEqual(home.location, loc(7, 1))
        XCTAssertEqual(home.id.location, loc(7, 8))
        XCTAssertEqual(home.params[0].location, loc(7, 13))
        XCTAssertEqual(home.params[0].name.location, loc(7, 13))
        XCTAssertEqual(home.params[0].type.location, loc(7, 17))
        XCTAssertEqual(home.params[1].type.location, loc(7, 28))
        XCTAssertEqual(home.title?.location, loc(8, 9))
        // Columns count Unicode scalars: "go ✓" is six scalars wide with its quotes.
        XCTAssertEqual(home.edges[0].location, loc(9, 3))
        XCTAssertEqual(home.edges[0].via.location, loc(9, 3))
        XCTAssertEqual(home.edges[0].target.modelID?.location, loc(9, 8))
        XCTAssertEqual(home.edges[0].label?.location, loc(9, 13))
        XCTAssertEqual(home.edges[0].condition?.location, loc(9, 25))
        XCTAssertEqual(home.edges[1].location, loc(10, 5))
        XCTAssertEqual(home.lint?.location, loc(11, 3))
        XCTAssertEqual(home.lint?.disable.first?.location, loc(11, 16))

        let route = spec.routes[0]
        XCTAssertEqual(route.location, loc(13, 1))
        XCTAssertEqual(route.id.location, loc(13, 7))
        XCTAssertEqual(route.pattern.location, loc(13, 15))
        XCTAssertEqual(route.target.location, loc(13, 38))
        XCTAssertEqual(route.via.first?.location, loc(13, 47))
        XCTAssertEqual(route.bind.first?.parameter.location, loc(13, 61))
        XCTAssertEqual(route.bind.first?.placeholder.location, loc(13, 71))
        XCTAssertEqual(route.present?.location, loc(13, 82))
    }

    func testUnicodeBeforeATokenCountsScalars() throws {
        let spec = try XCTUnwrap(readDSL("navgraph 1\nroot A\nscreen A { push B \"🙂é\" when \"x\" }\n"))
        // `when "x"` follows a label of two scalars (🙂 is four bytes, é two).
        XCTAssertEqual(spec.models[0].edges[0].condition?.location, loc(3, 29))
    }

    func testCommentsBlankLinesCRLFAndByteOrderMark() throws {
        let text =
            "\u{FEFF}// leading comment\r\n\r\nnavgraph 1 # trailing\r\nroot A // another\r\n\r\n# only a comment\r\nscreen A {\r\n  # inside a body\r\n\r\n  push B\r\n}\r\n"
        let spec = try XCTUnwrap(readDSL(text))
        XCTAssertEqual(spec.version.location, loc(3, 10))
        XCTAssertEqual(spec.models.first?.edges.first?.location, loc(10, 3))
    }

    func testParametersMaySpanLines() throws {
        let spec = try XCTUnwrap(readDSL("navgraph 1\nroot A\nscreen A(\n  id: Int,\n  name: String?\n)\n"))
        XCTAssertEqual(spec.models[0].params.map(\.name.value), ["id", "name"])
        XCTAssertEqual(spec.models[0].params[1].location, loc(5, 3))
    }

    func testListsMayContinueAfterACommaAndOptionsComeInAnyOrder() throws {
        let text = """
            navgraph 1
            links scheme shop,
              host shop.example.com
            root A
            screen A { sheet B when "w" "label" stacked }
            route r "shop://x" -> A present sheet via A,
              A
            """
        let spec = try XCTUnwrap(readDSL(text))
        XCTAssertEqual(spec.links?.hosts.map(\.value), ["shop.example.com"])
        let edge = try XCTUnwrap(spec.models.first?.edges.first)
        XCTAssertEqual(edge.label?.value, "label")
        XCTAssertEqual(edge.condition?.value, "w")
        XCTAssertTrue(edge.stacked)
        XCTAssertEqual(spec.routes.first?.via.count, 2)
    }

    func testKeywordsMayBeUsedAsNames() throws {
        let text = """
            navgraph 1
            root screen
            screen screen { push push "push" }
            screen push { sheet stacked stacked }
            tabs tabs initial tab { tab tab -> screen }
            route route "x:y" -> screen via tabs.tab
            """
        let spec = try XCTUnwrap(readDSL(text))
        XCTAssertEqual(spec.models.map(\.id.value), ["screen", "push", "tabs"])
        XCTAssertEqual(spec.models[0].edges.first?.target.modelID?.value, "push")
        XCTAssertEqual(spec.models[1].edges.first?.target.modelID?.value, "stacked")
        XCTAssertEqual(spec.models[1].edges.first?.stacked, true)
        XCTAssertEqual(spec.routes.first?.id.value, "route")
    }

    func testStringEscapesDecode() throws {
        let text = #"navgraph 1"# + "\n" + #"app "q\" b\\ s\/ \b\f\n\r\t \u00e9 \uD83D\uDE00 \u0000""# + "\nroot A\n"
        let spec = try XCTUnwrap(readDSL(text))
        XCTAssertEqual(spec.app?.value, "q\" b\\ s/ \u{8}\u{C}\n\r\t é 😀 \u{0}")
    }

    /// A large spec reads completely, with every model, edge and route in place (reading speed is the
    /// benchmark script's business, not a unit test's).
    func testTenThousandScreensRead() throws {
        var text = "navgraph 1\nroot S0\n"
        for index in 0..<10_000 {
            text +=
                "screen S\(index)(id: Int, tab: a|b?) {\n  title \"Screen \(index)\"\n  push S\(index + 1) \"next\" when \"valid\"\n  sheet D\(index) stacked\n}\n"
        }
        for index in 0..<1_000 {
            text += "route r\(index) \"shop://s/\(index)/{id:int}\" -> S\(index) via S0\n"
        }
        let spec = try NavDSLReader.read(Array(text.utf8))
        XCTAssertEqual(spec.models.count, 10_000)
        XCTAssertEqual(spec.models.map { $0.edges.count }.reduce(0, +), 20_000)
        XCTAssertEqual(spec.models.last?.id.value, "S9999")
        XCTAssertEqual(spec.models.last?.location, SourceLocation(line: 2 + 9_999 * 5 + 1, column: 1))
        XCTAssertEqual(spec.models.last?.edges.first?.target.modelID?.value, "S10000")
        XCTAssertEqual(spec.routes.count, 1_000)
        XCTAssertEqual(spec.routes.last?.pattern.value, "shop://s/999/{id:int}")
    }

    private func loc(_ line: Int, _ column: Int) -> SourceLocation { SourceLocation(line: line, column: column) }
}

extension Model {
    fileprivate var stackRoot: Located<String>? {
        if case .stack(let stack) = self.content { return stack.root }
        return nil
    }

    fileprivate var stackPath: [Located<String>] {
        if case .stack(let stack) = self.content { return stack.path }
        return []
    }
}

/// A spec that uses every construct of the format, in canonical DSL layout.
let fullFeaturedDSL = #"""
    navgraph 1
    schema "https://example.com/navgraph.schema.json"
    app "Shop"
    links scheme shop, scheme shop+dev, host shop.example.com, host "localhost:8080"
    window main -> App
    window waiting -> Waiting

    switch App initial loggedOut {
      title "Shop"
      doc "Logged out or logged in."
      case loggedOut -> StartStack
      case loggedIn -> MainTabs when "the user has signed in"
    }

    tabs MainTabs initial home {
      tab home "Home" icon "house" -> HomeStack
      tab settings "Settings" -> SettingsStack
      tab mail -> Mail
      lint disable tabs-in-stack
    }

    stack StartStack root Start
    stack HomeStack root Home
    stack SettingsStack root Settings path Account, Privacy
    split Mail sidebar Folders content Messages detail Message
    split Mini sidebar Folders detail Message { title "Mini" }
    tabs Empty
    switch Bare { case only -> Start }

    screen Home {
      push ProductList "browse"
      sheet Cart stacked
      popover Help "help" when "on iPad"
      selectTab MainTabs.settings
      openURL "https://example.com/help?q=\"x\"" "help"
      openWindow waiting
      switch App.loggedOut "log out" when "the session expired"
      confirmationDialog ConfirmLogout
      alert Oops
      setRoot Start
    }

    screen ProductList(category: String?, sort: price|name|new-in, only: "sale"?) {
      push ProductDetail
      pop
    }

    screen ProductDetail(id: Int, ref: UUID, zoom: Double?, gift: Bool) { fullScreenCover Checkout stacked }

    screen Checkout {
      doc "Pay for the cart.\nTwo lines, a tab\tand ünïcödé ✓."
      dismiss "done"
      popToRoot
      dismissWindow when "in its own window"
      lint disable
    }

    dialog ConfirmLogout(reason: String)
    dialog Oops
    screen Start
    screen Waiting { dismissWindow }

    route product "shop://products/{id:int}" -> ProductDetail via MainTabs.home
    route list-by-category "https://shop.example.com/list/{cat}" -> ProductList via App.loggedIn, MainTabs.home bind ProductList.category = cat, ProductList.sort = order

    route subscription "notification:subscription" -> Checkout present sheet {
      doc "From a local notification."
      lint disable route-target-unreachable, unrouted-screen
    }

    route cover "shortcut:checkout" -> Checkout present fullScreenCover { doc "A home-screen shortcut." }
    """# + "\n"

/// Reads DSL text, failing the test with the errors when it does not parse.
func readDSL(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> Spec? {
    do {
        return try NavDSLReader.read(text)
    } catch {
        XCTFail("unexpected errors:\n\(error)", file: file, line: line)
        return nil
    }
}

/// The errors reading `text` produces, or none when it parses.
func dslErrors(_ text: String) -> [InputError] {
    dslErrors(Array(text.utf8))
}

func dslErrors(_ bytes: [UInt8]) -> [InputError] {
    do {
        _ = try NavDSLReader.read(bytes)
        return []
    } catch {
        return error.errors
    }
}

/// The errors reading `text` as JSON gives, written as `line:col: kind: message`; empty when it reads.
func jsonErrors(_ text: String) -> [String] {
    do {
        _ = try JSONSpecReader.read(Array(text.utf8))
        return []
    } catch {
        return error.errors.map(\.description)
    }
}
