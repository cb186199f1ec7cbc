#!/usr/bin/env python3
"""Measures how much `navlint check --sources` compares, and whether it notices an edge cut from a spec.

For each app tree the script:
1. runs `navlint extract TREE -o SPEC` to get the app's own spec;
2. runs `navlint check SPEC --sources TREE --format json`: a spec extracted from the code and checked against
   the same code should give no drift finding, only the `drift-coverage` note; the json report's `drift`
   object gives the share of spec edges compared (`edges.compared` of `edges.spec`), and any other drift
   finding is listed;
3. draws N edges at random (default 50, `--seed` for the draw) among the spec's edges that drift compares (an
   edge of a model or group whose kind is push, sheet, fullScreenCover, popover, replace or switch and whose
   target is a model or a switch's case), writes N specs that each lack one of them, and checks them all in
   one `check --sources` run (the code is read once; each spec is compared with it on its own).

A trial counts as caught when the report has a `drift-edge-missing` finding in that trial's spec AT THE
EDGE: the finding names the edge's origin (the model or group that lost it) among its ids, and its message
names the edge's kind and target (a stack is named by its root screen, a switch's case by the model it shows,
as drift compares screens) and the Swift place of the code's edge, which must be the deleted edge's `source`.
A finding elsewhere, or about another edge, does not count. When the spec has fewer eligible edges than N,
each is deleted once.

  scripts/drift_trials.py [--navlint .build/debug/navlint] [--trials 50] [--seed 1]
                          [--markdown | --json] [--details] [--work DIR] TREE...

The app's name is the tree's folder name. `--details` lists each trial that was not caught and each drift
finding of the unchanged spec. `--work DIR` keeps the specs in DIR (a temporary folder otherwise).
"""
import argparse
import json
import os
import random
import re
import subprocess
import sys
import tempfile
import time

COMPARED_KINDS = ("push", "sheet", "fullScreenCover", "popover", "replace", "switch")
PLACE = re.compile(r"\(([^()]+:\d+:\d+)\)")


def eligible_edges(spec):
    """The spec's edges drift compares, as (owner kind, owner index, edge index, origin id, edge)."""
    found = []
    for owner, key in (("model", "models"), ("group", "groups")):
        for index, item in enumerate(spec.get(key) or []):
            for edge_index, edge in enumerate(item.get("edges") or []):
                if edge.get("via") in COMPARED_KINDS and (edge.get("to") or edge.get("case")):
                    found.append((owner, index, edge_index, item["id"], edge))
    return found


def target_screen(spec, edge):
    """The screen an edge reaches, in drift's terms: a stack stands for its root, a case for its model."""
    models = {model["id"]: model for model in spec.get("models") or []}
    target = edge.get("to")
    if target is None:
        switch_id, _, case_id = edge["case"].partition(".")
        cases = models.get(switch_id, {}).get("cases") or []
        target = next((case["model"] for case in cases if case["id"] == case_id), case_id)
    seen = set()
    while target in models and models[target].get("kind") == "stack" and target not in seen:
        seen.add(target)
        target = models[target].get("root", target)
    return target


def normalized_place(place, folder):
    """`path:line:col` with its path made absolute (relative paths are read from `folder`)."""
    path, line, column = place.rsplit(":", 2)
    return f"{os.path.normpath(os.path.join(folder, path))}:{line}:{column}"


def catches(diagnostic, spec_path, origin, kind, target, place, folder):
    """Whether `diagnostic` is `drift-edge-missing` in `spec_path` at the edge origin --kind--> target, place."""
    if diagnostic["rule"] != "drift-edge-missing" or origin not in diagnostic["ids"]:
        return False
    if os.path.normpath(os.path.join(folder, diagnostic["file"])) != spec_path:
        return False
    message = diagnostic["message"]
    if f"{kind} {target} " not in message:
        return False
    return any(normalized_place(found, folder) == place for found in PLACE.findall(message))


def run(command, cwd):
    process = subprocess.run(command, cwd=cwd, capture_output=True, text=True, check=False)
    if process.returncode not in (0, 1):
        raise SystemExit(f"{' '.join(command)} failed ({process.returncode}):\n{process.stderr}")
    return process


def check(navlint, specs, tree, folder):
    process = run([navlint, "check", *specs, "--sources", tree, "--format", "json"], folder)
    return json.loads(process.stdout)


def measure(navlint, tree, trials, seed, folder):
    """The figures of one app: coverage of its own spec, and the trials."""
    name = os.path.basename(os.path.normpath(tree))
    tree = os.path.abspath(tree)
    spec_path = os.path.join(folder, f"{name}.navgraph.json")
    started = time.monotonic()
    run([navlint, "extract", tree, "-o", spec_path], folder)
    with open(spec_path, encoding="utf-8") as handle:
        spec = json.load(handle)
    report = check(navlint, [spec_path], tree, folder)
    drift = report.get("drift") or {}
    findings = [
        f"{item['rule']} {item['message']}"
        for item in report["diagnostics"]
        if item["rule"].startswith("drift-") and item["rule"] != "drift-coverage"
    ]
    edges = eligible_edges(spec)
    chosen = random.Random(seed).sample(edges, min(trials, len(edges)))
    cases = []
    for number, (owner, index, edge_index, origin, edge) in enumerate(chosen, start=1):
        cut = json.loads(json.dumps(spec))
        del cut["models" if owner == "model" else "groups"][index]["edges"][edge_index]
        path = os.path.join(folder, f"{name}-trial{number}.navgraph.json")
        with open(path, "w", encoding="utf-8") as handle:
            json.dump(cut, handle, indent=1)
        place = normalized_place(edge["source"], folder) if edge.get("source") else None
        cases.append((path, origin, edge["via"], target_screen(spec, edge), place))
    diagnostics = check(navlint, [case[0] for case in cases], tree, folder)["diagnostics"] if cases else []
    missed = []
    for path, origin, kind, target, place in cases:
        if not any(catches(item, path, origin, kind, target, place, folder) for item in diagnostics):
            missed.append(f"{origin} {kind} {target} ({place})")
    edges_figures = drift.get("edges") or {}
    return {
        "app": name,
        "edges": {"spec": edges_figures.get("spec", 0), "compared": edges_figures.get("compared", 0)},
        "screens": drift.get("screens") or {"spec": 0, "compared": 0},
        "driftFindings": findings,
        "trials": len(cases),
        "caught": len(cases) - len(missed),
        "missed": missed,
        "seconds": round(time.monotonic() - started, 1),
    }


def share(part, whole):
    return "n/a" if whole == 0 else f"{part / whole:.0%}"


def table_rows(results):
    for result in results:
        edges = result["edges"]
        yield (
            result["app"],
            f"{share(edges['compared'], edges['spec'])} ({edges['compared']}/{edges['spec']})",
            f"{result['caught']}/{result['trials']}",
            str(len(result["driftFindings"])),
        )


HEADER = ("app", "spec edges compared", "deletions caught", "drift findings on its own spec")


def text_table(results, markdown):
    rows = [HEADER, *table_rows(results)]
    if markdown:
        lines = ["| " + " | ".join(row) + " |" for row in rows]
        lines.insert(1, "|---|---|---|---|")
        return "\n".join(lines)
    widths = [max(len(row[column]) for row in rows) for column in range(len(HEADER))]
    return "\n".join("  ".join(cell.ljust(width) for cell, width in zip(row, widths)).rstrip() for row in rows)


def main(arguments=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--navlint", default=".build/debug/navlint")
    parser.add_argument("--trials", type=int, default=50)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--markdown", action="store_true")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--details", action="store_true")
    parser.add_argument("--work", help="keep the specs in this folder")
    parser.add_argument("trees", nargs="+")
    options = parser.parse_args(arguments)
    navlint = os.path.abspath(options.navlint)
    results = []
    for tree in options.trees:
        if options.work:
            folder = os.path.abspath(options.work)
            os.makedirs(folder, exist_ok=True)
            results.append(measure(navlint, tree, options.trials, options.seed, folder))
        else:
            with tempfile.TemporaryDirectory() as folder:
                results.append(measure(navlint, tree, options.trials, options.seed, os.path.realpath(folder)))
    if options.json:
        print(json.dumps(results, indent=2))
        return
    print(text_table(results, options.markdown))
    if options.details:
        for result in results:
            for finding in result["driftFindings"]:
                print(f"{result['app']}: on its own spec: {finding}")
            for trial in result["missed"]:
                print(f"{result['app']}: not caught: {trial}")


if __name__ == "__main__":
    sys.exit(main())
