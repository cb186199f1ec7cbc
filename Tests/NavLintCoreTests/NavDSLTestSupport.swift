import NavLintCore
import XCTest

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
func dslErrors(_ text: String) -> [SpecError] {
    dslErrors(Array(text.utf8))
}

func dslErrors(_ bytes: [UInt8]) -> [SpecError] {
    do {
        _ = try NavDSLReader.read(bytes)
        return []
    } catch {
        return error.errors
    }
}
