/// The review page's hand-written style, markup and script, kept as Swift strings so the page needs no
/// resource files and no build step. The script is split by job over extensions in this folder.
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

    static let style = #"""
        html, body { margin: 0; height: 100%; font: 13px/1.4 -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; }
        body { display: flex; flex-direction: column; color: #1d1d1f; background: #fafafa; }
        #navlint-bar { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; padding: 6px 10px;
          border-bottom: 1px solid #ddd; background: #fff; }
        #navlint-bar input[type=search], #navlint-bar input[type=text] { width: 16em; padding: 3px 6px; }
        #navlint-url { width: 24em !important; font-family: ui-monospace, Menlo, monospace; }
        #navlint-filters label { margin-right: 8px; white-space: nowrap; }
        .navlint-zoom button { min-width: 2em; }
        #navlint-note { margin: 0; padding: 0 10px; color: #8a5a00; }
        #navlint-note:empty { display: none; }
        main { flex: 1; display: flex; min-height: 0; }
        #navlint-side { width: 320px; overflow: auto; padding: 8px 10px; border-right: 1px solid #ddd; background: #fff; }
        #navlint-side h2 { font-size: 15px; margin: 4px 0; word-break: break-all; }
        #navlint-side h3 { font-size: 12px; margin: 10px 0 2px; color: #555; text-transform: uppercase; }
        #navlint-side ul { margin: 0; padding-left: 16px; }
        #navlint-matches { list-style: none; padding: 0 !important; }
        #navlint-resolution div { margin: 2px 0; word-break: break-all; }
        .navlint-none { color: #888; margin: 0; }
        .navlint-kind { color: #555; margin: 0; }
        .navlint-doc { white-space: pre-wrap; }
        .navlint-link { border: 0; background: none; padding: 0; color: #1a5fb4; cursor: pointer; font: inherit;
          text-align: left; }
        .navlint-link:hover { text-decoration: underline; }
        #navlint-canvas { flex: 1; overflow: hidden; position: relative; cursor: grab; outline: none; }
        #navlint-canvas > svg { transform-origin: 0 0; position: absolute; left: 0; top: 0; }
        [data-model], [data-route] { cursor: pointer; }
        .navlint-path polygon, .navlint-path path, .navlint-path ellipse, .navlint-path rect {
          stroke: #f5a623 !important; stroke-width: 3px; }
        .navlint-selected polygon, .navlint-selected path, .navlint-selected ellipse, .navlint-selected rect {
          stroke: #e01b24 !important; stroke-width: 3px; }
        g.edge.navlint-path path { stroke-width: 3px; }
        .navlint-ambiguous polygon, .navlint-ambiguous path { stroke: #c01c28 !important; stroke-dasharray: 4 2; }
        .navlint-hit polygon, .navlint-hit path { fill: #dff3e4; }
        .navlint-missed polygon, .navlint-missed path { fill: #fbe3e3; }
        .navlint-dim { opacity: 0.15; }
        .navlint-hidden { display: none; }
        .navlint-overview rect { fill: #eef4fb; stroke: #2f5b8a; }
        .navlint-overview .navlint-member rect { fill: #fff; }
        .navlint-overview text { font-size: 12px; fill: #1d1d1f; }
        .navlint-overview .navlint-count { fill: #666; font-size: 11px; }

        """#
}
