const navlintOverview = (function () {
  const SVG = "http://www.w3.org/2000/svg";
  const isContainer = (model) => ["stack", "tabs", "switch", "split"].includes(model.kind);
  // The group of the models removed since the older version (on the page of a change): no model id.
  const REMOVED = Symbol("removed");
  const expanded = new Set();
  let groups = null;
  let ownerOf = null;
  // On the page of a change: each model's change, and the models a change is about (a changed model, the
  // origin of a changed edge, a model a finding selects).
  const changeOf = new Map();
  const touched = new Set();

  function noteChanges(v) {
    for (const change of v.data.changes || []) {
      if (change.what === "model") changeOf.set(change.id, change.change);
      const about = change.what === "model" ? [change.id] : change.what === "edge" ? [change.from] : change.select;
      (about || []).forEach((id) => touched.add(id));
    }
    const removed = [...changeOf].filter(([, change]) => change === "removed").map(([id]) => id);
    if (removed.length === 0) return;
    groups.set(REMOVED, { id: REMOVED, members: removed, depth: 0 });
    removed.forEach((id) => ownerOf.set(id, REMOVED));
  }

  // Each model's group: the nearest container its path from a window root passes (or that holds it).
  function group(v) {
    ownerOf = new Map();
    groups = new Map([["", { id: "", members: [], depth: 0 }]]);
    for (const model of v.data.models) if (isContainer(model)) groups.set(model.id, { id: model.id, members: [] });
    for (const model of v.data.models) {
      let owner = "";
      let step = model.from && model.from[0] !== null ? v.models.get(model.from[0]) : null;
      const seen = new Set();
      while (step && !seen.has(step.id)) {
        seen.add(step.id);
        if (isContainer(step)) { owner = step.id; break; }
        step = step.from && step.from[0] !== null ? v.models.get(step.from[0]) : null;
      }
      if (owner === "" && model.in && model.in.length) owner = model.in[0];
      ownerOf.set(model.id, owner);
      if (!isContainer(model)) groups.get(owner).members.push(model.id);
    }
    for (const g of groups.values()) {
      let depth = 0;
      const seen = new Set();
      for (let o = ownerOf.get(g.id); o && !seen.has(o); o = ownerOf.get(o)) { seen.add(o); depth += 1; }
      g.depth = g.id === "" ? 0 : depth;
    }
  }
  function shape(tag, attributes, parent) {
    const node = document.createElementNS(SVG, tag);
    for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, String(value));
    if (parent) parent.appendChild(node);
    return node;
  }
  function label(parent, x, y, text, className) {
    const node = shape("text", { x: x, y: y, class: className || "navlint-label" }, parent);
    node.textContent = text;
    return node;
  }
  function box(v, g) {
    const open = expanded.has(g.id);
    const columns = Math.max(1, Math.min(8, Math.ceil(Math.sqrt(g.members.length))));
    const rows = Math.ceil(g.members.length / columns);
    return open ? { width: Math.max(220, columns * 150 + 20), height: 44 + rows * 32 } : { width: 220, height: 44 };
  }
  // A box's or member's mark of change: data-change when its model changed, else a class when a change
  // is about it.
  function markChange(node, id) {
    if (changeOf.has(id)) node.setAttribute("data-change", changeOf.get(id));
    else if (touched.has(id)) node.classList.add("navlint-touched");
  }
  function title(v, g) {
    if (g.id === "") return "outside containers";
    return g.id === REMOVED ? "removed since the older version" : g.id + " · " + v.models.get(g.id).kind;
  }
  function drawGroup(v, svg, g, x, y, size) {
    const node = shape("g", { class: "navlint-node navlint-group", transform: "translate(" + x + "," + y + ")" }, svg);
    if (g.id === "" || g.id === REMOVED) node.setAttribute("data-group", g.id === "" ? "" : "removed");
    else {
      node.setAttribute("data-model", g.id);
      v.nodeOf.set(g.id, node);
      markChange(node, g.id);
    }
    const held = g.members.filter((id) => touched.has(id)).length;
    if (held > 0) node.classList.add("navlint-holds-changes");
    shape("rect", { width: size.width, height: size.height, rx: 6 }, node);
    label(node, 10, 18, title(v, g));
    label(node, 10, 34, g.members.length + " inside" + (held > 0 ? " · " + held + " changed" : "")
      + (expanded.has(g.id) ? "" : " · click to expand"), "navlint-count");
    if (!expanded.has(g.id)) return;
    const columns = Math.max(1, Math.min(8, Math.ceil(Math.sqrt(g.members.length))));
    g.members.forEach((id, i) => {
      const member = shape("g", { class: "navlint-node navlint-member", "data-model": id,
        transform: "translate(" + (10 + (i % columns) * 150) + "," + (44 + Math.floor(i / columns) * 32) + ")" }, node);
      shape("rect", { width: 140, height: 26, rx: 4 }, member);
      label(member, 6, 17, id.length > 20 ? id.slice(0, 19) + "…" : id);
      markChange(member, id);
      if (g.id === REMOVED) member.classList.add("navlint-ghost");
      else v.nodeOf.set(id, member);
    });
  }
  function draw(v) {
    v.nodeOf.clear();
    const svg = document.createElementNS(SVG, "svg");
    svg.setAttribute("class", "navlint-overview");
    const rows = new Map();
    for (const g of groups.values()) {
      if (g.id === "" && g.members.length === 0) continue;
      if (!rows.has(g.depth)) rows.set(g.depth, []);
      rows.get(g.depth).push(g);
    }
    let y = 10;
    let width = 0;
    for (const depth of [...rows.keys()].sort((a, b) => a - b)) {
      let x = 10;
      let height = 0;
      for (const g of rows.get(depth)) {
        const size = box(v, g);
        if (x > 10 && x + size.width > 2400) { x = 10; y += height + 30; height = 0; }
        drawGroup(v, svg, g, x, y, size);
        x += size.width + 20;
        width = Math.max(width, x);
        height = Math.max(height, size.height);
      }
      y += height + 40;
    }
    svg.setAttribute("width", width + 10);
    svg.setAttribute("height", y);
    v.canvas.replaceChildren(svg);
    v.apply();
    if (v.redrawn) v.redrawn();
  }
  function start(v) {
    group(v);
    noteChanges(v);
    // The boxes' 11- and 12-pixel text reads at full size only.
    v.readable = 1;
    v.canvas.addEventListener("click", (event) => {
      const other = event.target.closest("[data-group]");
      if (other && !event.target.closest("[data-model]")) toggle(v, other.dataset.group === "" ? "" : REMOVED);
    });
    v.clicked = (id) => {
      const model = v.models.get(id);
      if (model && isContainer(model) && groups.get(id).members.length) toggle(v, id);
      v.select(id);
    };
    v.reveal = (id) => {
      const owner = ownerOf.get(id);
      const model = v.models.get(id);
      if (owner === undefined || expanded.has(owner) || (model && isContainer(model))) return;
      expanded.add(owner);
      draw(v);
    };
    draw(v);
    v.fit();
  }
  function toggle(v, id) {
    if (expanded.has(id)) expanded.delete(id);
    else expanded.add(id);
    v.clearMarks();
    draw(v);
  }
  return { start: start };
})();
