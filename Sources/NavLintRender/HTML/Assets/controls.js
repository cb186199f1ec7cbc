(function () {
  const v = navlintView;
  const data = v.data;
  const search = document.getElementById("navlint-search");
  const matches = document.getElementById("navlint-matches");
  const urlInput = document.getElementById("navlint-url");
  const resolution = document.getElementById("navlint-resolution");
  const filters = document.getElementById("navlint-filters");

  function find(text) {
    const query = text.trim().toLowerCase();
    if (!query) return [];
    const exact = data.models.filter((m) => m.id.toLowerCase() === query);
    const rest = data.models.filter((m) => m.id.toLowerCase() !== query &&
      (m.id.toLowerCase().includes(query) || (m.title || "").toLowerCase().includes(query)));
    return exact.concat(rest);
  }
  function listMatches() {
    const found = find(search.value);
    matches.replaceChildren();
    for (const model of found.slice(0, 50)) {
      const item = v.element("li");
      const button = v.element("button", model.id + (model.title ? " · " + model.title : ""), "navlint-link");
      button.type = "button";
      button.addEventListener("click", () => v.select(model.id));
      item.appendChild(button);
      matches.appendChild(item);
    }
    if (found.length > 50) matches.appendChild(v.element("li", (found.length - 50) + " more", "navlint-none"));
    return found;
  }
  search.addEventListener("input", listMatches);
  search.addEventListener("keydown", (event) => {
    if (event.key !== "Enter") return;
    const found = listMatches();
    if (found.length) v.select(found[0].id);
  });

  function showResolution() {
    const text = urlInput.value.trim();
    resolution.replaceChildren();
    v.clearMarks();
    if (!text) return;
    const answer = navlintResolver.resolve(data, text);
    const line = (label, value) => {
      const row = v.element("div");
      row.appendChild(v.element("strong", label + " "));
      row.appendChild(v.element("span", value));
      resolution.appendChild(row);
    };
    if (answer.route !== null) {
      const route = data.routes.find((r) => r.id === answer.route);
      line("route", route.id + "  " + route.pattern);
      line("params", JSON.stringify(answer.params));
      if (answer.bound.length) {
        line("bound", answer.bound.map((b) => b.param + " = " + JSON.stringify(b.value) + " (" + b.source + ")").join(", "));
      }
      line("path", route.pathText || "none: no navigation path reaches " + route.target);
      (route.undelivered || []).forEach((f) => line("\u2298 " + f.rule, f.message));
      if (route.otherPlaces) {
        line("other places", route.otherPlaces.map((p) => p.via + ": " + p.pathText).join("; "));
      }
      v.markPath(answer.path);
      v.mark(v.nodeOf.get(route.target), "navlint-selected");
      v.mark(v.routeNodeOf.get(route.id), "navlint-selected");
    } else if (answer.ambiguous !== null) {
      line("ambiguous", answer.ambiguous.join(", ") + " tie and none takes precedence");
      answer.ambiguous.forEach((id) => v.mark(v.routeNodeOf.get(id), "navlint-ambiguous"));
    } else {
      line("no route matches", answer.error || "");
    }
  }
  urlInput.addEventListener("input", showResolution);

  function checkbox(text, onChange, checked) {
    const wrapper = v.element("label");
    const input = v.element("input");
    input.type = "checkbox";
    input.checked = checked;
    input.addEventListener("change", () => onChange(input.checked));
    wrapper.appendChild(input);
    wrapper.appendChild(document.createTextNode(" " + text));
    filters.appendChild(wrapper);
    return input;
  }
  function buildFilters() {
    const kinds = [...new Set(v.edgeElements.map((e) => e.kind))].sort();
    for (const kind of kinds) {
      const box = checkbox(kind, (on) => {
        v.edgeElements.filter((e) => e.kind === kind).forEach((e) => e.node.classList.toggle("navlint-hidden", !on));
      }, true);
      box.setAttribute("data-edge-kind", kind);
    }
    const noted = new Set(data.findings.flatMap((f) => f.ids));
    checkbox("findings only", (on) => {
      v.canvas.querySelectorAll("[data-model]").forEach((node) =>
        node.classList.toggle("navlint-dim", on && !noted.has(node.getAttribute("data-model"))));
    }, false).id = "navlint-findings-only";
    const thumbs = v.canvas.querySelectorAll("image.navlint-thumb");
    if (thumbs.length > 0) {
      checkbox("pictures", (on) => thumbs.forEach((t) => t.classList.toggle("navlint-hidden", !on)), true).id =
        "navlint-thumbs";
    }
    if (data.coverage === null) return;
    const select = v.element("select");
    select.id = "navlint-coverage";
    for (const value of ["all routes", "hit routes", "missed routes"]) select.appendChild(v.element("option", value));
    select.addEventListener("change", () => {
      for (const [id, node] of v.routeNodeOf) {
        const hits = data.coverage[id] || 0;
        const shown = select.selectedIndex === 0 || (select.selectedIndex === 1) === (hits > 0);
        node.classList.toggle("navlint-dim", !shown);
      }
    });
    filters.appendChild(select);
    for (const [id, node] of v.routeNodeOf) node.classList.add((data.coverage[id] || 0) > 0 ? "navlint-hit" : "navlint-missed");
  }

  document.getElementById("navlint-zoom-in").addEventListener("click", () => v.zoom(1.25));
  document.getElementById("navlint-zoom-out").addEventListener("click", () => v.zoom(0.8));
  document.getElementById("navlint-fit").addEventListener("click", () => v.fit());
  document.addEventListener("keydown", (event) => {
    const typing = event.target instanceof HTMLInputElement;
    if (event.key === "/" && !typing) {
      event.preventDefault();
      search.focus();
    } else if (event.key === "Escape") {
      search.value = "";
      urlInput.value = "";
      matches.replaceChildren();
      resolution.replaceChildren();
      v.clear();
      if (typing) event.target.blur();
    } else if ((event.key === "+" || event.key === "=") && !typing) v.zoom(1.25);
    else if (event.key === "-" && !typing) v.zoom(0.8);
  });

  if (data.app) document.title = "navlint review: " + data.app;
  v.enablePanAndZoom();
  if (data.drawing.collapsed) {
    document.getElementById("navlint-note").textContent =
      "Too large for the static diagram (" + data.drawing.reason + "): each container is one node; "
      + "click one to expand it.";
    navlintOverview.start(v);
  } else {
    v.adoptDiagram(data.drawing);
    v.clicked = (id) => v.select(id);
    v.fit();
  }
  buildFilters();
  v.clear();
  window.navlint = {
    resolve: (url) => navlintResolver.resolve(data, String(url)),
    select: (id) => v.select(id),
    clear: () => v.clear(),
    get selected() { return v.selected; },
    ready: true,
    readyTime: performance.now(),
  };
  document.dispatchEvent(new Event("navlint-ready"));
})();