/// The review page's hand-written markup, style and script. The style and script are real files in
/// `Assets/` (linted and unit-tested as CSS and JavaScript), compiled into the library as bytes
/// (`embedInCode` in Package.swift), so the page needs no resource files at run time; the page carries
/// them byte for byte, without minifying.
enum ReviewPageAssets {
    /// The page's static markup up to the drawing's container: the bar with search, URL field, zoom
    /// buttons and filters, and the side panel.
    static let body = #"""
        <header id="navlint-bar">
        <strong>navlint review</strong>
        <input id="navlint-search" type="search" placeholder="Search models (/)" autocomplete="off" spellcheck="false">
        <input id="navlint-url" type="text" placeholder="Resolve a URL" autocomplete="off" spellcheck="false">
        <span class="navlint-zoom"><button id="navlint-zoom-in" type="button" title="Zoom in">+</button><button id="navlint-zoom-out" type="button" title="Zoom out">&#8722;</button><button id="navlint-fit" type="button" title="Fit to the window">fit</button></span>
        <span id="navlint-filters"></span>
        </header>
        <p id="navlint-note"></p>
        <main>
        <aside id="navlint-side">
        <ul id="navlint-matches"></ul>
        <div id="navlint-resolution"></div>
        <div id="navlint-details"></div>
        </aside>

        """#

    /// The page's style sheet (`Assets/review-page.css`).
    static let style = text(PackageResources.review_page_css)

    /// The page's script: the files in `Assets/` in this order, each a scope of its own that later
    /// ones use (`navlintResolver`, `navlintView`, `navlintOverview`), run by `controls.js`; `changes.js`
    /// starts when `controls.js` says the page is ready.
    static let script = [
        PackageResources.resolver_js, PackageResources.view_js, PackageResources.overview_js,
        PackageResources.changes_js, PackageResources.controls_js,
    ].map(text).joined()

    private static func text(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self)
    }
}
