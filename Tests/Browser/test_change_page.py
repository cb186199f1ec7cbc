#!/usr/bin/env python3
"""Browser tests of the page of a change (`navlint render NEW -o FILE.html --compare OLD`) in headless Chromium.

The fixture pair (Fixtures/change-old.navgraph.json, change-new.navgraph.json): since OLD, the newer version
adds the screen Cart and a push to it, turns Settings' push to Legal into a sheet, and drops the screen Promo
(with the sheet to it and a route) whose title, doc, Swift type, edge label and route pattern, and OLD's app
name, are hostile markup. The
tests check that:
- exactly the changed models and edges carry `data-change` (added, removed, changed), removed ones drawn
  as ghosts, and every edge carries `data-edge="FROM>KIND>TO"`;
- `#navlint-changes` lists every change of the page's data, each structural change once, and the link
  findings of `navlint diff`;
- clicking a change selects and centres it; "changes only" dims everything else and undimming restores it;
- no text from OLD runs as script or becomes markup, and the page makes no request and logs no error.

Usage: test_change_page.py [--navlint PATH] [--out FOLDER]
Exit code 0 when every check passes, 1 otherwise.
"""
import argparse
import os
import sys

from selenium.webdriver.common.by import By

import test_review_page as page_tests

ROOT = page_tests.ROOT
FIXTURES = os.path.join(ROOT, "Tests", "Browser", "Fixtures")
OLD = os.path.join(FIXTURES, "change-old.navgraph.json")
NEW = os.path.join(FIXTURES, "change-new.navgraph.json")
HOSTILE_ID = "Promo"
HOSTILE_LABEL = "<script>window.__navlintInjected='label'</script>"

EXPECTED_MODELS = {("Cart", "added"), (HOSTILE_ID, "removed")}
EXPECTED_EDGES = {
    ("Home>push>Cart", "added"),
    ("Home>sheet>" + HOSTILE_ID, "removed"),
    ("Settings>sheet>Legal", "changed"),
}

# Back navigation the drawing leaves out (no --back-edges): listed, not drawn.
EXPECTED_BACK = {("Cart>pop>", "added"), ("Promo>dismiss>", "removed")}


def marked(driver):
    """(models, edges) carrying data-change in the drawing, as (id or key, change) pairs."""
    return driver.execute_script("""
        const models = [], edges = [];
        for (const node of document.querySelectorAll("#navlint-canvas [data-change]")) {
          const change = node.getAttribute("data-change");
          if (node.hasAttribute("data-model")) models.push([node.getAttribute("data-model"), change]);
          else if (node.hasAttribute("data-edge")) edges.push([node.getAttribute("data-edge"), change]);
          else models.push(["unnamed " + node.id, change]);
        }
        return [models, edges];""")


def check_marks(driver, checks):
    models, edges = marked(driver)
    checks.expect({tuple(m) for m in models} == EXPECTED_MODELS, f"change: models marked {models}")
    checks.expect(len(models) == len(EXPECTED_MODELS), f"change: a model is marked twice: {models}")
    checks.expect({tuple(e) for e in edges} == EXPECTED_EDGES, f"change: edges marked {edges}")
    ghost = driver.execute_script(
        "const n = document.querySelector(`[data-model=\"${CSS.escape(arguments[0])}\"]`);"
        "return n ? [n.getAttribute('data-change'), n.classList.contains('navlint-ghost')] : null", HOSTILE_ID)
    checks.expect(ghost == ["removed", True], f"change: the removed model is not a ghost: {ghost}")
    outside = driver.execute_script(
        "return [...document.querySelectorAll('[data-change]')].filter((n) => n.tagName !== 'g'"
        " || !n.closest('#navlint-canvas')).map((n) => n.tagName)")
    checks.expect(not outside, f"change: data-change outside the drawing's groups: {outside}")
    unnamed = driver.execute_script(
        "return [...document.querySelectorAll('#navlint-canvas g.edge')].filter((e) => !e.hasAttribute('data-edge'))"
        ".map((e) => e.id)")
    checks.expect(not [e for e in unnamed if "-contains-" not in e and "route-" not in e and "window" not in e],
                  f"change: edges between models without data-edge: {unnamed}")


def check_list(driver, checks):
    rows = driver.execute_script(
        "return [...document.querySelectorAll('#navlint-changes li')].map((li) => "
        "[li.className, li.textContent])")
    data = driver.execute_script("return navlintView.data.changes")
    checks.expect(len(rows) == len(data), f"change: the list has {len(rows)} rows for {len(data)} changes")
    structural = [c for c in data if c["what"] != "finding"]
    seen = {(c.get("id") or c.get("key"), c["change"]) for c in structural}
    checks.expect(seen == EXPECTED_MODELS | EXPECTED_EDGES | EXPECTED_BACK, f"change: the data lists {seen}")
    checks.expect(len(structural) == len(seen), f"change: a structural change is listed twice: {structural}")
    findings = [c for c in data if c["what"] == "finding"]
    checks.expect(any(f["rule"] for f in findings), f"change: no link finding of diff listed: {data}")
    classes = [name for name, _ in rows]
    wanted = [f"navlint-listed-{c.get('change') or c.get('severity')}" for c in data]
    checks.expect(classes == wanted, f"change: the list's classes {classes}, not {wanted}")
    texts = [text for _, text in rows]
    checks.expect(any(HOSTILE_LABEL in text for text in texts), f"change: the removed label is not listed as text: {texts}")


def check_clicks(driver, checks):
    buttons = driver.find_elements(By.CSS_SELECTOR, "#navlint-changes button")
    data = driver.execute_script("return navlintView.data.changes")
    for index, change in enumerate(data):
        if change["what"] == "finding" or (change.get("key"), change["change"]) in EXPECTED_BACK:
            continue
        driver.execute_script("navlint.clear(); document.getElementById('navlint-fit').click()")
        buttons[index].click()
        selected = driver.execute_script("""
            const nodes = [...document.querySelectorAll("#navlint-canvas .navlint-selected")];
            const box = document.getElementById("navlint-canvas").getBoundingClientRect();
            return nodes.map((n) => { const r = n.getBoundingClientRect();
              return [n.getAttribute("data-model") || n.getAttribute("data-edge"),
                      Math.abs(r.left + r.width / 2 - (box.left + box.width / 2)) < 40
                      && Math.abs(r.top + r.height / 2 - (box.top + box.height / 2)) < 40]; });""")
        name = change.get("id") or change.get("key")
        checks.expect(any(item[0] == name for item in selected), f"change: clicking {name!r} selected {selected}")
        checks.expect(any(item[0] == name and item[1] for item in selected), f"change: {name!r} is not centred")


# The colours ChangeMarks gives changed elements (VisualLanguage.changeColor), as Chromium computes them.
CHANGE_COLOURS = {"added": "rgb(38, 162, 105)", "removed": "rgb(192, 28, 40)", "changed": "rgb(229, 165, 10)"}


def look(driver, selector):
    """[stroke of the element's first shape, its filter, whether it is selected] as Chromium computes them."""
    return driver.execute_script("""
        const node = document.querySelector(arguments[0]);
        if (!node) return null;
        const shape = node.querySelector("polygon, path, ellipse, rect");
        return [getComputedStyle(shape).stroke, getComputedStyle(node).filter,
                node.classList.contains("navlint-selected")];""", selector)


def check_selection_colours(driver, checks):
    """A selected changed element keeps its change's colour and shows the selection as a halo: a selected
    added screen and a selected removed one (its ghost) are drawn in different colours."""
    index = {(c.get("id"), c["change"]): i for i, c in enumerate(driver.execute_script(
        "return navlintView.data.changes")) if c["what"] == "model"}
    looks = {}
    for change, model in (("added", "Cart"), ("removed", HOSTILE_ID)):
        driver.execute_script("navlint.clear(); navlint.selectChange(arguments[0])", index[(model, change)])
        looks[change] = look(driver, f'#navlint-canvas [data-model="{model}"]')
        stroke, halo, selected = looks[change] or (None, None, None)
        checks.expect(selected, f"change: selecting the {change} {model} left it unselected")
        checks.expect(stroke == CHANGE_COLOURS[change],
                      f"change: the selected {change} {model} is drawn {stroke}, not {CHANGE_COLOURS[change]}")
        checks.expect(halo not in (None, "none"), f"change: the selected {change} {model} shows no halo: {halo}")
    checks.expect(looks["added"][0] != looks["removed"][0],
                  f"change: a selected added and a selected removed screen look alike: {looks}")
    driver.execute_script("navlint.clear()")
    plain = look(driver, '#navlint-canvas [data-model="Home"]')
    driver.execute_script("navlint.select('Home')")
    chosen = look(driver, '#navlint-canvas [data-model="Home"]')
    checks.expect(chosen[0] != plain[0] and chosen[1] != "none",
                  f"change: selecting an unchanged screen does not show: {plain} then {chosen}")
    driver.execute_script("navlint.clear()")


def check_filter(driver, checks):
    box = driver.find_element(By.ID, "navlint-changes-only")
    box.click()
    state = driver.execute_script("""
        const all = [...document.querySelectorAll("#navlint-canvas g.node, #navlint-canvas g.edge, #navlint-canvas g.cluster")];
        return [all.filter((n) => n.hasAttribute("data-change") && n.classList.contains("navlint-dim")).length,
                all.filter((n) => !n.hasAttribute("data-change") && !n.classList.contains("navlint-dim")).length,
                all.filter((n) => n.hasAttribute("data-change")).length];""")
    checks.expect(state[0] == 0 and state[1] == 0 and state[2] > 0, f"change: changes only dims wrongly: {state}")
    box.click()
    dimmed = driver.execute_script("return document.querySelectorAll('#navlint-canvas .navlint-dim').length")
    checks.expect(dimmed == 0, f"change: {dimmed} elements stay dimmed after the filter is off")


def check_inert(driver, checks):
    checks.expect(driver.execute_script("return window.__navlintInjected === undefined"),
                  "change: text from OLD ran as script")
    checks.expect(driver.execute_script("return document.querySelectorAll('img, #navlint-side b').length") == 0,
                  "change: text from OLD became markup")


def check_change_page(driver, checks):
    page = os.path.join(ARGS.out, "change.html")
    page_tests.run([ARGS.navlint, "render", NEW, "--compare", OLD, "-o", page])
    page_tests.run([ARGS.navlint, "render", NEW, "--compare", OLD, "-o", page + ".again.html"])
    with open(page, "rb") as first, open(page + ".again.html", "rb") as second:
        checks.expect(first.read() == second.read(), "change: two renders differ")
    page_tests.open_page(driver, page)
    check_marks(driver, checks)
    check_list(driver, checks)
    check_clicks(driver, checks)
    check_selection_colours(driver, checks)
    check_filter(driver, checks)
    check_inert(driver, checks)
    driver.save_screenshot(os.path.join(ARGS.out, "change.png"))
    page_tests.check_quiet(driver, checks, "change")
    print("ok change: marks, list, clicks, filter and inert text")


def main():
    global ARGS
    parser = argparse.ArgumentParser()
    parser.add_argument("--navlint", default=os.path.join(ROOT, ".build", "debug", "navlint"))
    parser.add_argument("--out", default=os.path.join(ROOT, ".build", "browser-tests"))
    ARGS = parser.parse_args()
    ARGS.navlint = os.path.abspath(ARGS.navlint)
    os.makedirs(ARGS.out, exist_ok=True)
    return page_tests.run_checks(check_change_page)


if __name__ == "__main__":
    sys.exit(main())
