#!/usr/bin/env python3
"""Scales a spec up by copying it: a benchmark input of a real app's shape rather than a generator's.

    python3 scripts/scale_spec.py SPEC --models 10000 -o scaled.navgraph.json [--navlint PATH]

Every model, group, route and window of SPEC is copied as many times as it takes to reach --models models; copy
k renames each id X to X_ck and everything that names it (edge targets, tabs, cases, columns, stack roots and
paths, route targets, waypoints, binds, tab and case selections, group includes, replaced routes), and puts the
path segment ck first in every route pattern, example and openURL address, so that no two copies share a URL.
A tabs model per window (or one for the app's root) shows the copies, a tab each, so that every copy is reached
as the original is.

A route that names waypoints (`via`) is copied into the first --waypoint-copies copies only, and the openURL
edges of the other copies are marked external (the routes their links opened may be missing there): each
distinct list of waypoints costs a path search over the whole graph, and an app has dozens of them, not
thousands (past navlint's search budget the spec is refused). A .nav spec is read through `navlint fmt --to json`.
"""

import argparse
import json
import math
import os
import subprocess
import sys
import tempfile

# Keys whose string value is a model id, and keys whose value is a list of model ids.
MODEL_KEYS = {"to", "model", "root", "sidebar", "content", "detail", "target"}
MODEL_LIST_KEYS = {"path"}
# Keys whose value is "ModelId.member" (a tab or a case of a model).
QUALIFIED_KEYS = {"tab", "case"}
# Keys whose value is a URL or a route pattern, and keys whose value is a list of them.
URL_KEYS = {"pattern", "url"}
URL_LIST_KEYS = {"examples"}


def read_spec(path, navlint):
    """The spec as JSON: read directly, or converted from the DSL by navlint."""
    if path.endswith(".nav"):
        converted = subprocess.run([navlint, "fmt", "--to", "json", path], capture_output=True, text=True)
        if converted.returncode != 0:
            sys.exit(f"scale_spec: {path}: navlint fmt failed: {converted.stderr.strip()}")
        return json.loads(converted.stdout)
    with open(path, encoding="utf-8") as handle:
        return json.load(handle)


def segmented(address, segment):
    """The pattern or URL with `segment` as its first path segment (after the host, or after a pseudo-scheme's
    colon), keeping its query and fragment: shop://p/{id} -> shop://p/c2/{id}, https://a.example?x=1 ->
    https://a.example/c2?x=1, notification:country/{code} -> notification:c2/country/{code}."""
    scheme, colon, rest = address.partition(":")
    if not colon:
        return address
    if not rest.startswith("//"):
        return f"{scheme}:{segment}/{rest}" if rest else f"{scheme}:{segment}"
    authority_end = len(rest)
    for stop in "/?#":
        found = rest.find(stop, 2)
        if found != -1:
            authority_end = min(authority_end, found)
    authority, remainder = rest[:authority_end], rest[authority_end:]
    cut = min([i for i in (remainder.find("?"), remainder.find("#")) if i != -1], default=len(remainder))
    path, tail = remainder[:cut], remainder[cut:]
    if path == "/":
        path = ""
    return f"{scheme}:{authority}/{segment}{path}{tail}"


class Copier:
    """Renames the ids of one copy (suffix `_ck`) in a spec's JSON values."""

    def __init__(self, spec, copy):
        self.suffix = f"_c{copy}"
        self.segment = f"c{copy}"
        self.models = {model["id"] for model in spec.get("models", [])}
        self.groups = {group["id"] for group in spec.get("groups", [])}

    def model(self, name):
        return name + self.suffix if name in self.models else name

    def qualified(self, name):
        owner, dot, member = name.partition(".")
        return self.model(owner) + dot + member

    def waypoint(self, name):
        return name if name == "*" else self.qualified(name)

    def value(self, key, value, owner):
        """`value` of `key` in an object of kind `owner` (model, group, route, window, or another), copied."""
        if isinstance(value, dict):
            return self.object(value, owner)
        if isinstance(value, list):
            return self.list(key, value, owner)
        if not isinstance(value, str):
            return value
        if key == "id" and owner == "model":
            return self.model(value)
        if key == "id" and owner in ("group", "route"):
            return value + self.suffix
        if key in MODEL_KEYS:
            return self.model(value)
        if key in QUALIFIED_KEYS:
            return self.qualified(value)
        if key in URL_KEYS:
            return segmented(value, self.segment)
        if key == "swift":
            return value + self.suffix
        return value

    def list(self, key, values, owner):
        if key in MODEL_LIST_KEYS:
            return [self.model(value) for value in values]
        if key == "via":
            return [self.waypoint(value) for value in values]
        if key == "include":
            return [value + self.suffix if value in self.groups else value for value in values]
        if key == "replaces":
            return [value + self.suffix for value in values]
        if key in URL_LIST_KEYS:
            return [segmented(value, self.segment) for value in values]
        kind = {"models": "model", "groups": "group", "routes": "route", "windows": "window"}.get(key, "")
        return [self.value(key, value, kind) for value in values]

    def object(self, values, kind):
        copied = {}
        for key, value in values.items():
            if key == "bind" and kind == "route" and isinstance(value, dict):
                copied[key] = {self.qualified(name): placeholder for name, placeholder in value.items()}
            elif key == "screenshot":
                continue
            else:
                copied[key] = self.value(key, value, kind)
        return copied


def scaled(spec, models, waypoint_copies):
    """The spec copied until it has at least `models` models, with a tabs model showing the copies; routes with
    waypoints in the first `waypoint_copies` copies only."""
    originals = spec.get("models", [])
    if not originals:
        sys.exit("scale_spec: the spec has no models to copy")
    copies = max(1, math.ceil(models / len(originals)))
    result = {key: value for key, value in spec.items() if key not in ("models", "groups", "routes", "windows",
                                                                       "root", "$schema")}
    result["models"], result["groups"], result["routes"] = [], [], []
    windows = spec.get("windows") or [{"id": None, "root": spec.get("root")}]
    holders = []
    for window in windows:
        tabs = [{"id": f"c{copy}", "model": Copier(spec, copy).model(window["root"])} for copy in range(1, copies + 1)]
        holder = {"id": "Copies" if window["id"] is None else f"Copies_{window['id']}", "kind": "tabs",
                  "tabs": tabs, "initial": "c1"}
        if window.get("platforms"):
            holder["platforms"] = window["platforms"]
        holders.append(holder)
    result["models"].extend(holders)
    for copy in range(1, copies + 1):
        copier = Copier(spec, copy)
        result["groups"] += [copier.object(group, "group") for group in spec.get("groups", [])]
        beyond = copy > waypoint_copies
        copied = [copier.object(model, "model") for model in originals]
        if beyond:
            for model in copied:
                for edge in model.get("edges", []):
                    if edge.get("via") == "openURL":
                        edge["external"] = True
        result["models"] += copied
        result["routes"] += [copier.object(route, "route") for route in spec.get("routes", [])
                             if not (beyond and route.get("via"))]
    if not result["groups"]:
        del result["groups"]
    if spec.get("windows"):
        result["windows"] = [dict(window, root=holder["id"]) for window, holder in zip(spec["windows"], holders)]
    else:
        result["root"] = holders[0]["id"]
    return result


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("spec", help="a .navgraph.json or .nav spec")
    parser.add_argument("--models", type=int, default=10000, help="at least this many models (default 10,000)")
    parser.add_argument("-o", "--output", help="output file (default: standard output)")
    parser.add_argument("--waypoint-copies", type=int, default=20, metavar="N",
                        help="copy routes that name waypoints into the first N copies only (default 20)")
    parser.add_argument("--navlint", default=".build/debug/navlint", help="navlint, to read a .nav spec")
    args = parser.parse_args()
    spec = scaled(read_spec(args.spec, args.navlint), args.models, args.waypoint_copies)
    text = json.dumps(spec, indent=1, ensure_ascii=False)
    if not args.output:
        sys.stdout.write(text + "\n")
        return 0
    folder = os.path.dirname(os.path.abspath(args.output))
    with tempfile.NamedTemporaryFile("w", dir=folder, delete=False, encoding="utf-8") as handle:
        handle.write(text + "\n")
    os.replace(handle.name, args.output)
    return 0


if __name__ == "__main__":
    sys.exit(main())
