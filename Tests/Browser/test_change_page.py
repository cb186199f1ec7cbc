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
- clicking a change selects and centres it (a back navigation the drawing leaves out: the model it leaves
  from; a finding: the model its route opens); "changes only" dims everything else and undimming restores it;
- a selected added screen and a selected ghost keep their change colours (the selection is a halo);
- no text from OLD runs as script or becomes markup, and the page makes no request and logs no error.
Then, on more pairs:
- Fixtures/change-rename-*.nav, with and without --back-edges: a rename and a removal are listed once, and
  each listed change selects what it is about (route findings their targets, back navigation its lines);
- Samples/SocialClient.nav with a screen added: the page opens at a readable scale framed on the change,
  where fitting the whole graph takes a scale of about 0.1;
- collapsed pages (--max-nodes) of the rename pair and of a generated 300-screen pair: the boxes that hide
  changes say so, and clicking each listed change expands what hides it and selects it.

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


def selections(driver):
    """For each listed change, in order: what clicking it marks selected (data-model, else data-edge), whether
    that is drawn, and whether one of them is centred in the window."""
    buttons = driver.find_elements(By.CSS_SELECTOR, "#navlint-changes button")
    result = []
    for button in buttons:
        driver.execute_script("navlint.clear(); document.getElementById('navlint-fit').click()")
        button.click()
        result.append(driver.execute_script("""
            const nodes = [...document.querySelectorAll("#navlint-canvas .navlint-selected")];
            const box = document.getElementById("navlint-canvas").getBoundingClientRect();
            const centred = (r) => Math.abs(r.left + r.width / 2 - (box.left + box.width / 2)) < 40
              && Math.abs(r.top + r.height / 2 - (box.top + box.height / 2)) < 40;
            return nodes.filter((n) => !n.hasAttribute("data-route")).map((n) => {
              const r = n.getBoundingClientRect();
              return [n.getAttribute("data-model") || n.getAttribute("data-edge"), r.width > 0 && r.height > 0,
                      centred(r)]; });"""))
    return result


def check_selections(driver, checks, name, expected):
    """Clicking each listed change selects what `expected` (one name per listed change: a model id, a
    ghost's id or an edge's key) says, drawn and centred."""
    data = driver.execute_script("return navlintView.data.changes")
    found = selections(driver)
    checks.expect(len(found) == len(expected), f"{name}: {len(found)} changes listed, expected {len(expected)}: {data}")
    for change, want, selected in zip(data, expected, found):
        label = change.get("id") or change.get("key") or change["rule"] + " " + ",".join(change["ids"])
        names = [item[0] for item in selected]
        checks.expect(names[:1] == [want], f"{name}: clicking {label!r} selected {names}, not {want!r}")
        checks.expect(any(item[0] == want and item[1] and item[2] for item in selected),
                      f"{name}: {label!r}: {want!r} is not drawn and centred: {selected}")


# What each listed change of the fixture pair selects: a back navigation the drawing leaves out selects the
# model it leaves from (the ghost of a removed one), the route finding the removed target's ghost.
EXPECTED_CLICKS = ["Cart", HOSTILE_ID, "Cart", "Home>push>Cart", "Home>sheet>" + HOSTILE_ID, HOSTILE_ID,
                   "Settings>sheet>Legal", HOSTILE_ID]


def check_clicks(driver, checks):
    check_selections(driver, checks, "change", EXPECTED_CLICKS)


RENAME_OLD = os.path.join(FIXTURES, "change-rename-old.nav")
RENAME_NEW = os.path.join(FIXTURES, "change-rename-new.nav")
# What each listed change of the rename pair selects, without and with --back-edges: the renamed model
# once; a route finding the model its route opens (the ghost of a removed one, the new id of a renamed one:
# the route me to Profile is gone, and Profile is Account now).
RENAME_CLICKS = ["Account", "Cart", "Legal", "Cart", "Detail", "Home>push>Cart", "Home>sheet>Detail",
                 "Home>sheet>Legal", "Detail", "Legal", "Account"]
RENAME_BACK = {3: "Cart>pop>Home", 4: "Detail>dismiss>Home"}


def check_rename_page(driver, checks):
    """A rename is listed once (the structural change carries model-removed's warning), and every listed
    change selects something: route findings their route's target, back navigation its lines when
    --back-edges draws them and the model it leaves from when not, a removed model its ghost."""
    for back in (False, True):
        name = "rename" + (" --back-edges" if back else "")
        page = os.path.join(ARGS.out, "change-rename" + ("-back" if back else "") + ".html")
        page_tests.run([ARGS.navlint, "render", RENAME_NEW, "--compare", RENAME_OLD, "-o", page]
                       + (["--back-edges"] if back else []))
        page_tests.open_page(driver, page)
        texts = driver.execute_script(
            "return [...document.querySelectorAll('#navlint-changes li')].map((li) => li.textContent)")
        renames = [text for text in texts if "Account" in text and "route" not in text and "edge" not in text]
        checks.expect(len(renames) == 1, f"{name}: the rename is listed {len(renames)} times: {texts}")
        gone = [text for text in texts if "Legal" in text and "route" not in text and "edge" not in text]
        checks.expect(len(gone) == 1, f"{name}: the removed Legal is listed {len(gone)} times: {texts}")
        expected = [RENAME_BACK.get(i, want) if back else want for i, want in enumerate(RENAME_CLICKS)]
        check_selections(driver, checks, name, expected)
        driver.save_screenshot(os.path.join(ARGS.out, "change-rename.png"))
        page_tests.check_quiet(driver, checks, name)
    print("ok rename: listed once, every change selects what it is about")


def check_undrawn_change(driver, checks):
    """A change that names nothing drawn (a host that left `links`) clears the selection before it says so,
    instead of leaving the last selected model marked under its note."""
    spec = "navgraph 1\nlinks scheme shop{}\nroot Main\nstack Main root Home\nscreen Home\n"
    older, newer = (os.path.join(ARGS.out, f"links-{n}.nav") for n in ("old", "new"))
    for path, host in ((older, ", host shop.example.com"), (newer, "")):
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(spec.format(host))
    page = os.path.join(ARGS.out, "change-links.html")
    page_tests.run([ARGS.navlint, "render", newer, "--compare", older, "-o", page])
    page_tests.open_page(driver, page)
    rules = driver.execute_script("return navlintView.data.changes.map((c) => c.rule)")
    checks.expect(rules == ["link-removed"], f"links: the changes are {rules}")
    driver.execute_script("navlint.select('Home')")
    driver.find_element(By.CSS_SELECTOR, "#navlint-changes button").click()
    state = driver.execute_script("""return [navlint.selected, document.querySelectorAll(".navlint-selected").length,
        document.getElementById("navlint-details").textContent];""")
    checks.expect(state[0] is None and state[1] == 0, f"links: the earlier selection stays: {state[:2]}")
    checks.expect("Nothing this change names is drawn" in state[2] and "PARAMETERS" not in state[2].upper(),
                  f"links: the details show {state[2]!r}")
    page_tests.check_quiet(driver, checks, "links")
    print("ok links: a change that draws nothing clears the selection")


SOCIAL = os.path.join(ROOT, "Samples", "SocialClient.nav")
SOCIAL_LINE = 'screen NotificationRequests { push NotificationRequestDetail "a filtered account" }'
SOCIAL_CHANGED = ('screen NotificationRequests {\n  push NotificationRequestDetail "a filtered account"\n'
                  '  push RequestFilters "filters"\n}\nscreen RequestFilters')


def view_state(driver):
    """The view's scale, and whether each element that changed lies inside the window."""
    return driver.execute_script("""
        const box = document.getElementById("navlint-canvas").getBoundingClientRect();
        const inside = (r) => r.width > 0 && r.left >= box.left && r.right <= box.right && r.top >= box.top
          && r.bottom <= box.bottom;
        return [navlintView.view.scale, [...document.querySelectorAll("#navlint-canvas [data-change]")].map(
          (n) => [n.getAttribute("data-model") || n.getAttribute("data-edge"), inside(n.getBoundingClientRect())])];""")


def check_framing(driver, checks):
    """The page of a change opens framed on the changes at a readable scale, not fitted to the whole graph:
    the 417-line SocialClient sample (thousands of points wide) with a screen and a push added in it."""
    with open(SOCIAL, encoding="utf-8") as handle:
        text = handle.read()
    checks.expect(SOCIAL_LINE in text, "framing: the sample no longer has the line the test changes")
    newer = os.path.join(ARGS.out, "social-new.nav")
    with open(newer, "w", encoding="utf-8") as handle:
        handle.write(text.replace(SOCIAL_LINE, SOCIAL_CHANGED))
    page = os.path.join(ARGS.out, "change-social.html")
    page_tests.run([ARGS.navlint, "render", newer, "--compare", SOCIAL, "-o", page])
    page_tests.open_page(driver, page)
    scale, framed = view_state(driver)
    driver.save_screenshot(os.path.join(ARGS.out, "change-social.png"))
    driver.find_element(By.ID, "navlint-fit").click()
    whole, _ = view_state(driver)
    checks.expect(whole < 0.6, f"framing: the whole graph fits at {whole:.2f}: too small a spec to tell")
    checks.expect(scale >= 0.6 and scale > whole, f"framing: the page opens at scale {scale:.2f} (whole graph {whole:.2f})")
    checks.expect(len(framed) == 2 and all(inside for _, inside in framed), f"framing: changes outside the view: {framed}")
    page_tests.check_quiet(driver, checks, "framing")
    print(f"ok framing: opens at scale {scale:.2f} on the changes, the whole graph fits at {whole:.2f}")


def check_collapsed(driver, checks, name, newer, older, arguments, expected):
    """On a page past the drawing's budget (--max-nodes), each box that hides a change says so, and
    clicking a listed change expands what hides it and selects it: `expected` names, per listed change, the
    element selected (None for a finding: the first model the change's data selects; `expected` None: each
    model change its model, each edge change its origin)."""
    page = os.path.join(ARGS.out, f"change-{name}.html")
    page_tests.run([ARGS.navlint, "render", newer, "--compare", older, "-o", page] + arguments)
    page_tests.open_page(driver, page)
    checks.expect(driver.execute_script("return navlintView.data.drawing.collapsed"), f"{name}: not collapsed")
    changes = driver.execute_script("return navlintView.data.changes")
    if expected is None:
        # Models as themselves, edges by the model they leave from, findings by the data's selection.
        expected = [c.get("id") if c["what"] == "model" else c.get("from") for c in changes]
    checks.expect(len(changes) == len(expected), f"{name}: {len(changes)} changes, expected {len(expected)}")
    shown = driver.execute_script("return [...document.querySelectorAll('#navlint-canvas .navlint-holds-changes')]"
                                  ".map((n) => n.textContent)")
    checks.expect(shown and all("changed" in text for text in shown), f"{name}: boxes holding changes: {shown}")
    # The boxes' small text reads at full size: the page opens on them at scale 1.
    scale = driver.execute_script("return navlintView.view.scale")
    checks.expect(scale == 1, f"{name}: the collapsed page opens at scale {scale}")
    query = "const n = document.querySelector(`#navlint-canvas [data-model=\"${CSS.escape(arguments[0])}\"]`);"
    for index, (change, want) in enumerate(zip(changes, expected)):
        want = want or change["select"][0]
        if index:
            page_tests.open_page(driver, page)
        hidden = driver.execute_script(query + "return n === null", want)
        driver.find_elements(By.CSS_SELECTOR, "#navlint-changes button")[index].click()
        selected = driver.execute_script(query + """
            if (!n) return null; const r = n.getBoundingClientRect();
            return [n.classList.contains("navlint-selected"), r.width > 0 && r.height > 0,
                    n.getAttribute("data-change"), n.classList.contains("navlint-ghost")];""", want)
        label = change.get("id") or change.get("key") or change["rule"]
        checks.expect(selected is not None and selected[0] and selected[1],
                      f"{name}: clicking {label!r} ({'hidden' if hidden else 'shown'}) left {want!r} {selected}")
        if change["what"] == "model" and selected:
            checks.expect(selected[2] == change["change"], f"{name}: {want!r} is marked {selected[2]}")
        # The selection and its path (which passes boxes holding changed members) keep the change colours.
        strokes = driver.execute_script("""
            return [...document.querySelectorAll("#navlint-canvas [data-change] > rect")].map((r) =>
              [r.parentNode.getAttribute("data-change"), getComputedStyle(r).stroke]);""")
        wrong = [pair for pair in strokes if CHANGE_COLOURS[pair[0]] != pair[1]]
        checks.expect(not wrong, f"{name}: after {label!r}, changed boxes drawn in other colours: {wrong}")
    driver.save_screenshot(os.path.join(ARGS.out, f"change-{name}.png"))
    page_tests.check_quiet(driver, checks, name)
    print(f"ok {name}: {len(changes)} changes selected from collapsed boxes")


def check_collapsed_pages(driver, checks):
    check_collapsed(driver, checks, "rename-collapsed", RENAME_NEW, RENAME_OLD, ["--max-nodes", "3"],
                    ["Account", "Cart", "Legal", "Cart", "Detail", "Home", "Home", "Home", "Detail", "Legal",
                     "Account"])
    older = os.path.join(ARGS.out, "generated-300.navgraph.json")
    newer = os.path.join(ARGS.out, "generated-300-changed.navgraph.json")
    generator = os.path.join(ROOT, "scripts", "gen_spec.py")
    page_tests.run([sys.executable, generator, "300", "-o", older])
    page_tests.run([sys.executable, generator, "300", "--changed", "4", "-o", newer])
    check_collapsed(driver, checks, "generated-collapsed", newer, older, ["--max-nodes", "100"], None)


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
    check_rename_page(driver, checks)
    check_undrawn_change(driver, checks)
    check_framing(driver, checks)
    check_collapsed_pages(driver, checks)


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
