#!/usr/bin/env python3
"""Unit tests of the review page's script and style files (Sources/NavLintRender/HTML/Assets) in
headless Chromium, outside the page:
- every `.js` file parses with Chromium's own parser, and the style sheet's rules all survive its CSS parser;
- `resolver.js`, loaded alone into a blank page, gives known answers: `navlintResolver.parseURL` on
  URLs that exercise case folding, empty segments, percent-decoding and its errors (with character
  offsets), and `navlintResolver.resolve` on the routes of Tests/Browser/Fixtures/resolver.nav (the
  page's data block of that spec, as `navlint render` writes it, is the table it interprets).
test_review_page.py holds the whole page to `navlint resolve`; these hold the resolver to hand-written answers.

Usage: test_page_scripts.py [--navlint PATH]
Exit code 0 when every check passes, 1 otherwise.
"""
import argparse
import glob
import json
import os
import re
import subprocess
import sys
import tempfile

from test_review_page import ROOT, run_checks

ASSETS = os.path.join(ROOT, "Sources", "NavLintRender", "HTML", "Assets")
RESOLVER_SPEC = os.path.join(ROOT, "Tests", "Browser", "Fixtures", "resolver.nav")

# URL -> what parseURL returns, or the error it throws ({offset, message}).
PARSED = {
    "MyApp://Shop/a%20b//Caf%C3%A9/?x=1&x=2&flag&=v#top%21": {
        "scheme": "myapp", "host": "shop", "segments": ["a b", "Café"],
        "query": [["x", "1"], ["x", "2"], ["flag", ""]], "fragment": "top!"},
    "https://EXAMPLE.com": {"scheme": "https", "host": "example.com", "segments": [], "query": [], "fragment": None},
    "notification:a/b?": {"scheme": "notification", "host": None, "segments": ["a", "b"], "query": [],
                          "fragment": None},
    "app:x#": {"scheme": "app", "host": None, "segments": ["x"], "query": [], "fragment": None},
    "1app://x": {"error": {"offset": 0, "message": "expected a scheme followed by ':'"}},
    "a b:x": {"error": {"offset": 1, "message": "expected a scheme followed by ':'"}},
    "no-colon": {"error": {"offset": 0, "message": "expected a scheme followed by ':'"}},
    "app://é/%zz": {"error": {"offset": 8, "message": "expected two hex digits after '%'"}},
    "app://a/%4": {"error": {"offset": 8, "message": "expected two hex digits after '%'"}},
    "app://a/x%C3%28": {"error": {"offset": 8, "message": "the percent-escapes do not form UTF-8 text"}},
}

PATH = ["Main", "Home"]
# URL -> the fields of the answer that matter here (`navlint resolve --format json` gives the same).
RESOLVED = {
    "app://product/42": {"route": "product", "params": {"id": 42}, "path": PATH + ["Product"]},
    "APP://Product/42": {"route": "product", "params": {"id": 42}},
    "app://product/-0": {"route": "product", "params": {"id": 0}},
    "app://product/99999999999999999999": {"route": "product", "params": {"id": "99999999999999999999"}},
    "app://product/new": {"route": "product-new", "params": {}, "path": PATH + ["NewProduct"]},
    "app://product/4.5": {"route": "product-slug", "params": {"slug": "4.5"}},
    "app://m/@bob%20b": {"route": "mention", "params": {"user": "bob b"}},
    "app://m/bob": {"route": None},
    "app://files/a/b%2Fc/": {"route": "files", "params": {"rest": "a/b/c"}},
    "app://files": {"route": "files", "params": {"rest": ""}},
    "app://search?page=2&q=x&zz=1": {"route": "search", "params": {"q": "x", "page": 2}},
    "app://search?q=x&page=y": {"route": "search", "params": {"q": "x"}},
    "app://search?q=a&q=b": {"route": "search", "params": {"q": "a"}},
    "app://search": {"route": "search-all", "params": {}},
    "app://report?a=1&b=2": {"route": None, "ambiguous": ["report-a", "report-b"]},
    "app://report?a=1": {"route": "report-a", "params": {"a": "1"}},
    "app://kind/new": {"route": "beta", "params": {"kind": "new"}},
    "app://kind/NEW": {"route": None, "ambiguous": None},
    "1app://x": {"route": None, "error": "not a URL navlint can read: expected a scheme followed by ':' (at character 1)"},
}


def check_files_parse(driver, checks):
    """Each script through `new Function` (a SyntaxError names the file), the style through CSSStyleSheet."""
    for path in sorted(glob.glob(os.path.join(ASSETS, "*.js"))):
        with open(path, encoding="utf-8") as file:
            error = driver.execute_script(
                "try { new Function(arguments[0]); return null; } catch (e) { return String(e); }", file.read())
        checks.expect(error is None, f"{os.path.basename(path)} does not parse: {error}")
    for path in sorted(glob.glob(os.path.join(ASSETS, "*.css"))):
        with open(path, encoding="utf-8") as file:
            css = file.read()
        rules = driver.execute_script(
            "const sheet = new CSSStyleSheet(); sheet.replaceSync(arguments[0]); return sheet.cssRules.length;", css)
        checks.expect(rules == css.count("}"), f"{os.path.basename(path)}: {rules} rules of {css.count('}')}")


def page_data(navlint, spec):
    """The data block of the spec's review page, as `navlint render` writes it."""
    with tempfile.TemporaryDirectory() as folder:
        page = os.path.join(folder, "page.html")
        result = subprocess.run([navlint, "render", spec, "-o", page], capture_output=True, text=True)
        if result.returncode != 0:
            raise RuntimeError(f"navlint render {spec} exited {result.returncode}: {result.stderr.strip()}")
        with open(page, encoding="utf-8") as file:
            html = file.read()
    block = re.search(r'<script type="application/json" id="navlint-data">(.*?)</script>', html, re.S)
    return json.loads(block.group(1))


def check_resolver(driver, checks, data):
    with open(os.path.join(ASSETS, "resolver.js"), encoding="utf-8") as file:
        resolver = file.read()
    parsed = driver.execute_script(resolver + """
        return arguments[0].map((url) => {
          try { return navlintResolver.parseURL(url); } catch (error) { return { error: error }; }
        });""", list(PARSED))
    for (url, want), got in zip(PARSED.items(), parsed):
        checks.expect(got == want, f"parseURL {url!r}: expected {want}, got {got}")
    answers = driver.execute_script(
        resolver + "return arguments[0].map((url) => navlintResolver.resolve(arguments[1], url));",
        list(RESOLVED), data)
    for (url, want), got in zip(RESOLVED.items(), answers):
        got = {key: got.get(key) for key in want}
        checks.expect(got == want, f"resolve {url!r}: expected {want}, got {got}")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--navlint", default=os.path.join(ROOT, ".build", "debug", "navlint"))
    arguments = parser.parse_args()
    data = page_data(os.path.abspath(arguments.navlint), RESOLVER_SPEC)

    def check_all(driver, checks):
        driver.get("about:blank")
        check_files_parse(driver, checks)
        check_resolver(driver, checks, data)

    return run_checks(check_all)


if __name__ == "__main__":
    sys.exit(main())
