#!/usr/bin/env python3
"""Tests scripts/extract_accuracy.py: the figures it gives for a tiny labelled app run through the built
navlint, and how it reads label files and extracted specs.

  python3 Tests/ExtractAccuracy/test_extract_accuracy.py [--navlint .build/debug/navlint]
"""
import json
import os
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
SCRIPT = os.path.join(ROOT, "scripts", "extract_accuracy.py")
sys.path.insert(0, os.path.join(ROOT, "scripts"))
import extract_accuracy  # noqa: E402
sys.path.insert(0, os.path.join(ROOT, "Tests", "Support"))
import navlint_unittest  # noqa: E402

NAVLINT = os.path.join(ROOT, ".build", "debug", "navlint")


def write_labels(text):
    handle = tempfile.NamedTemporaryFile("w", suffix=".labels", delete=False, encoding="utf-8")
    handle.write(text)
    handle.close()
    return handle.name


class TinyAppFigures(unittest.TestCase):
    """The whole script on Fixtures/TinyApp: one wrong label, one silent place, one edge outside the sample."""

    @classmethod
    def setUpClass(cls):
        labels = os.path.join(HERE, "Fixtures", "TinyApp.labels")
        tree = os.path.join(HERE, "Fixtures", "TinyApp")
        process = subprocess.run(
            [sys.executable, SCRIPT, "--navlint", NAVLINT, "--json", f"{labels}={tree}"],
            capture_output=True, text=True, check=False)
        if process.returncode != 0:
            raise AssertionError(process.stderr)
        cls.figures = json.loads(process.stdout)[0]

    def test_precision_counts_only_edges_inside_the_sample(self):
        # Extras/AboutView.swift's link to CreditsView is extracted but lies outside `sample: Screens`.
        self.assertEqual(self.figures["precision"], {"extracted": 5, "correct": 4})
        self.assertEqual(self.figures["wrong"], ["Screens/HomeView.swift:12 push ProfileView"])

    def test_recall_is_split_into_static_and_dynamic(self):
        self.assertEqual(self.figures["static"], {"labelled": 5, "found": 4})
        self.assertEqual(self.figures["dynamic"], {"labelled": 1, "found": 0})
        self.assertEqual(
            self.figures["misses"],
            ["Screens/HomeView.swift:12 ElsewhereView", "Screens/DetailView.swift:15 ProfileView"])

    def test_call_sites_count_unresolved_notes_and_question_marks(self):
        # SettingsView.swift:9 (`openURL ?`) is accounted for by its unresolved note.
        self.assertEqual(self.figures["call_sites"], {"labelled": 7, "accounted": 6})
        self.assertEqual(self.figures["silent"], ["Screens/DetailView.swift:15"])

    def test_markdown_table(self):
        labels = os.path.join(HERE, "Fixtures", "TinyApp.labels")
        tree = os.path.join(HERE, "Fixtures", "TinyApp")
        output = subprocess.run(
            [sys.executable, SCRIPT, "--navlint", NAVLINT, "--markdown", f"{labels}={tree}"],
            capture_output=True, text=True, check=True).stdout
        self.assertIn("| TinyApp | 0.80 (4/5) | 0.80 (4/5) | 0.00 (0/1) | 6/7 |", output)


class LabelFiles(unittest.TestCase):
    def test_a_row_outside_every_sample_is_refused(self):
        path = write_labels("sample: App\n[static]\nOther/A.swift:3 push B\n")
        with self.assertRaises(SystemExit) as caught:
            extract_accuracy.parse_labels(path)
        self.assertIn("Other/A.swift:3 lies outside every `sample:`", str(caught.exception))

    def test_a_row_before_any_section_names_its_line(self):
        path = write_labels("sample: App\n\nApp/A.swift:3 push B\n")
        with self.assertRaises(SystemExit) as caught:
            extract_accuracy.parse_labels(path)
        self.assertIn(f"{path}:3:", str(caught.exception))

    def test_paths_may_hold_spaces(self):
        path = write_labels("sample: App/Some Tabs\n[dynamic]\nApp/Some Tabs/A.swift:3 sheet B\n")
        labels = extract_accuracy.parse_labels(path)
        self.assertEqual(labels.rows, [("App/Some Tabs/A.swift", 3, "sheet", "B", True)])


class Destinations(unittest.TestCase):
    SPEC = {
        "models": [
            {"id": "Home", "kind": "screen", "edges": [
                {"via": "sheet", "to": "EditorViewStack", "source": "App/Home.swift:4:9"},
                {"via": "alert", "to": "HomeAlert", "source": "App/Home.swift:5:9"},
                {"via": "push", "to": "Watch_Detail", "source": "App/Home.swift:6:9"},
                {"via": "openURL", "url": "https://example.com", "source": "App/Home.swift:7:9"},
            ]},
            {"id": "Other", "kind": "screen", "edges": [
                {"via": "push", "to": "Watch_Detail", "source": "App/Home.swift:6:9"},
            ]},
            {"id": "EditorViewStack", "kind": "stack", "root": "Editor"},
            {"id": "Editor", "kind": "screen"},
            {"id": "HomeAlert", "kind": "dialog"},
            {"id": "Watch_Detail", "kind": "screen", "swift": "Detail"},
        ],
    }

    def test_containers_dialogs_swift_names_and_urls(self):
        edges = {(line, kind): targets for _, line, kind, targets in extract_accuracy.edges_of(self.SPEC)}
        self.assertEqual(edges[(4, "sheet")], {"EditorViewStack", "EditorView", "Editor"})
        self.assertEqual(edges[(5, "alert")], {"-"})
        self.assertEqual(edges[(6, "push")], {"Watch_Detail", "Detail"})
        self.assertEqual(edges[(7, "openURL")], {"https://example.com"})

    def test_a_window_edge_goes_to_its_window_and_the_view_the_window_shows(self):
        spec = {
            "windows": [{"id": "settings", "root": "PreferencesViewStack"}],
            "models": [
                {"id": "Main", "kind": "screen", "edges": [
                    {"via": "openWindow", "window": "settings", "source": "App/Main.swift:4:9"},
                    {"via": "openWindow", "window": "unknown", "source": "App/Main.swift:5:9"},
                ]},
                {"id": "PreferencesViewStack", "kind": "stack", "root": "PreferencesView"},
                {"id": "PreferencesView", "kind": "screen"},
            ],
        }
        edges = {(line, kind): targets for _, line, kind, targets in extract_accuracy.edges_of(spec)}
        self.assertEqual(edges[(4, "openWindow")], {"settings", "PreferencesViewStack", "PreferencesView"})
        self.assertEqual(edges[(5, "openWindow")], {"unknown"})

    def test_a_switch_edge_goes_to_the_model_its_case_shows(self):
        spec = {"models": [
            {"id": "Sidebar", "kind": "screen", "edges": [
                {"via": "switch", "case": "ContentViewDetail.orders", "source": "App/Sidebar.swift:4:9"},
                {"via": "switch", "case": "ContentViewDetail.donuts", "source": "App/Sidebar.swift:5:9"},
            ]},
            {"id": "ContentViewDetail", "kind": "switch", "initial": "orders", "cases": [
                {"id": "orders", "model": "OrdersStack"}, {"id": "donuts", "model": "Watch_Donuts"}]},
            {"id": "OrdersStack", "kind": "stack", "root": "Orders"},
            {"id": "Orders", "kind": "screen"},
            {"id": "Watch_Donuts", "kind": "screen", "swift": "Donuts"},
        ]}
        edges = {(line, kind): targets for _, line, kind, targets in extract_accuracy.edges_of(spec)}
        self.assertEqual(edges[(4, "switch")], {"OrdersStack", "Orders"})
        self.assertEqual(edges[(5, "switch")], {"Watch_Donuts", "Donuts"})
        labels = extract_accuracy.parse_labels(
            write_labels("sample: App\n[static]\nApp/Sidebar.swift:5 switch Donuts\n"))
        figures = extract_accuracy.measure(labels, spec, {"notes": []})
        self.assertEqual(figures["static"], {"labelled": 1, "found": 1})

    def test_tab_rows_are_found_by_the_tab_at_their_place_and_count_apart(self):
        spec = {"models": [
            {"id": "MainTabs", "kind": "tabs", "tabs": [
                {"id": "feed", "model": "MainTabsStack", "source": "App/Tabs.swift:14:9"},
                {"id": "inbox", "model": "Watch_Inbox", "source": "App/Tabs.swift:14:9"}]},
            {"id": "MainTabsStack", "kind": "stack", "root": "Feed"},
            {"id": "Feed", "kind": "screen"},
            {"id": "Watch_Inbox", "kind": "screen", "swift": "Inbox"},
        ]}
        self.assertEqual(
            sorted((line, sorted(names)) for _, line, names in extract_accuracy.tabs_of(spec)),
            [(14, ["Feed", "MainTabs", "MainTabsStack"]), (14, ["Inbox", "Watch_Inbox"])])
        labels = extract_accuracy.parse_labels(write_labels(
            "sample: App\n[static]\nApp/Tabs.swift:14 tab Feed\nApp/Tabs.swift:14 tab Inbox\n"
            "App/Tabs.swift:14 tab Settings\nApp/Tabs.swift:14 tab ?\n"))
        figures = extract_accuracy.measure(labels, spec, {"notes": []})
        self.assertEqual(figures["tabs"], {"labelled": 3, "found": 2})
        self.assertEqual(figures["static"], {"labelled": 0, "found": 0})
        self.assertEqual(figures["precision"], {"extracted": 0, "correct": 0})
        self.assertEqual(figures["call_sites"], {"labelled": 1, "accounted": 1})
        self.assertIn("App/Tabs.swift:14 tab Settings", figures["misses"])

    def test_a_tab_row_at_a_call_site_is_found_by_a_switch_to_that_tab(self):
        spec = {"models": [
            {"id": "MainTabs", "kind": "tabs", "tabs": [
                {"id": "feed", "model": "MainTabsStack", "source": "App/Tabs.swift:14:9"},
                {"id": "inbox", "model": "Watch_Inbox", "source": "App/Tabs.swift:15:9"}]},
            {"id": "MainTabsStack", "kind": "stack", "root": "Feed", "edges": []},
            {"id": "Feed", "kind": "screen", "edges": [
                {"via": "selectTab", "tab": "MainTabs.inbox", "source": "App/Feed.swift:8:13"}]},
            {"id": "Watch_Inbox", "kind": "screen", "swift": "Inbox"},
        ]}
        edges = {(line, kind): targets for _, line, kind, targets in extract_accuracy.edges_of(spec)}
        self.assertEqual(edges[(8, "selectTab")], {"Watch_Inbox", "Inbox"})
        labels = extract_accuracy.parse_labels(write_labels(
            "sample: App\n[dynamic]\nApp/Feed.swift:8 tab Inbox\nApp/Feed.swift:9 tab Feed\n"))
        figures = extract_accuracy.measure(labels, spec, {"notes": []})
        self.assertEqual(figures["tabs"], {"labelled": 2, "found": 1})
        self.assertEqual(figures["precision"], {"extracted": 1, "correct": 1})
        self.assertEqual(figures["dynamic"], {"labelled": 0, "found": 0})
        self.assertIn("App/Feed.swift:9 tab Feed", figures["misses"])

    def test_a_navigation_folded_into_two_screens_counts_once(self):
        labels = extract_accuracy.parse_labels(write_labels("sample: App\n[static]\nApp/Home.swift:6 push Detail\n"))
        figures = extract_accuracy.measure(labels, self.SPEC, {"notes": []})
        self.assertEqual(figures["precision"], {"extracted": 4, "correct": 1})
        self.assertEqual(figures["static"], {"labelled": 1, "found": 1})

    def test_a_merged_call_site_counts_as_its_edge_at_its_own_place(self):
        report = {"notes": [
            {"kind": "merged", "file": "App/Home.swift", "line": 9, "column": 13, "message": "push to Watch_Detail",
             "sameAs": {"via": "push", "to": "Watch_Detail", "source": "App/Home.swift:6:9"}},
            {"kind": "merged", "file": "App/Home.swift", "line": 10, "column": 13, "message": "dismiss",
             "sameAs": {"via": "dismiss", "source": "App/Home.swift:8:9"}},
        ]}
        labels = extract_accuracy.parse_labels(write_labels(
            "sample: App\n[static]\nApp/Home.swift:6 push Detail\nApp/Home.swift:9 push Detail\n"
            "App/Home.swift:10 dismiss -\n"))
        figures = extract_accuracy.measure(labels, self.SPEC, report)
        self.assertEqual(figures["static"], {"labelled": 3, "found": 3})
        self.assertEqual(figures["call_sites"], {"labelled": 3, "accounted": 3})
        self.assertEqual(figures["silent"], [])
        edges = {(line, kind): targets for _, line, kind, targets in extract_accuracy.edges_of(self.SPEC, report)}
        self.assertEqual(edges[(9, "push")], {"Watch_Detail", "Detail"})
        self.assertEqual(edges[(10, "dismiss")], {"-"})


if __name__ == "__main__":
    navlint_unittest.main(sys.modules[__name__])
