#!/usr/bin/env python3
"""Writes a large, lint-clean navgraph spec for benchmarks: N screens in tabbed stacks and N routes.

Usage: gen_spec.py SCREENS [--routes N] [--changed N] [--renamed kept|bare] [-o FILE]
                   [--shape NAME] [--tabs N] [--breadth N] [--depth N] [--sheets SHARE] [--switches SHARE]
                   [--groups N] [--windows N] [--routes-per-screen N] [--label-length N]

The shape options lay the screens out differently: --shape names one of SHAPES (the benchmarks name
their specs by it), and each parameter after it changes that one parameter. Without them the spec is the
one this script has always written (10 tabs of binary push trees), byte for byte.

With --changed N, the spec is the next version of the generated one, with N routes changed the ways
`navlint diff` tells apart: moved to another path, sent to another screen, a placeholder renamed, widened
to a string, and a query item that became optional; and N edges changed the ways its structural rules
tell apart (an edge and a screen added, an edge removed, an edge's kind or label changed), the tabs
reordered and a tab added.

With --renamed, every screen S<n> is renamed Screen<n> wherever it is named: `kept` gives each its old id
as its Swift type (`swift`), so that `navlint diff` sees one rename per screen; `bare` renames the ids
alone, so that every screen is gone and another is new.
"""
import argparse
import os
import json
import sys
from dataclasses import dataclass, replace
from typing import Optional


@dataclass(frozen=True)
class Shape:
    """How a generated spec is laid out. The defaults give the spec this script has always written."""
    tabs: int = 10
    # Pushes from each screen of a tab's push tree (1: a chain).
    breadth: int = 2
    # The most pushes from a tab's root screen; when a tree that deep is full, the root pushes to another
    # one. None: one tree per tab, as deep as its screens make it.
    depth: Optional[int] = None
    # The share of screens that present a sheet of their own (a screen `M<n>` on top of SCREENS). None: one
    # screen in 50 of each tab presents the shared `Info` screen, in its own stack.
    sheets: Optional[float] = None
    # The share of screens that switch to the next tab.
    switches: float = 0.0
    # Groups of shared edges (`Group<g>`), screen n including group n % groups.
    groups: int = 0
    # Windows besides the main one, each a screen that the first screens open.
    windows: int = 0
    # Routes per screen when no route count is given. None: one, or the caller's count.
    routes_per_screen: Optional[float] = None
    # Titles and push labels padded with words to this many characters. 0: as they are.
    label_length: int = 0


SHAPES = {
    "default": (Shape(), "10 tabs of binary push trees, one screen in 50 presenting a shared sheet"),
    "tabs-trees": (Shape(tabs=5, sheets=0.1, switches=0.05, routes_per_screen=1.0),
                   "5 tabs of push trees, 10% sheets, 5% tab switches, a route per screen"),
    "deep-stack": (Shape(tabs=1, breadth=1, routes_per_screen=0.1),
                   "one tab whose screens push one another in a chain, a route per ten screens"),
    "wide-hub": (Shape(tabs=1, depth=1, routes_per_screen=1.0), "one tab whose root screen pushes every other screen"),
    "long-labels": (Shape(label_length=48), "the default shape with titles and push labels of 48 characters"),
    "groups-windows": (Shape(tabs=5, groups=4, windows=3, sheets=0.05, routes_per_screen=1.0),
                       "5 tabs, 4 groups of shared edges, 3 more windows, 5% sheets"),
}


def padded(text: str, length: int) -> str:
    """`text` followed by filler words up to `length` characters (`text` itself when it is as long)."""
    if len(text) >= length:
        return text
    words = ["and", "then", "details", "of", "the", "selected", "item"]
    while len(text) < length:
        text += " " + words[len(text) % len(words)]
    return text[:length].rstrip()


def spread(index: int, share: float) -> bool:
    """Whether the screen at `index` is one of an even `share` of all screens."""
    return share > 0 and int((index + 1) * share) > int(index * share)


def tree_parents(count: int, shape: Shape) -> list:
    """The parent of each of a tab's `count` screens in its push trees (None for the tab's root)."""
    breadth = max(1, shape.breadth)
    if shape.depth is None:
        return [None] + [(local - 1) // breadth for local in range(1, count)]
    # A subtree below the root is at most depth - 1 pushes deep.
    capacity = sum(breadth ** level for level in range(max(1, shape.depth)))
    parents = [None]
    for local in range(1, count):
        tree, offset = divmod(local - 1, capacity)
        parents.append(0 if offset == 0 else 1 + tree * capacity + (offset - 1) // breadth)
    return parents


def screen_edges(index: int, local: int, children: list, members: list, tab: int, shape: Shape) -> list:
    """The edges of screen S<index>, the `local`-th of its tab's screens."""
    edges = []
    for child in children:
        edges.append({"via": "push", "to": f"S{members[child]}", "label": padded(f"open {child}", shape.label_length)})
    if local > 0:
        edges.append({"via": "pop"})
    if shape.sheets is None:
        if local % 50 == 7:
            edges.append({"via": "sheet", "to": "Info", "stacked": True})
    elif spread(index, shape.sheets):
        edges.append({"via": "sheet", "to": f"M{index}", "label": "more"})
    if shape.tabs > 1 and spread(index, shape.switches):
        edges.append({"via": "selectTab", "tab": f"MainTabs.t{(tab + 1) % shape.tabs}", "label": "switch tab"})
    if index < shape.windows:
        edges.append({"via": "openWindow", "window": f"w{index + 1}", "label": "new window"})
    return edges


def generate(screens: int, routes: int, tabs: int = 10, shape: Optional[Shape] = None) -> dict:
    shape = shape or Shape(tabs=tabs)
    tabs = shape.tabs
    models = [
        {"id": "App", "kind": "switch", "initial": "loggedIn",
         "cases": [{"id": "loggedOut", "model": "StartStack"}, {"id": "loggedIn", "model": "MainTabs"}]},
        {"id": "StartStack", "kind": "stack", "root": "Start"},
        {"id": "Start", "kind": "screen", "title": "Welcome",
         "edges": [{"via": "switch", "case": "App.loggedIn", "label": "log in"},
                   {"via": "sheet", "to": "Fallback", "label": "help"}]},
        {"id": "MainTabs", "kind": "tabs", "initial": "t0",
         "tabs": [{"id": f"t{t}", "title": f"Tab {t}", "model": f"Stack{t}"} for t in range(tabs)]},
    ]
    per_tab = [list(range(t, screens, tabs)) for t in range(tabs)]
    for t, members in enumerate(per_tab):
        models.append({"id": f"Stack{t}", "kind": "stack", "root": f"S{members[0]}" if members else "Start"})
    sheets = []
    for t, members in enumerate(per_tab):
        parents = tree_parents(len(members), shape)
        children = [[] for _ in members]
        for local, parent in enumerate(parents):
            if parent is not None:
                children[parent].append(local)
        for local, index in enumerate(members):
            edges = screen_edges(index, local, children[local], members, t, shape)
            sheets += [edge["to"] for edge in edges if edge["via"] == "sheet" and edge["to"] != "Info"]
            model = {
                "id": f"S{index}", "kind": "screen", "title": padded(f"Screen {index}", shape.label_length),
                "params": [{"name": "id", "type": "int", "optional": True}],
                "edges": edges,
            }
            if shape.groups:
                model["include"] = [f"Group{index % shape.groups}"]
            models.append(model)
    if shape.sheets is None or shape.groups:
        models.append({"id": "Info", "kind": "screen", "edges": [{"via": "dismiss"}]})
    models += [{"id": sheet, "kind": "screen", "title": f"More of {sheet[1:]}", "edges": [{"via": "dismiss"}]}
               for sheet in sheets]
    models += [{"id": f"Window{w}", "kind": "screen", "title": f"Window {w}", "edges": [{"via": "dismissWindow"}]}
               for w in range(1, shape.windows + 1)]
    # Where links that no specific route takes land: every specific route overlaps one of these.
    models.append({"id": "Fallback", "kind": "screen", "title": "Not found",
                   "params": [{"name": "section", "type": "string", "optional": True},
                              {"name": "rest", "type": "string", "optional": True}],
                   "edges": [{"via": "dismiss"}]})
    route_list = []
    for r in range(routes):
        index = r % screens
        tab = index % tabs
        # A tenth of the routes put a placeholder inside literal text.
        if r % 20 == 4:
            pattern = f"app://t{tab}/s{r}/item-{{id:int}}"
        elif r % 20 == 9:
            pattern = f"https://shop.example.com/s{r}/v{{id:int}}.json"
        elif r % 2 == 0:
            pattern = f"app://t{tab}/s{r}/{{id:int}}"
        else:
            pattern = f"https://shop.example.com/s{r}/detail?id={{id:int}}"
        route_list.append({"id": f"r{r}", "pattern": pattern, "target": f"S{index}", "via": [f"MainTabs.t{tab}"]})
    if routes:
        route_list.append({"id": "fallback", "pattern": "app://{section}/{rest*}", "target": "Fallback", "present": "sheet"})
        route_list.append({"id": "web-fallback", "pattern": "https://shop.example.com/{rest*}", "target": "Fallback", "present": "sheet"})
    spec = {
        "navgraph": 1,
        "app": f"Generated ({screens} screens, {routes} routes)",
        "links": {"schemes": ["app"], "hosts": ["shop.example.com"]},
        "root": "App",
        "models": models,
        "routes": route_list,
    }
    if shape.windows:
        del spec["root"]
        spec["windows"] = [{"id": "main", "root": "App"}] + [
            {"id": f"w{w}", "root": f"Window{w}"} for w in range(1, shape.windows + 1)]
    if shape.groups:
        spec["groups"] = [{"id": f"Group{g}", "edges": [{"via": "sheet", "to": "Info", "stacked": True,
                                                          "label": f"shared {g}"}]} for g in range(shape.groups)]
    return spec


def change_routes(spec: dict, changed: int) -> dict:
    """The spec with `changed` of its specific routes changed, spread evenly over them."""
    routes = [route for route in spec["routes"] if route["id"].startswith("r")]
    step = max(1, len(routes) // max(1, changed))
    for number, route in enumerate(routes[::step][:changed]):
        kind = number % 5
        if kind == 0:
            route["pattern"] = route["pattern"].replace("/s", "/moved-s", 1)
        elif kind == 1:
            route["target"] = "Info"
            route.pop("via", None)
            route["present"] = "sheet"
        elif kind == 2:
            route["pattern"] = route["pattern"].replace("{id:int}", "{pid:int}")
            route["bind"] = {f"{route['target']}.id": "pid"}
        elif kind == 3:
            route["pattern"] = route["pattern"].replace("{id:int}", "{id}")
        else:
            route["pattern"] = route["pattern"].replace("{id:int}", "{id:int?}") if "?" in route["pattern"] \
                else route["pattern"].replace("/{id:int}", "/{id:int}/{rest*}")
    return spec


def change_structure(spec: dict, changed: int) -> dict:
    """The spec with `changed` of its screens' push edges changed, spread evenly, and its tabs changed."""
    screens = [model for model in spec["models"]
               if model["id"].startswith("S") and any("to" in edge for edge in model.get("edges", []))]
    step = max(1, len(screens) // max(1, changed))
    added = []
    for number, model in enumerate(screens[::step][:changed]):
        kind = number % 4
        if kind == 0:
            added.append({"id": f"New{number}", "kind": "screen", "edges": [{"via": "pop"}]})
            model["edges"].append({"via": "push", "to": added[-1]["id"], "label": "new"})
        else:
            edge = next(edge for edge in model["edges"] if "to" in edge)
            if kind == 1:
                model["edges"].remove(edge)
            elif kind == 2:
                edge["via"] = "sheet"
            else:
                edge["label"] = "renamed"
    tabs = next(model for model in spec["models"] if model["kind"] == "tabs")
    tabs["tabs"].reverse()
    tabs["tabs"].append({"id": "extra", "title": "Extra", "model": "Info"})
    spec["models"] += added
    return spec


def rename_screens(spec: dict, keep_type: bool) -> dict:
    """The spec with every screen S<n> renamed Screen<n> in its models, edges, stack roots and routes."""
    def renamed(name):
        return "Screen" + name[1:] if name[:1] == "S" and name[1:].isdigit() else name
    for model in spec["models"]:
        if renamed(model["id"]) != model["id"]:
            if keep_type:
                model["swift"] = model["id"]
            model["id"] = renamed(model["id"])
        if "root" in model:
            model["root"] = renamed(model["root"])
        for edge in model.get("edges", []):
            if "to" in edge:
                edge["to"] = renamed(edge["to"])
    for route in spec["routes"]:
        route["target"] = renamed(route["target"])
        if "bind" in route:
            route["bind"] = {renamed(key.split(".")[0]) + "." + key.split(".", 1)[1]: value
                             for key, value in route["bind"].items()}
    return spec


def write_app_config(folder: str) -> None:
    """Writes the generated app's Info.plist, entitlements and shop.example.com's AASA file into `folder`:
    the scheme `app`, the domain, and components that exclude some routes' paths, take the rest by prefix and
    ask for a query item, as a real site's do."""
    import plistlib
    os.makedirs(os.path.join(folder, "shop.example.com", ".well-known"), exist_ok=True)
    with open(os.path.join(folder, "Info.plist"), "wb") as handle:
        plistlib.dump({"CFBundleURLTypes": [{"CFBundleURLSchemes": ["app", "legacy"]}]}, handle)
    with open(os.path.join(folder, "App.entitlements"), "wb") as handle:
        plistlib.dump({"com.apple.developer.associated-domains": ["applinks:shop.example.com"]}, handle)
    components = [{"#": "no_universal_links", "exclude": True}]
    components += [{"/": f"/s{digit}9*", "exclude": True} for digit in range(1, 10)]
    components += [{"/": f"/s{digit}*/detail", "?": {"id": "?*"}} for digit in range(1, 10)]
    components += [{"/": "/s*"}, {"/": "/account/*", "exclude": True}, {"/": "/*"}]
    aasa = {"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.generated"], "components": components}]}}
    path = os.path.join(folder, "shop.example.com", ".well-known", "apple-app-site-association")
    with open(path, "w", encoding="utf-8") as handle:
        json.dump(aasa, handle, indent=2)


def routes_for(shape: Shape, screens: int, default: Optional[int] = None) -> int:
    """How many routes a spec of `screens` screens of `shape` has: the shape's share, else `default`, else one
    per screen."""
    if shape.routes_per_screen is not None:
        return round(screens * shape.routes_per_screen)
    return screens if default is None else default


def shape_from(args) -> Shape:
    """The named shape with the parameters given on the command line changed."""
    shape, _ = SHAPES[args.shape]
    changes = {name: getattr(args, name) for name in Shape.__dataclass_fields__ if getattr(args, name) is not None}
    shape = replace(shape, **changes)
    if shape.tabs < 1 or shape.breadth < 1 or (shape.depth is not None and shape.depth < 1):
        raise SystemExit("gen_spec.py: --tabs, --breadth and --depth must be at least 1")
    if not all(0 <= share <= 1 for share in (shape.sheets or 0, shape.switches)):
        raise SystemExit("gen_spec.py: --sheets and --switches are shares between 0 and 1")
    return shape


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("screens", type=int)
    parser.add_argument("--routes", type=int, help="number of routes (default: as many as screens)")
    parser.add_argument("--changed", type=int, default=0, help="write the next version, with this many routes changed")
    parser.add_argument("--renamed", choices=["kept", "bare"],
                        help="rename every screen, keeping its Swift type or not")
    parser.add_argument("-o", "--output", help="output file (default: standard output)")
    parser.add_argument("--app-config", metavar="FOLDER",
                        help="also write the app's Info.plist, entitlements and AASA file into FOLDER")
    shapes = parser.add_argument_group("shape (a named shape, then any of its parameters changed)")
    shapes.add_argument("--shape", choices=list(SHAPES), default="default",
                        help="; ".join(f"{name}: {label}" for name, (_, label) in SHAPES.items()).replace("%", "%%"))
    shapes.add_argument("--tabs", type=int, help="tabs, each a stack with a push tree")
    shapes.add_argument("--breadth", type=int, help="pushes from each screen of a push tree (1: a chain)")
    shapes.add_argument("--depth", type=int, help="the most pushes from a tab's root; further trees hang from it")
    shapes.add_argument("--sheets", type=float, help="share of screens presenting a sheet of their own (0 to 1)")
    shapes.add_argument("--switches", type=float, help="share of screens switching to the next tab (0 to 1)")
    shapes.add_argument("--groups", type=int, help="groups of shared edges, each screen including one")
    shapes.add_argument("--windows", type=int, help="windows besides the main one")
    shapes.add_argument("--routes-per-screen", type=float, help="routes per screen when --routes is not given")
    shapes.add_argument("--label-length", type=int, help="pad titles and push labels to this many characters")
    args = parser.parse_args()
    shape = shape_from(args)
    if args.app_config:
        write_app_config(args.app_config)
    spec = generate(args.screens, args.routes if args.routes is not None else routes_for(shape, args.screens),
                    shape=shape)
    if args.changed:
        spec = change_structure(change_routes(spec, args.changed), args.changed)
    if args.renamed:
        spec = rename_screens(spec, args.renamed == "kept")
    text = json.dumps(spec, indent=2) + "\n"
    if args.output:
        with open(args.output, "w", encoding="utf-8") as handle:
            handle.write(text)
    else:
        sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
