#!/usr/bin/env python3
"""Writes a large, lint-clean navgraph spec for benchmarks: N screens in tabbed stacks and N routes.

Usage: gen_spec.py SCREENS [--routes N] [--changed N] [--renamed kept|bare] [-o FILE]

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


def generate(screens: int, routes: int, tabs: int = 10) -> dict:
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
    for t, members in enumerate(per_tab):
        for local, index in enumerate(members):
            edges = []
            for child in (2 * local + 1, 2 * local + 2):
                if child < len(members):
                    edges.append({"via": "push", "to": f"S{members[child]}", "label": f"open {child}"})
            if local > 0:
                edges.append({"via": "pop"})
            if local % 50 == 7:
                edges.append({"via": "sheet", "to": "Info", "stacked": True})
            models.append({
                "id": f"S{index}", "kind": "screen", "title": f"Screen {index}",
                "params": [{"name": "id", "type": "int", "optional": True}],
                "edges": edges,
            })
    models.append({"id": "Info", "kind": "screen", "edges": [{"via": "dismiss"}]})
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
    return {
        "navgraph": 1,
        "app": f"Generated ({screens} screens, {routes} routes)",
        "links": {"schemes": ["app"], "hosts": ["shop.example.com"]},
        "root": "App",
        "models": models,
        "routes": route_list,
    }


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
    args = parser.parse_args()
    if args.app_config:
        write_app_config(args.app_config)
    spec = generate(args.screens, args.routes if args.routes is not None else args.screens)
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
