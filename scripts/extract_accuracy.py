#!/usr/bin/env python3
"""Measures `navlint extract` against hand-labelled navigation, by place.

A label file (Tests/ExtractAccuracy/labels/APP.labels) names the app's repository and commit, the folders or
files whose navigation was labelled in full (`sample:` lines, paths relative to the app's tree), and one row
per navigation the code performs, `path/File.swift:LINE KIND DESTINATION`, under `[static]` (SwiftUI's own
navigation written at the call site) or `[dynamic]` (a router, coordinator or path object moved by a call).
DESTINATION is the Swift type of the view shown, `-` for a navigation that shows no view (dismiss, pop, an
alert or dialog), a URL for `openURL` of a literal, and `?` for a call site whose destination a spec cannot
hold (a view the sources do not declare, a URL that is not a literal): such a row counts as a call site only.

For each app the script runs `navlint extract . --report json` in the app's tree and compares:
- precision: of the distinct (place, destination) pairs extract gives inside the sample, the share a label has;
- recall, static and dynamic: of the labelled (place, destination) pairs, the share extract gives;
- call sites accounted for: of the labelled places, the share where extract gives an edge or an `unresolved`
  note (a place is `file:line`; the note or edge may sit at any column of that line).
A call site the report lists as `merged` (the same navigation as an earlier site of the same screen, which the
spec writes once) counts as that edge at the site's own place.
An extracted edge's destination is its target model's id or `swift` name; a container made by a view
(`VStack`, `VTabs`, `VSplit`, with a number after it when there are more) also stands for that view, and a
stack also for its root; a `switch` edge's is that of the model its case shows; a dialog, or an edge without
a target, is `-`.

  scripts/extract_accuracy.py [--navlint .build/debug/navlint] [--apps DIR] [--markdown] [--json]
                              LABELS[=TREE]...

TREE defaults to DIR/NAME, NAME being the label file's name without `.labels`.
"""
import argparse
import json
import os
import re
import subprocess
import sys
import time

CONTAINER_SUFFIX = re.compile(r"^(?P<view>.+?)(Stack|Tabs|Split|Alert|Dialog)\d*$")


class Labels:
    """One app's label file: where it comes from, what was labelled, and the rows."""

    def __init__(self, name):
        self.name = name
        self.repository = ""
        self.commit = ""
        self.style = ""
        self.samples = []
        # (file, line, kind, destination, dynamic)
        self.rows = []

    def in_sample(self, path):
        return any(path == sample or path.startswith(sample.rstrip("/") + "/") for sample in self.samples)


def parse_labels(path):
    """Reads a label file; a malformed line stops with its file:line."""
    labels = Labels(os.path.basename(path).removesuffix(".labels"))
    section = None
    with open(path, encoding="utf-8") as handle:
        for number, raw in enumerate(handle, 1):
            line = raw.strip()
            if not line or line.startswith("#"):
                continue
            if line in ("[static]", "[dynamic]"):
                section = line[1:-1]
                continue
            key, colon, value = line.partition(":")
            if colon and key in ("repository", "commit", "style", "sample"):
                if key == "sample":
                    labels.samples.append(value.strip())
                else:
                    setattr(labels, key, value.strip())
                continue
            parts = line.rsplit(None, 2)
            place = re.fullmatch(r"(?P<file>.+):(?P<line>\d+)", parts[0]) if len(parts) == 3 else None
            if section is None or place is None:
                raise SystemExit(f"{path}:{number}: expected `file:line kind destination` under [static] or [dynamic]")
            labels.rows.append((place["file"], int(place["line"]), parts[1], parts[2], section == "dynamic"))
    if not labels.samples:
        raise SystemExit(f"{path}: no `sample:` line says what was labelled")
    for file, line, _, _, _ in labels.rows:
        if not labels.in_sample(file):
            raise SystemExit(f"{path}: {file}:{line} lies outside every `sample:`")
    return labels


def place_of(source):
    """`path/File.swift:LINE:COL` → (path, line)."""
    match = re.fullmatch(r"(?P<file>.+):(?P<line>\d+):\d+", source or "")
    return (match["file"], int(match["line"])) if match else None


def destination_names(spec):
    """Each model id → the names a label may give its destination by."""
    models = {model["id"]: model for model in spec.get("models", [])}
    cache = {}

    def names(model_id, seen=()):
        if model_id in cache:
            return cache[model_id]
        model = models.get(model_id)
        found = {model_id}
        if model is None:
            return found
        if model.get("kind") == "dialog":
            found = {"-"}
        else:
            if model.get("swift"):
                found.add(model["swift"])
            container = CONTAINER_SUFFIX.match(model_id)
            if model.get("kind") != "screen" and container:
                found.add(container["view"])
            root = model.get("root")
            if model.get("kind") == "stack" and root and root not in seen:
                found |= names(root, seen + (model_id,))
            # A switch nested in a case of another (no Swift type of its own) shows one of its cases' views.
            if model.get("kind") == "switch" and not model.get("swift"):
                for case in model.get("cases", []):
                    if case.get("model") and case["model"] not in seen:
                        found |= names(case["model"], seen + (model_id,))
        cache[model_id] = found
        return found

    return names


def switch_cases(spec):
    """Each `SwitchId.caseId` → the id of the model that case shows."""
    return {
        f"{model['id']}.{case.get('id')}": case.get("model")
        for model in spec.get("models", []) if model.get("kind") == "switch"
        for case in model.get("cases", [])
    }


def tab_models(spec):
    """Each `TabsId.tabId` → the id of the model that tab shows."""
    return {
        f"{model['id']}.{tab.get('id')}": tab.get("model")
        for model in spec.get("models", []) if model.get("kind") == "tabs"
        for tab in model.get("tabs", [])
    }


def edges_of(spec, report=None):
    """Every extracted edge as (file, line, kind, names of its destination): models', tabs' and groups', and
    each call site the report lists as `merged` into one of them (the same navigation, at the site's place).
    A `switch` edge's destination is the model its case shows, a `selectTab` edge's the model its tab shows, an
    `openWindow` edge's its window's id and the window's root (a label names the view the window shows)."""
    names = destination_names(spec)
    cases = switch_cases(spec)
    windows = {window.get("id"): window.get("root") for window in spec.get("windows") or []}
    tabs = tab_models(spec)
    holders = list(spec.get("models", [])) + list(spec.get("groups", []))
    for model in spec.get("models", []):
        holders += model.get("tabs", [])
    placed = [(edge.get("source"), edge) for holder in holders for edge in holder.get("edges", [])]
    for note in (report or {}).get("notes", []):
        if note.get("kind") == "merged" and isinstance(note.get("sameAs"), dict):
            placed.append((f"{note['file']}:{note['line']}:{note['column']}", note["sameAs"]))
    found = []
    for source, edge in placed:
        place = place_of(source)
        if place is None:
            continue
        if "to" in edge:
            targets = names(edge["to"])
        elif "url" in edge:
            targets = {edge["url"]}
        elif "window" in edge:
            root = windows.get(edge["window"])
            targets = {edge["window"]} | (names(root) if root else set())
        elif edge.get("case") in cases:
            targets = names(cases[edge["case"]])
        elif edge.get("tab") in tabs:
            targets = names(tabs[edge["tab"]])
        else:
            targets = {"-"}
        found.append((place[0], place[1], edge.get("via", ""), frozenset(targets)))
    return found


def tabs_of(spec):
    """Every extracted tab as (file, line, names of what it shows): a tab row (`tab FeedsView`) is found by the
    tab at its place. Tabs are containers, not call sites: they count for the tab-roots figure alone."""
    names = destination_names(spec)
    found = []
    for model in spec.get("models", []):
        for tab in model.get("tabs", []):
            place = place_of(tab.get("source"))
            if place is not None and tab.get("model"):
                found.append((place[0], place[1], frozenset(names(tab["model"]))))
    return found


def measure(labels, spec, report):
    """The figures of one app from its labels, extracted spec and `--report json` notes."""
    edges = [edge for edge in edges_of(spec, report) if labels.in_sample(edge[0])]
    unresolved = {
        (note["file"], note["line"]) for note in report.get("notes", []) if note.get("kind") == "unresolved"
    }
    labelled = {(file, line, destination) for file, line, _, destination, _ in labels.rows if destination != "?"}
    # Each extracted (place, destination) once, however many screens the navigation was folded into.
    extracted = {}
    for file, line, kind, targets in edges:
        extracted.setdefault((file, line, targets), kind)
    correct = [key for key in extracted if any((key[0], key[1], name) in labelled for name in key[2])]
    wrong = sorted((f"{file}:{line}", kind, "/".join(sorted(targets))) for (file, line, targets), kind in extracted.items()
                   if (file, line, targets) not in correct)

    def found(file, line, destination):
        return any(key[0] == file and key[1] == line and destination in key[2] for key in extracted)

    figures = {"app": labels.name, "repository": labels.repository, "commit": labels.commit}
    tabs = [tab for tab in tabs_of(spec) if labels.in_sample(tab[0])]

    def tab_found(file, line, destination):
        """A tab row is a tab at its place (a root), or a switch to a tab showing it there (`selectTab`)."""
        return any(tab[0] == file and tab[1] == line and destination in tab[2] for tab in tabs) or any(
            edge[0] == file and edge[1] == line and edge[2] == "selectTab" and destination in edge[3]
            for edge in edges)

    misses = []
    for dynamic, name in ((False, "static"), (True, "dynamic")):
        rows = {(f, n, d) for f, n, k, d, dyn in labels.rows if dyn == dynamic and d != "?" and k != "tab"}
        hits = [row for row in rows if found(*row)]
        misses += sorted(f"{f}:{n} {d}" for f, n, d in rows - set(hits))
        figures[name] = {"labelled": len(rows), "found": len(hits)}
    tab_rows = {(f, n, d) for f, n, k, d, _ in labels.rows if k == "tab" and d != "?"}
    tab_hits = [row for row in tab_rows if tab_found(*row)]
    misses += sorted(f"{f}:{n} tab {d}" for f, n, d in tab_rows - set(tab_hits))
    figures["tabs"] = {"labelled": len(tab_rows), "found": len(tab_hits)}
    places = {(file, line) for file, line, _, _, _ in labels.rows}
    edge_places = {(file, line) for file, line, _, _ in edges} | {(file, line) for file, line, _ in tabs}
    accounted = [place for place in places if place in edge_places or place in unresolved]
    figures["precision"] = {"extracted": len(extracted), "correct": len(correct)}
    figures["call_sites"] = {"labelled": len(places), "accounted": len(accounted)}
    figures["silent"] = sorted(f"{file}:{line}" for file, line in places if (file, line) not in accounted)
    figures["misses"] = misses
    figures["wrong"] = [" ".join(item) for item in wrong]
    figures["summary"] = report.get("summary", {}).get("text", "")
    return figures


def run_extract(navlint, tree):
    """`navlint extract . --report json` in the tree: the spec, the report and the wall time."""
    start = time.perf_counter()
    process = subprocess.run(
        [os.path.abspath(navlint), "extract", ".", "--report", "json"], cwd=tree, capture_output=True, check=False)
    elapsed = time.perf_counter() - start
    if process.returncode != 0:
        raise SystemExit(f"navlint extract in {tree} exited {process.returncode}: {process.stderr.decode()[:500]}")
    return json.loads(process.stdout), json.loads(process.stderr), elapsed


def ratio(part, whole):
    return "n/a" if whole == 0 else f"{part / whole:.2f}"


def table(results, markdown):
    with_tabs = any(figures["tabs"]["labelled"] for figures in results)
    header = ["app", "precision", "static recall", "dynamic recall"] + (["tab roots"] if with_tabs else [])
    header += ["call sites", "extract says"]
    rows = []
    for figures in results:
        precision = figures["precision"]
        tabs = figures["tabs"]
        tab_cell = [f"{ratio(tabs['found'], tabs['labelled'])} ({tabs['found']}/{tabs['labelled']})"]
        rows.append([
            figures["app"],
            f"{ratio(precision['correct'], precision['extracted'])} ({precision['correct']}/{precision['extracted']})",
            f"{ratio(figures['static']['found'], figures['static']['labelled'])}"
            f" ({figures['static']['found']}/{figures['static']['labelled']})",
            f"{ratio(figures['dynamic']['found'], figures['dynamic']['labelled'])}"
            f" ({figures['dynamic']['found']}/{figures['dynamic']['labelled']})",
        ] + (tab_cell if with_tabs else []) + [
            f"{figures['call_sites']['accounted']}/{figures['call_sites']['labelled']}",
            figures["summary"],
        ])
    if markdown:
        lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
        lines += ["| " + " | ".join(row) + " |" for row in rows]
    else:
        widths = [max(len(str(row[i])) for row in rows + [header]) for i in range(len(header))]
        lines = ["  ".join(str(cell).ljust(width) for cell, width in zip(row, widths)).rstrip()
                 for row in [header] + rows]
    return "\n".join(lines)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("labels", nargs="+", help="label files, each optionally =TREE")
    parser.add_argument("--navlint", default=".build/debug/navlint")
    parser.add_argument("--apps", default=".", help="the folder holding each app's tree under its label name")
    parser.add_argument("--markdown", action="store_true", help="print the table as Markdown")
    parser.add_argument("--json", action="store_true", help="print every figure, miss and wrong edge as JSON")
    parser.add_argument("--details", action="store_true", help="list each app's misses, wrong edges and silences")
    arguments = parser.parse_args(argv)
    results = []
    for argument in arguments.labels:
        path, _, tree = argument.partition("=")
        labels = parse_labels(path)
        tree = tree or os.path.join(arguments.apps, labels.name)
        spec, report, elapsed = run_extract(arguments.navlint, tree)
        figures = measure(labels, spec, report)
        figures["seconds"] = round(elapsed, 2)
        results.append(figures)
    if arguments.json:
        print(json.dumps(results, indent=2, sort_keys=True))
        return 0
    print(table(results, arguments.markdown))
    if arguments.details:
        for figures in results:
            print(f"\n{figures['app']}:")
            for title, key in (("missed", "misses"), ("wrong", "wrong"), ("silent", "silent")):
                for item in figures[key]:
                    print(f"  {title}: {item}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
