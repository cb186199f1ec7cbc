const navlintView = (function () {
  const data = JSON.parse(document.getElementById("navlint-data").textContent);
  const canvas = document.getElementById("navlint-canvas");
  const details = document.getElementById("navlint-details");
  const models = new Map(data.models.map((model) => [model.id, model]));
  const nodeOf = new Map();
  const routeNodeOf = new Map();
  const edgeElements = [];
  const marked = [];
  const view = { x: 0, y: 0, scale: 1 };

  function element(tag, text, className) {
    const node = document.createElement(tag);
    if (text !== undefined && text !== null) node.textContent = String(text);
    if (className) node.className = className;
    return node;
  }
  function modelButton(id) {
    const button = element("button", id, "navlint-link");
    button.type = "button";
    button.addEventListener("click", () => select(id));
    return button;
  }
  function section(title, items) {
    const block = element("section");
    block.appendChild(element("h3", title));
    if (items.length === 0) block.appendChild(element("p", "none", "navlint-none"));
    const list = element("ul");
    for (const item of items) {
      const row = element("li");
      for (const part of item) row.appendChild(typeof part === "string" ? document.createTextNode(part) : part);
      list.appendChild(row);
    }
    block.appendChild(list);
    return block;
  }
  function findingsAbout(id) {
    return data.findings.filter((finding) => finding.ids.includes(id));
  }
  // The model ids from a window root to the model; empty when no path reaches it.
  function pathTo(id) {
    const path = [];
    const seen = new Set();
    let current = models.get(id);
    while (current && current.from && !seen.has(current.id)) {
      seen.add(current.id);
      path.unshift(current.id);
      current = current.from[0] === null ? null : models.get(current.from[0]);
    }
    return path;
  }
  function clearMarks() {
    for (const [node, className] of marked.splice(0)) node.classList.remove(className);
  }
  function mark(node, className) {
    if (!node) return;
    node.classList.add(className);
    marked.push([node, className]);
  }
  function markPath(path) {
    path.forEach((id) => mark(nodeOf.get(id), "navlint-path"));
    for (let i = 1; i < path.length; i++) {
      for (const edge of edgeElements) {
        if (edge.from === path[i - 1] && edge.to === path[i]) mark(edge.node, "navlint-path");
      }
    }
  }
  function showDetails(model, path) {
    details.replaceChildren();
    details.appendChild(element("h2", model.id));
    details.appendChild(element("p", model.kind + (model.title ? " · " + model.title : ""), "navlint-kind"));
    if (model.doc) details.appendChild(element("p", model.doc, "navlint-doc"));
    // The screen's picture, large: the same data the thumbnail in its node shows.
    const thumb = nodeOf.has(model.id) ? nodeOf.get(model.id).querySelector("image.navlint-thumb") : null;
    if (thumb) {
      const picture = element("img", null, "navlint-picture");
      picture.src = thumb.href.baseVal;
      picture.alt = "Screenshot of " + model.id;
      details.appendChild(picture);
    }
    const params = (model.params || []).map((p) => [p.name + ": " + p.type + (p.optional ? "?" : "")]);
    details.appendChild(section("Parameters", params));
    // A group's edge is listed on every model that has it: it names the group.
    // A push with a fallback says what it presents where its origin has no stack.
    const group = (e) => (e.group ? " (group " + e.group + ")" : "") +
      (e.fallback ? " (" + e.fallback + " outside a stack)" : "");
    const out = data.edges.filter((e) => e.from === model.id).map((e) =>
      [e.kind + (e.label ? " “" + e.label + "” " : " ") + "→ ", e.to ? modelButton(e.to) : e.url || "back", group(e)]);
    details.appendChild(section("Outgoing", out));
    const incoming = data.edges.filter((e) => e.to === model.id).map((e) =>
      [modelButton(e.from), " → " + e.kind + (e.label ? " “" + e.label + "”" : "") + group(e)]);
    details.appendChild(section("Incoming", incoming));
    // A route iOS does not hand to the app says why: ⊘, the rule and its message (witness URL, component).
    const undelivered = (r) => (r.undelivered || []).map((f) => " \u2298 " + f.rule + ": " + f.message).join("");
    const routes = data.routes.filter((r) => r.target === model.id).map((r) => [r.id + ": " + r.pattern + undelivered(r)]);
    details.appendChild(section("Routes that open it", routes));
    const findings = findingsAbout(model.id).map((f) => [f.severity + " " + f.rule + ": " + f.message]);
    details.appendChild(section("Findings", findings));
    const steps = [];
    path.forEach((id, i) => { if (i > 0) steps.push(" ▸ "); steps.push(modelButton(id)); });
    details.appendChild(section("Path from a window root", path.length ? [steps] : []));
  }
  function select(id) {
    const model = models.get(String(id));
    if (!model) return false;
    clearMarks();
    if (navlintView.reveal) navlintView.reveal(model.id);
    const path = pathTo(model.id);
    markPath(path);
    mark(nodeOf.get(model.id), "navlint-selected");
    showDetails(model, path);
    if (nodeOf.has(model.id) && view.scale < navlintView.readable) {
      view.scale = 1;
      apply();
    }
    centreOn(nodeOf.get(model.id));
    navlintView.selected = model.id;
    return true;
  }
  function clear() {
    clearMarks();
    details.replaceChildren(element("p", "Select a model: click it, or search with /.", "navlint-none"));
    navlintView.selected = null;
  }

  function apply() {
    const svg = canvas.firstElementChild;
    if (svg) svg.style.transform = "translate(" + view.x + "px," + view.y + "px) scale(" + view.scale + ")";
  }
  function zoom(factor, cx, cy) {
    const scale = Math.min(8, Math.max(0.02, view.scale * factor));
    const box = canvas.getBoundingClientRect();
    const px = cx === undefined ? box.width / 2 : cx;
    const py = cy === undefined ? box.height / 2 : cy;
    view.x = px - ((px - view.x) * scale) / view.scale;
    view.y = py - ((py - view.y) * scale) / view.scale;
    view.scale = scale;
    apply();
  }
  function fit() {
    const svg = canvas.firstElementChild;
    if (!svg) return;
    const box = canvas.getBoundingClientRect();
    const width = svg.width.baseVal.value || 1;
    const height = svg.height.baseVal.value || 1;
    view.scale = Math.min(1, box.width / width, box.height / height);
    view.x = (box.width - width * view.scale) / 2;
    view.y = (box.height - height * view.scale) / 2;
    apply();
  }
  // A node's box in the drawing's own units, whatever the pan and zoom; null when it is not drawn.
  function boxOf(node) {
    const rect = node ? node.getBoundingClientRect() : null;
    if (!rect || (rect.width === 0 && rect.height === 0)) return null;
    const box = canvas.getBoundingClientRect();
    const x = (px) => (px - box.left - view.x) / view.scale;
    const y = (px) => (px - box.top - view.y) / view.scale;
    return { left: x(rect.left), top: y(rect.top), right: x(rect.right), bottom: y(rect.bottom) };
  }
  // The scale at which a box fills the window with a margin, at most 1.
  function fitting(box) {
    const window = canvas.getBoundingClientRect();
    return Math.min(1, (window.width - 40) / Math.max(1, box.right - box.left),
      (window.height - 40) / Math.max(1, box.bottom - box.top));
  }
  // Pans and zooms onto boxes (from boxOf): the first, and each later one that still fits with those before
  // at a readable scale, centred; a first box too large to read whole is centred at the readable scale.
  // Returns false when no box is drawn.
  function frame(boxes) {
    const drawn = boxes.filter(Boolean);
    if (drawn.length === 0) return false;
    let box = drawn[0];
    for (const next of drawn.slice(1)) {
      const wider = { left: Math.min(box.left, next.left), top: Math.min(box.top, next.top),
        right: Math.max(box.right, next.right), bottom: Math.max(box.bottom, next.bottom) };
      if (fitting(wider) >= navlintView.readable) box = wider;
    }
    const window = canvas.getBoundingClientRect();
    view.scale = Math.max(navlintView.readable, fitting(box));
    view.x = window.width / 2 - ((box.left + box.right) / 2) * view.scale;
    view.y = window.height / 2 - ((box.top + box.bottom) / 2) * view.scale;
    apply();
    return true;
  }
  function centreOn(node) {
    if (!node) return;
    const box = canvas.getBoundingClientRect();
    const rect = node.getBoundingClientRect();
    view.x += box.left + box.width / 2 - (rect.left + rect.width / 2);
    view.y += box.top + box.height / 2 - (rect.top + rect.height / 2);
    apply();
  }
  function enablePanAndZoom() {
    canvas.addEventListener("wheel", (event) => {
      event.preventDefault();
      const box = canvas.getBoundingClientRect();
      zoom(event.deltaY < 0 ? 1.15 : 1 / 1.15, event.clientX - box.left, event.clientY - box.top);
    }, { passive: false });
    let drag = null;
    canvas.addEventListener("pointerdown", (event) => {
      drag = { x: event.clientX, y: event.clientY, moved: false };
    });
    canvas.addEventListener("pointermove", (event) => {
      if (!drag || (event.buttons & 1) === 0) return;
      const dx = event.clientX - drag.x;
      const dy = event.clientY - drag.y;
      if (!drag.moved && Math.abs(dx) + Math.abs(dy) < 4) return;
      drag.moved = true;
      view.x += dx;
      view.y += dy;
      drag.x = event.clientX;
      drag.y = event.clientY;
      apply();
    });
    canvas.addEventListener("click", (event) => {
      if (drag && drag.moved) return;
      const hit = event.target.closest("[data-model]");
      if (hit && navlintView.clicked) navlintView.clicked(hit.getAttribute("data-model"));
    });
  }
  // Names the Graphviz drawing's elements after what they stand for.
  function adoptDiagram(drawing) {
    for (const [svgID, id] of drawing.nodes) {
      const node = document.getElementById(svgID);
      if (!node || nodeOf.has(id)) continue;
      node.setAttribute("data-model", id);
      nodeOf.set(id, node);
    }
    for (const [svgID, id] of drawing.routes) {
      const node = document.getElementById(svgID);
      if (node) {
        node.setAttribute("data-route", id);
        routeNodeOf.set(id, node);
      }
    }
    for (const [svgID, from, to, kind] of drawing.edges) {
      const node = document.getElementById(svgID);
      if (node) edgeElements.push({ node: node, from: from, to: to, kind: kind });
    }
  }
  return {
    data: data, canvas: canvas, models: models, nodeOf: nodeOf, routeNodeOf: routeNodeOf,
    edgeElements: edgeElements, element: element, select: select, clear: clear, clearMarks: clearMarks,
    mark: mark, markPath: markPath, zoom: zoom, fit: fit, centreOn: centreOn, boxOf: boxOf, frame: frame,
    apply: apply, enablePanAndZoom: enablePanAndZoom, adoptDiagram: adoptDiagram, findingsAbout: findingsAbout,
    clicked: null, reveal: null, redrawn: null, selected: null, view: view,
    // The smallest scale at which the drawing's text reads without zooming (Graphviz's 14-point labels).
    readable: 0.6,
  };
})();
