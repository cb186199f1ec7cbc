#!/usr/bin/env python3
"""The Mermaid flowchart that ends `navlint diff --format markdown`, held to Mermaid itself in headless Chromium:
- every flowchart of the structural fixtures (Tests/Fixtures/DiffStructure) and of a hostile change (labels,
  conditions and URLs with quotes, markup, Mermaid arrows, directives and comments; more added models than the
  flowchart draws) parses with `mermaid.parse` and renders with `mermaid.render`, and no markup from the spec
  comes out as markup;
- a broken flowchart does not parse, so the parser is a real one.

Mermaid is the one NiceGUI ships (a Python package, so pip gets it where npm cannot be reached); it is
downloaded once into .build/mermaid and used only here, never shipped with navlint.

Usage: test_diff_mermaid.py [--navlint PATH]
Exit code 0 when every check passes, 1 otherwise.
"""
import argparse
import functools
import glob
import http.server
import json
import os
import re
import subprocess
import sys
import tempfile
import threading
import time
import zipfile

from test_review_page import ROOT, run_checks

FIXTURES = os.path.join(ROOT, "Tests", "Fixtures", "DiffStructure")
MERMAID = os.path.join(ROOT, ".build", "mermaid")
MERMAID_PACKAGE = "nicegui==3.18.0"
HOSTILE = "<script>window.__navlintInjected = 1</script> \"q\" `b` #35; %%{init: {}}%% --> |x| end & <b>"


def mermaid_folder():
    """`.build/mermaid/dist` with Mermaid's ES modules, taken from the NiceGUI wheel the first time."""
    dist = os.path.join(MERMAID, "dist")
    if os.path.exists(os.path.join(dist, "index.js")):
        return MERMAID
    wheels = os.path.join(MERMAID, "wheel")
    subprocess.run([sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", MERMAID_PACKAGE,
                    "-d", wheels], check=True)
    prefix = "nicegui/elements/mermaid/dist/"
    with zipfile.ZipFile(glob.glob(os.path.join(wheels, "nicegui-*.whl"))[0]) as wheel:
        for name in wheel.namelist():
            if name.startswith(prefix) and name.endswith(".js"):
                target = os.path.join(dist, name[len(prefix):])
                os.makedirs(os.path.dirname(target), exist_ok=True)
                with open(target, "wb") as file:
                    file.write(wheel.read(name))
    with open(os.path.join(MERMAID, "index.html"), "w", encoding="utf-8") as file:
        file.write("<!doctype html><meta charset=utf-8><body><div id=out></div><script type=module>\n"
                   "import { mermaid } from './dist/index.js';\n"
                   "mermaid.initialize({ startOnLoad: false, securityLevel: 'strict' });\n"
                   "window.mermaid = mermaid; window.mermaidReady = true;\n</script>")
    return MERMAID


def hostile_pair(folder):
    """Two JSON versions: the new one adds hostile edges to a URL and more models than the flowchart draws."""
    old = {"navgraph": 1, "root": "Home", "models": [
        {"id": "Home", "kind": "screen", "edges": [{"via": "sheet", "to": "Gone", "label": HOSTILE}]},
        {"id": "Gone", "kind": "screen"}]}
    extra = [{"id": f"zz{index}", "kind": "screen"} for index in range(70)]
    new = {"navgraph": 1, "root": "Home", "models": [
        {"id": "Home", "kind": "screen", "edges": [
            {"via": "openURL", "url": "https://example.com/" + HOSTILE.replace(" ", "%20"), "label": HOSTILE},
            {"via": "push", "to": "zz0", "label": HOSTILE, "when": HOSTILE}]
            + [{"via": "push", "to": model["id"]} for model in extra[1:]]}] + extra}
    paths = []
    for name, spec in (("old.navgraph.json", old), ("new.navgraph.json", new)):
        paths.append(os.path.join(folder, name))
        with open(paths[-1], "w", encoding="utf-8") as file:
            json.dump(spec, file)
    return paths


def flowcharts(navlint, old, new):
    result = subprocess.run([navlint, "diff", old, new, "--format", "markdown"], capture_output=True, text=True)
    if result.returncode not in (0, 1):
        raise RuntimeError(f"navlint diff exited {result.returncode}: {result.stderr}")
    return result.stdout, re.findall(r"```mermaid\n(.*?)```", result.stdout, re.S)


def serve(folder):
    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *arguments):
            pass

    handler = functools.partial(Quiet, directory=folder)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


PARSE = ("const done = arguments[arguments.length - 1];"
         "window.mermaid.parse(arguments[0]).then(() => done(null), e => done(String(e && e.message || e)));")
RENDER = ("const done = arguments[arguments.length - 1];"
          "window.mermaid.render('chart' + arguments[1], arguments[0]).then(r => {"
          "  document.getElementById('out').innerHTML = r.svg;"
          "  done({svg: r.svg, scripts: document.querySelectorAll('#out script, #out b').length,"
          "        injected: window.__navlintInjected === undefined ? null : String(window.__navlintInjected)});"
          "}, e => done({error: String(e && e.message || e)}));")


def check_chart(driver, checks, name, chart, number):
    error = driver.execute_async_script(PARSE, chart)
    checks.expect(error is None, f"{name}: the flowchart does not parse: {error}\n{chart}")
    rendered = driver.execute_async_script(RENDER, chart, number)
    checks.expect("error" not in rendered, f"{name}: the flowchart does not render: {rendered.get('error')}")
    if "error" in rendered:
        return
    checks.expect(rendered["scripts"] == 0, f"{name}: markup from the spec came out as markup")
    checks.expect(rendered["injected"] is None, f"{name}: a script from the spec ran")
    checks.expect("<script" not in rendered["svg"].lower(), f"{name}: the drawing holds a script element")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--navlint", default=os.path.join(ROOT, ".build", "debug", "navlint"))
    navlint = os.path.abspath(parser.parse_args().navlint)
    cases = []
    for folder in sorted(glob.glob(os.path.join(FIXTURES, "*"))):
        markdown, charts = flowcharts(navlint, os.path.join(folder, "old.nav"), os.path.join(folder, "new.nav"))
        cases += [(os.path.basename(folder), chart) for chart in charts]
    with tempfile.TemporaryDirectory() as temporary:
        hostile_markdown, hostile_charts = flowcharts(navlint, *hostile_pair(temporary))
    cases += [("hostile", chart) for chart in hostile_charts]
    server = serve(mermaid_folder())

    def check_all(driver, checks):
        checks.expect(len(hostile_charts) == 1, f"the hostile change has one flowchart: {hostile_markdown}")
        checks.expect("13 more nodes and 13 edges of the change are not drawn" in hostile_markdown,
                      "the hostile change says what is not drawn")
        checks.expect(HOSTILE not in hostile_markdown.split("```mermaid")[-1], "hostile text is written as is")
        driver.get(f"http://127.0.0.1:{server.server_address[1]}/index.html")
        deadline = time.time() + 60
        while not driver.execute_script("return !!window.mermaidReady"):
            if time.time() > deadline:
                raise RuntimeError("Mermaid did not load")
            time.sleep(0.05)
        driver.set_script_timeout(60)
        for number, (name, chart) in enumerate(cases):
            check_chart(driver, checks, name, chart, number)
        broken = driver.execute_async_script(PARSE, 'flowchart LR\n  a("x) --> b\n')
        checks.expect(broken is not None, "a broken flowchart parses: the parser is not a real one")

    try:
        return run_checks(check_all)
    finally:
        server.shutdown()


if __name__ == "__main__":
    sys.exit(main())
