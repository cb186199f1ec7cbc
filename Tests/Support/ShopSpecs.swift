/// The specs the language server's tests open: the same small shop in both forms, with findings of every kind
/// a quick fix handles.
public enum ShopSpecs {
    public static let shopDSL = """
        navgraph 1
        app "Shop"
        links scheme shop
        root App

        tabs App {
          tab home "Home" -> HomeStack
          tab more "More" -> MoreStack
        }

        stack HomeStack root Home
        stack MoreStack root More
        screen Home { push Product "open" }
        screen More {
          push Product
          selectTab App.home
        }
        screen Product(id: Int) { pop }

        route product "shop://products/{id:int}" -> Product
        route web "https://shop.example.com/p/{id:int}" -> Product
        route again "shop://products/{id:int}" -> Product

        """

    public static let shopJSON = """
        {
          "navgraph": 1,
          "app": "Shop",
          "links": {"schemes": ["shop"]},
          "root": "App",
          "models": [
            {"id": "App", "kind": "tabs", "tabs": [
              {"id": "home", "title": "Home", "model": "HomeStack"},
              {"id": "more", "title": "More", "model": "MoreStack"}
            ]},
            {"id": "HomeStack", "kind": "stack", "root": "Home"},
            {"id": "MoreStack", "kind": "stack", "root": "More"},
            {"id": "Home", "kind": "screen", "edges": [{"via": "push", "to": "Product"}]},
            {"id": "More", "kind": "screen", "edges": [{"via": "push", "to": "Product"}]},
            {"id": "Product", "kind": "screen", "params": [{"name": "id", "type": "int"}],
              "edges": [{"via": "pop"}]}
          ],
          "routes": [
            {"id": "product", "pattern": "shop://products/{id:int}", "target": "Product"},
            {"id": "web", "pattern": "https://shop.example.com/p/{id:int}", "target": "Product"},
            {"id": "again", "pattern": "shop://products/{id:int}", "target": "Product"}
          ]
        }

        """
}
