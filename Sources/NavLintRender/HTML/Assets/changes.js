// The page of a change (render --against / --compare): names the drawing's changed elements with
// data-change, lists every change in #navlint-changes, selects one on click, adds the "changes only"
// filter, and opens the view framed on the changes. It runs when the page is ready, after controls.js has
// adopted the drawing (or overview.js has drawn the collapsed view, which marks the changes itself).
const navlintChanges = (function () {
  const v = navlintView;
  const data = v.data;
  const edgesByKey = new Map();

  // Marks the drawing: data-edge on every edge between named elements, data-model on ghosts, data-change
  // on everything that changed.
  function adopt(drawing) {
    for (const [svgID, from, to, kind] of drawing.edges) {
      const node = document.getElementById(svgID);
      if (!node) continue;
      const key = from + ">" + kind + ">" + to;
      node.setAttribute("data-edge", key);
      if (!edgesByKey.has(key)) edgesByKey.set(key, []);
      edgesByKey.get(key).push(node);
    }
    for (const [svgID, id] of drawing.ghosts || []) {
      const node = document.getElementById(svgID);
      if (node && !node.hasAttribute("data-model")) node.setAttribute("data-model", id);
    }
    for (const [svgID, change] of drawing.changes || []) {
      const node = document.getElementById(svgID);
      if (node) node.setAttribute("data-change", change);
    }
  }
  // The drawn edges of a key; a back navigation's key names no target and takes every line drawn for it.
  function edgesOf(key) {
    if (!key.endsWith(">")) return edgesByKey.get(key) || [];
    return [...edgesByKey].filter(([drawn]) => drawn.startsWith(key)).flatMap(([, nodes]) => nodes);
  }
  // The ghost of a removed model, after expanding what hides it on a collapsed page; null when none is drawn.
  function ghostOf(id) {
    if (v.reveal) v.reveal(id);
    return v.canvas.querySelector(".navlint-ghost[data-model=\"" + CSS.escape(id) + "\"]");
  }
  function describe(change) {
    if (change.what === "model") {
      const renamed = change.change === "changed" ? " (" + change.summary + ")" : "";
      const severity = change.severity ? " · " + change.severity : "";
      return change.change + " " + change.kind + " " + change.id + renamed + severity;
    }
    if (change.what === "edge") {
      const label = change.label ? " “" + change.label + "”" : "";
      const to = change.to ? " → " + change.to : "";
      return change.change + " edge " + change.from + " → " + change.kind + label + to;
    }
    return change.severity + " " + change.rule + ": " + change.summary;
  }
  // Puts the change at the top of the details (below them, a selected model's own details).
  function showChange(change, note) {
    const details = document.getElementById("navlint-details");
    const block = v.element("section");
    block.id = "navlint-change-details";
    block.appendChild(v.element("h2", describe(change)));
    // A finding's heading is its message already.
    if (change.what !== "finding") block.appendChild(v.element("p", change.summary, "navlint-doc"));
    if (change.message) block.appendChild(v.element("p", change.severity + " " + change.rule + ": " + change.message));
    if (note) block.appendChild(v.element("p", note, "navlint-none"));
    if (!v.selected) details.replaceChildren();
    details.insertBefore(block, details.firstChild);
  }
  // Marks drawn elements as the selection and frames them; false when there are none.
  function selectNodes(nodes) {
    v.clearMarks();
    v.selected = null;
    nodes.forEach((node) => v.mark(node, "navlint-selected"));
    return v.frame(nodes.map(v.boxOf));
  }
  // Selects a model of the newer version as a click does, or the ghost of a removed one.
  function selectModel(id) {
    if (v.models.has(id)) return v.select(id);
    const ghost = ghostOf(id);
    return ghost ? selectNodes([ghost]) : false;
  }
  // Selects what a change is about: a model as a click does, a removed model's ghost, the lines of an edge
  // (where none is drawn, such as back navigation without --back-edges or on a collapsed page, the model it
  // leaves from), a finding's models (a route's by the model it opens, its node marked too); shows the
  // change in the details. Returns false when nothing is drawn.
  function selectChange(change) {
    v.clear();
    let done = false;
    let note = null;
    if (change.what === "model") done = selectModel(change.id);
    else if (change.what === "edge") {
      done = selectNodes(edgesOf(change.key));
      if (!done) {
        done = selectModel(change.from);
        note = data.drawing.collapsed ? "Edges are not drawn on the collapsed page: " + change.from + " is selected."
          : "This edge is not drawn" + (change.to ? "" : " (render with --back-edges to draw back navigation)")
            + ": " + change.from + " is selected.";
      }
    } else {
      done = (change.select || []).some(selectModel);
      (change.ids || []).forEach((id) => v.mark(v.routeNodeOf.get(id), "navlint-selected"));
    }
    showChange(change, done ? note : "Nothing this change names is drawn.");
    return done;
  }
  function list(changes) {
    const side = document.getElementById("navlint-side");
    const block = v.element("section");
    block.id = "navlint-changes-panel";
    block.appendChild(v.element("h3", changes.length + (changes.length === 1 ? " change" : " changes")));
    const items = v.element("ul");
    items.id = "navlint-changes";
    changes.forEach((change) => {
      const item = v.element("li");
      // The list's items say how a change changed by class: data-change is the drawing's alone.
      item.className = "navlint-listed-" + (change.change || change.severity);
      const button = v.element("button", describe(change), "navlint-link");
      button.type = "button";
      button.title = change.message || change.summary;
      button.addEventListener("click", () => selectChange(change));
      item.appendChild(button);
      items.appendChild(item);
    });
    if (changes.length === 0) items.appendChild(v.element("li", "nothing changed", "navlint-none"));
    block.appendChild(items);
    side.insertBefore(block, side.firstChild);
  }
  // Whether a drawn element changed, or (collapsed) holds a change.
  const changed = (node) => node.hasAttribute("data-change") || node.classList.contains("navlint-holds-changes");
  function addFilter() {
    const wrapper = v.element("label");
    const input = v.element("input");
    input.type = "checkbox";
    input.id = "navlint-changes-only";
    const apply = () => v.canvas.querySelectorAll("g.node, g.edge, g.cluster, g.navlint-node").forEach((node) =>
      node.classList.toggle("navlint-dim", input.checked && !changed(node)));
    input.addEventListener("change", apply);
    v.redrawn = apply;
    wrapper.appendChild(input);
    wrapper.appendChild(document.createTextNode(" changes only"));
    document.getElementById("navlint-filters").appendChild(wrapper);
  }
  // Opens the view on the changes: the changed models (or the collapsed boxes holding them), then the
  // containers by their labels, then the edges, as many as fit at a readable scale; with only route
  // findings, the models they select.
  function frameChanges() {
    const marked = [...v.canvas.querySelectorAll("[data-change], .navlint-holds-changes")];
    const order = (node) => (node.classList.contains("cluster") ? 1 : node.classList.contains("edge") ? 2 : 0);
    const boxes = marked.sort((a, b) => order(a) - order(b)).map((node) =>
      v.boxOf(node.classList.contains("cluster") ? node.querySelector("text") || node : node));
    data.changes.flatMap((change) => change.select || []).forEach((id) => boxes.push(v.boxOf(v.nodeOf.get(id))));
    v.frame(boxes);
  }
  function start() {
    if (!data.changes) return;
    if (!data.drawing.collapsed) adopt(data.drawing);
    list(data.changes);
    addFilter();
    frameChanges();
    window.navlint.selectChange = (index) => {
      const change = data.changes[index];
      return change === undefined ? false : selectChange(change);
    };
  }
  document.addEventListener("navlint-ready", start, { once: true });
  return { selectChange: selectChange };
})();
