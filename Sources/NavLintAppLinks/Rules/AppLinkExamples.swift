/// Texts the app-link rules' examples share: a shop app's spec and the configuration files it ships. The
/// documentation still shows each example whole.
enum AppLinkExamples {
    static let appID = "ABCDE12345.com.example.shop"
    static let infoPlistPath = "App/Info.plist"
    static let entitlementsPath = "App/App.entitlements"
    static let aasaPath = "shop.example.com/.well-known/apple-app-site-association"

    /// The shop's spec with `routes` (DSL route lines).
    static func spec(_ routes: String) -> String {
        """
        navgraph 1
        links scheme shop, host shop.example.com
        root Stack
        stack Stack root Home
        screen Home { push Product }
        screen Product(id: Int) { pop }
        \(routes)
        """
    }

    /// An XML property list whose top dictionary holds `body` (lines already indented for it).
    static func plist(_ body: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
        \(body)
        </dict>
        </plist>
        """
    }

    /// An Info.plist registering `schemes` (each written as given, markers included).
    static func infoPlist(_ schemes: [String]) -> AppLinkExample.File {
        let strings = schemes.map { "      <string>\($0)</string>" }.joined(separator: "\n")
        let body = """
              <key>CFBundleURLTypes</key>
              <array>
                <dict>
                  <key>CFBundleURLSchemes</key>
                  <array>
            \(strings)
                  </array>
                </dict>
              </array>
            """
        return AppLinkExample.File(infoPlistPath, plist(body))
    }

    /// Entitlements associating `entries` (`applinks:...`).
    static func entitlements(_ entries: [String]) -> AppLinkExample.File {
        let strings = entries.map { "    <string>\($0)</string>" }.joined(separator: "\n")
        let body = """
              <key>com.apple.developer.associated-domains</key>
              <array>
            \(strings)
              </array>
            """
        return AppLinkExample.File(entitlementsPath, plist(body))
    }

    /// The shop domain's AASA file with one entry for the app whose `components` are `components` (JSON
    /// objects, one a line).
    static func aasa(_ components: [String], appID: String = appID) -> AppLinkExample.File {
        let lines = components.map { "          \($0)" }.joined(separator: ",\n")
        let text = """
            {
              "applinks": {
                "details": [
                  {
                    "appIDs": ["\(appID)"],
                    "components": [
            \(lines)
                    ]
                  }
                ]
              }
            }
            """
        return AppLinkExample.File(aasaPath, text)
    }
}
