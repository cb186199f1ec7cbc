import NavLintCore

/// Specs built in code for the render tests.
enum Fixtures {
    static let here = SourceLocation(line: 1, column: 1)

    static func loc<T>(_ value: T) -> Located<T> { Located(value, at: here) }

    static func edge(
        _ via: EdgeKind, to target: EdgeTarget = .none, stacked: Bool = false, label: String? = nil, when: String? = nil
    ) -> Edge {
        Edge(
            via: loc(via), target: target, stacked: stacked, label: label.map(loc), condition: when.map(loc),
            location: here)
    }

    static func to(_ id: String) -> EdgeTarget { .model(loc(id)) }

    static func screen(
        _ id: String, title: String? = nil, params: [(String, ParamType)] = [], _ edges: [Edge] = []
    ) -> Model {
        Model(
            id: loc(id), content: .screen, title: title.map(loc),
            params: params.map { Param(name: loc($0.0), type: loc($0.1), location: here) }, edges: edges, location: here
        )
    }

    static func dialog(_ id: String) -> Model { Model(id: loc(id), content: .dialog, location: here) }

    static func stack(_ id: String, root: String, path: [String] = []) -> Model {
        Model(id: loc(id), content: .stack(StackContent(root: loc(root), path: path.map(loc))), location: here)
    }

    static func tabs(_ id: String, initial: String?, _ tabs: [(id: String, title: String?, model: String)]) -> Model {
        let content = TabsContent(
            tabs: tabs.map { Tab(id: loc($0.id), title: $0.title.map(loc), model: loc($0.model), location: here) },
            initial: initial.map(loc))
        return Model(id: loc(id), content: .tabs(content), location: here)
    }

    static func switchModel(
        _ id: String, initial: String?, _ cases: [(id: String, model: String, when: String?)]
    ) -> Model {
        let content = SwitchContent(
            cases: cases.map {
                SwitchCase(id: loc($0.id), model: loc($0.model), condition: $0.when.map(loc), location: here)
            },
            initial: initial.map(loc))
        return Model(id: loc(id), content: .switch(content), location: here)
    }

    static func split(_ id: String, sidebar: String, content: String?, detail: String) -> Model {
        Model(
            id: loc(id),
            content: .split(SplitContent(sidebar: loc(sidebar), content: content.map(loc), detail: loc(detail))),
            location: here)
    }

    static func route(
        _ id: String, _ pattern: String, _ target: String, via: [String] = [], present: PresentStyle? = nil
    ) -> Route {
        Route(
            id: loc(id), pattern: loc(pattern), target: loc(target), via: via.map(loc), present: present.map(loc),
            location: here)
    }

    /// An app using every model kind and every edge kind, with two windows.
    static var shop: Spec {
        let models: [Model] = [
            switchModel(
                "App", initial: "loggedOut",
                [
                    ("loggedOut", "StartStack", nil), ("loggedIn", "MainTabs", "signed in"),
                ]),
            stack("StartStack", root: "Start"),
            screen("Start", [edge(.switch, to: .switchCase(loc("App.loggedIn")), label: "log in")]),
            tabs(
                "MainTabs", initial: "home",
                [
                    ("home", "Home", "HomeStack"), ("settings", "Settings", "SettingsStack"), ("mail", nil, "Mail"),
                ]),
            stack("HomeStack", root: "Home"),
            screen(
                "Home", title: "Shop",
                [
                    edge(.push, to: to("ProductList"), label: "browse"),
                    edge(.sheet, to: to("Cart"), stacked: true, label: "cart"),
                    edge(.selectTab, to: .tab(loc("MainTabs.settings"))),
                    edge(.popover, to: to("Help")),
                    edge(.openWindow, to: .window(loc("waiting"))),
                ]),
            screen(
                "ProductList", params: [("category", .string)],
                [
                    edge(.push, to: to("ProductDetail"), when: "in stock"),
                    edge(.pop),
                ]),
            screen(
                "ProductDetail", params: [("id", .int)],
                [
                    edge(.fullScreenCover, to: to("Checkout"), stacked: true),
                    edge(.setRoot, to: to("ProductList"), label: "reset"),
                    edge(.replace, to: to("ProductDetail"), label: "next"),
                    edge(.popToRoot),
                ]),
            screen("Cart", [edge(.dismiss), edge(.alert, to: to("ConfirmClear"), label: "clear")]),
            screen("Checkout", [edge(.dismiss), edge(.openURL, to: .url(loc("https://pay.example.com/terms")))]),
            screen("Help", [edge(.dismiss)]),
            stack("SettingsStack", root: "Settings"),
            screen(
                "Settings",
                [
                    edge(.confirmationDialog, to: to("ConfirmLogout"), label: "log out"),
                    edge(.openURL, to: .url(loc("shop://products/1"))),
                    edge(.switch, to: .switchCase(loc("App.loggedOut")), label: "logged out"),
                ]),
            dialog("ConfirmLogout"),
            dialog("ConfirmClear"),
            split("Mail", sidebar: "Mailboxes", content: "MessageList", detail: "Message"),
            screen("Mailboxes"),
            screen("MessageList"),
            screen("Message"),
            screen("Waiting", [edge(.dismissWindow)]),
        ]
        return Spec(
            version: loc(1), app: loc("Shop"),
            links: Links(schemes: [loc("shop")], hosts: [loc("shop.example.com")], location: here),
            windows: [
                Window(id: loc("main"), root: loc("App"), location: here),
                Window(id: loc("waiting"), root: loc("Waiting"), location: here),
            ],
            models: models,
            routes: [
                route("product", "shop://products/{id:int}", "ProductDetail", via: ["MainTabs.home"]),
                route("cart", "shop://cart", "Cart"),
                route("subscription", "notification:subscription", "Help", present: .sheet),
            ])
    }
}
