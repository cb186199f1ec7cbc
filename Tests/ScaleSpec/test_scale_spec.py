#!/usr/bin/env python3
"""Tests scripts/scale_spec.py, which copies a spec up to a size for the benchmark corpus: every bundled sample
scaled up checks as cleanly as the original, each copy is reached, and the addresses of the copies stay apart;
and the corpus of scripts/bench.py, where a spec given with --check-spec is scaled up and timed as the others.

  python3 Tests/ScaleSpec/test_scale_spec.py [--navlint .build/debug/navlint]
"""
import collections
import json
import os
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, "scripts"))
import bench  # noqa: E402
import scale_spec  # noqa: E402
sys.path.insert(0, os.path.join(ROOT, "Tests", "Support"))
import navlint_unittest  # noqa: E402

NAVLINT = os.path.join(ROOT, ".build", "debug", "navlint")
SAMPLES = os.path.join(ROOT, "Samples")


def rules(path):
    """The rule ids of `check`'s findings of a spec, with their counts."""
    result = subprocess.run([NAVLINT, "check", "--format", "json", path], capture_output=True, text=True)
    if result.returncode == 2:
        raise AssertionError(f"check could not read {path}: {result.stdout}{result.stderr}")
    return collections.Counter(finding["rule"] for finding in json.loads(result.stdout)["diagnostics"])


class ScaleSpecTests(unittest.TestCase):
    def test_every_sample_scaled_up_checks_like_the_original(self):
        with tempfile.TemporaryDirectory() as folder:
            for name in sorted(os.listdir(SAMPLES)):
                if not name.endswith((".navgraph.json", ".nav")):
                    continue
                with self.subTest(sample=name):
                    source = os.path.join(SAMPLES, name)
                    spec = scale_spec.scaled(scale_spec.read_spec(source, NAVLINT), 300, waypoint_copies=3)
                    path = os.path.join(folder, name + ".scaled.navgraph.json")
                    with open(path, "w", encoding="utf-8") as handle:
                        json.dump(spec, handle)
                    self.assertGreaterEqual(len(spec["models"]), 300)
                    self.assertEqual(rules(path), rules(source))

    def test_copies_rename_every_reference_and_move_every_address(self):
        spec = {
            "navgraph": 1, "links": {"schemes": ["shop"], "hosts": ["shop.example.com"]}, "root": "Tabs",
            "models": [
                {"id": "Tabs", "kind": "tabs", "tabs": [{"id": "home", "model": "Home"}], "initial": "home"},
                {"id": "Home", "kind": "stack", "root": "List", "path": ["List"]},
                {"id": "List", "kind": "screen", "include": ["Rows"], "swift": "App.List", "edges": [
                    {"via": "selectTab", "tab": "Tabs.home"},
                    {"via": "openURL", "url": "https://shop.example.com/?id=3"}]},
                {"id": "Item", "kind": "screen", "params": [{"name": "id", "type": "int"}]},
            ],
            "groups": [{"id": "Rows", "edges": [{"via": "push", "to": "Item"}]}],
            "routes": [
                {"id": "item", "pattern": "https://shop.example.com?id={n:int}", "target": "Item",
                 "via": ["Tabs.home"], "bind": {"Item.id": "n"}, "examples": ["https://shop.example.com?id=3"]},
                {"id": "note", "pattern": "notification:item/{id:int}", "target": "Item", "replaces": ["old"]},
            ],
        }
        scaled = scale_spec.scaled(spec, 8, waypoint_copies=1)
        self.assertEqual(scaled["root"], "Copies")
        holder = scaled["models"][0]
        self.assertEqual([tab["model"] for tab in holder["tabs"]], ["Tabs_c1", "Tabs_c2"])
        models = {model["id"]: model for model in scaled["models"]}
        self.assertEqual(models["Home_c2"]["root"], "List_c2")
        self.assertEqual(models["Home_c2"]["path"], ["List_c2"])
        self.assertEqual(models["List_c2"]["include"], ["Rows_c2"])
        self.assertEqual(models["List_c2"]["swift"], "App.List_c2")
        self.assertEqual(models["List_c2"]["edges"][0]["tab"], "Tabs_c2.home")
        self.assertEqual(models["List_c1"]["edges"][1]["url"], "https://shop.example.com/c1?id=3")
        self.assertNotIn("external", models["List_c1"]["edges"][1])
        self.assertTrue(models["List_c2"]["edges"][1]["external"])
        self.assertEqual([group["edges"][0]["to"] for group in scaled["groups"]], ["Item_c1", "Item_c2"])
        routes = {route["id"]: route for route in scaled["routes"]}
        # The route with waypoints is in the first copy only.
        self.assertEqual(sorted(routes), ["item_c1", "note_c1", "note_c2"])
        self.assertEqual(routes["item_c1"]["pattern"], "https://shop.example.com/c1?id={n:int}")
        self.assertEqual(routes["item_c1"]["via"], ["Tabs_c1.home"])
        self.assertEqual(routes["item_c1"]["bind"], {"Item_c1.id": "n"})
        self.assertEqual(routes["item_c1"]["examples"], ["https://shop.example.com/c1?id=3"])
        self.assertEqual(routes["note_c2"]["pattern"], "notification:c2/item/{id:int}")
        self.assertEqual(routes["note_c2"]["replaces"], ["old_c2"])

    def test_addresses_take_the_segment_after_the_host_or_the_pseudo_scheme(self):
        cases = {
            "shop://products/{id:int}": "shop://products/c4/{id:int}",
            "shop://products": "shop://products/c4",
            "https://a.example/": "https://a.example/c4",
            "https://a.example/p/{slug}#top": "https://a.example/c4/p/{slug}#top",
            "notification:subscription": "notification:c4/subscription",
            "notification:": "notification:c4",
        }
        for address, expected in cases.items():
            self.assertEqual(scale_spec.segmented(address, "c4"), expected)


class BenchCorpusTests(unittest.TestCase):
    def test_a_given_spec_joins_the_corpus_scaled_up_and_timed_beside_the_others(self):
        source = os.path.join(SAMPLES, "CountriesTabs.navgraph.json")
        with tempfile.TemporaryDirectory() as folder:
            rows = bench.bench_check_shapes(
                NAVLINT, ["default", "spec:Countries"], 1, folder, size=300, against=NAVLINT,
                extra_specs={"spec:Countries": source})
            self.assertEqual([row[0] for row in rows], ["default", "spec:Countries"])
            for name, mebibytes, ours, python, ratio, theirs in rows:
                with self.subTest(shape=name):
                    self.assertGreater(mebibytes, 0)
                    self.assertEqual(len(ours), 2, "wall and CPU")
                    self.assertGreater(ratio, 0)
                    self.assertEqual(len(theirs), 4, "the other binary's wall and CPU, then the paired ratios")
            with open(os.path.join(folder, "check-spec-Countries-300.navgraph.json"), encoding="utf-8") as handle:
                scaled = json.load(handle)
            self.assertGreaterEqual(len(scaled["models"]), 300)
            self.assertEqual(rules(os.path.join(folder, "check-spec-Countries-300.navgraph.json")), rules(source))


if __name__ == "__main__":
    navlint_unittest.main(sys.modules[__name__])
