// The page of a change (render --against / --compare): names the drawing's changed elements with
// data-change, lists every change in #navlint-changes, selects one on click, and adds the "changes only"
// filter. It runs when the page is ready, after controls.js has adopted the drawing.
const navlintChanges = (function () {
  const v = navlintView;
  const data = v.data;
  const changed = [];
  const ghostOf = new Map();
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
      if (!node) continue;
      node.setAttribute("data-model", id);
      if (!ghostOf.has(id)) ghostOf.set(id, node);
    }
    for (const [svgID, change] of drawing.changes || []) {
      const node = document.getElementById(svgID);
      if (!node) continue;
      node.setAttribute("data-change", change);
      changed.push(node);
    }
  }
  // The drawn edges of a key; a back navigation's key names no target and takes every line drawn for it.
  function edgesOf(key) {
    if (!key.endsWith(">")) return edgesByKey.get(key) || [];
    return [...edgesByKey].filter(([drawn]) => drawn.startsWith(key)).flatMap(([, nodes]) => nodes);
  }
  function describe(change) {
    if (change.what === "model") return change.change + " " + change.kind + " " + change.id;
    if (change.what === "edge") {
      const label = change.label ? " “" + change.label + "”" : "";
      return change.change + " edge " + change.from + " → " + change.kind + label + (change.to ? " → " + change.to : "");
    }
    return change.severity + " " + change.rule + ": " + change.summary;
  }
  function showChange(change) {
    const details = document.getElementById("navlint-details");
    details.replaceChildren();
    details.appendChild(v.element("h2", describe(change)));
    details.appendChild(v.element("p", change.summary, "navlint-doc"));
  }
  // Selects what a change is about: a model of the newer version as a click does, or the ghost of a removed
  // model, or the edges of an edge change; centres the view on it. Returns false when nothing is drawn.
  function selectChange(change) {
    if (change.what === "model" && v.models.has(change.id) && change.change !== "removed") {
      return v.select(change.id);
    }
    let targets = [];
    if (change.what === "model") targets = ghostOf.has(change.id) ? [ghostOf.get(change.id)] : [];
    else if (change.what === "edge") targets = edgesOf(change.key);
    else {
      const model = change.ids.find((id) => v.models.has(id));
      if (model !== undefined) {
        v.select(model);
        showChange(change);
        return true;
      }
    }
    v.clearMarks();
    targets.forEach((node) => v.mark(node, "navlint-selected"));
    showChange(change);
    if (targets.length) v.centreOn(targets[0]);
    v.selected = null;
    return targets.length > 0;
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
      button.title = change.summary;
      button.addEventListener("click", () => selectChange(change));
      item.appendChild(button);
      items.appendChild(item);
    });
    if (changes.length === 0) items.appendChild(v.element("li", "nothing changed", "navlint-none"));
    block.appendChild(items);
    side.insertBefore(block, side.firstChild);
  }
  function addFilter() {
    const wrapper = v.element("label");
    const input = v.element("input");
    input.type = "checkbox";
    input.id = "navlint-changes-only";
    input.addEventListener("change", () => {
      v.canvas.querySelectorAll("g.node, g.edge, g.cluster").forEach((node) =>
        node.classList.toggle("navlint-dim", input.checked && !node.hasAttribute("data-change")));
    });
    wrapper.appendChild(input);
    wrapper.appendChild(document.createTextNode(" changes only"));
    document.getElementById("navlint-filters").appendChild(wrapper);
  }
  function start() {
    if (!data.changes) return;
    if (!data.drawing.collapsed) adopt(data.drawing);
    list(data.changes);
    addFilter();
    window.navlint.selectChange = (index) => {
      const change = data.changes[index];
      return change === undefined ? false : selectChange(change);
    };
  }
  document.addEventListener("navlint-ready", start, { once: true });
  return { selectChange: selectChange };
})();
