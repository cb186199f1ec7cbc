#!/usr/bin/env python3
"""Browser tests of the review page (`navlint render SPEC -o FILE.html`) in headless Chromium.

For every sample (Samples/*.navgraph.json, Samples/*.nav, Samples/Broken/*) and a spec whose text is
hostile markup, the tests render the page, open it from file:// and check that:
- `navlint.resolve(url)` equals `navlint resolve --format json` on every example URL (`navlint examples`)
  and on variants of them (case, slashes, query items, fragments, bad escapes);
- `navlint.select(id)` selects every model id (class `navlint-selected`, details) and refuses unknown ids;
- typing into `#navlint-search` and `#navlint-url`, clicking a node, `/` and Esc work;
- no injected script runs (a sentinel global stays unset, no alert);
- the page makes no network request and logs no error;
- with `--screenshots`, every screen with a picture shows it, large when selected, and `#navlint-thumbs` hides
  them all.
A screenshot per sample is kept in the output folder. Then the page's readiness is timed for generated
300- and 2,000-screen specs (printed; the targets are 1 s and 3 s).

Usage: test_review_page.py [--navlint PATH] [--out FOLDER] [--no-timing]
Exit code 0 when every check passes, 1 otherwise.
"""
import argparse
import glob
import json
import os
import statistics
import subprocess
import sys
import time

from selenium import webdriver
from selenium.common.exceptions import NoAlertPresentException
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
HOSTILE = os.path.join(ROOT, "Tests", "Browser", "Fixtures", "hostile.navgraph.json")
PLACES = os.path.join(ROOT, "Tests", "Browser", "Fixtures", "places.nav")
PICTURED = os.path.join(ROOT, "Samples", "CountriesTabs.navgraph.json")
SCREENSHOTS = os.path.join(ROOT, "Samples", "Screenshots", "CountriesTabs")
PICTURED_SCREENS = ("CountriesList", "CountryDetails", "FlagSheet", "More", "ItemList", "ItemDetails")
COMPARED_KEYS = ("url", "route", "params", "bound", "path", "ambiguous", "error")


class Checks:
    """Collects failures instead of stopping at the first, so one run reports them all."""

    def __init__(self):
        self.failures = []
        self.count = 0

    def expect(self, condition, message):
        self.count += 1
        if not condition:
            self.failures.append(message)
            print("FAIL: " + message, file=sys.stderr)


def run_checks(body):
    """Runs `body(driver, checks)` in one browser, prints the count; the exit code: 1 when a check failed."""
    checks = Checks()
    driver = browser()
    try:
        body(driver, checks)
    finally:
        driver.quit()
    print(f"{checks.count} checks, {len(checks.failures)} failed")
    return 1 if checks.failures else 0


def run(command, ok_codes=(0,)):
    # The thumbnail cache stays off: a test writes nothing into the home folder.
    result = subprocess.run(command, capture_output=True, text=True, env=dict(os.environ, NAVLINT_NO_CACHE="1"))
    if result.returncode not in ok_codes:
        raise RuntimeError(f"{' '.join(command)} exited {result.returncode}: {result.stderr.strip()}")
    return result.stdout


def browser():
    options = webdriver.ChromeOptions()
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--window-size=1400,900", "--allow-file-access-from-files"):
        options.add_argument(argument)
    if os.path.exists("/usr/bin/chromium"):
        options.binary_location = "/usr/bin/chromium"
    options.set_capability("goog:loggingPrefs", {"browser": "ALL", "performance": "ALL"})
    driver_path = "/usr/bin/chromedriver" if os.path.exists("/usr/bin/chromedriver") else None
    service = Service(executable_path=driver_path) if driver_path else Service()
    return webdriver.Chrome(service=service, options=options)


def open_page(driver, path):
    """Loads the page and waits for `navlint.ready`; returns the wall time until then in seconds."""
    driver.get_log("performance")
    driver.get_log("browser")
    start = time.perf_counter()
    driver.get("file://" + os.path.abspath(path))
    deadline = start + 60
    while not driver.execute_script("return !!(window.navlint && window.navlint.ready)"):
        if time.perf_counter() > deadline:
            raise RuntimeError(f"{path}: window.navlint.ready never came")
        time.sleep(0.01)
    return time.perf_counter() - start


def check_quiet(driver, checks, name):
    """No request other than the page's own file, no console error, no alert."""
    for entry in driver.get_log("performance"):
        message = json.loads(entry["message"])["message"]
        if message.get("method") == "Network.requestWillBeSent":
            url = message["params"]["request"]["url"]
            # A `data:` URL (a screenshot shown large) is the page's own bytes, not a request.
            own = url.startswith("data:") or (url.startswith("file://") and url.endswith(".html"))
            checks.expect(own, f"{name}: network request to {url[:80]}")
    errors = [e for e in driver.get_log("browser") if e["level"] in ("SEVERE", "ERROR")]
    checks.expect(not errors, f"{name}: console errors {errors}")
    try:
        alert = driver.switch_to.alert
        checks.expect(False, f"{name}: an alert opened: {alert.text}")
        alert.dismiss()
    except NoAlertPresentException:
        pass


def url_variants(examples):
    """The example URLs and variants that exercise parsing, case rules and query items."""
    urls = list(examples)
    for url in examples:
        head, _, _ = url.partition("#")
        scheme, _, rest = head.partition(":")
        urls += [url + "/", scheme.upper() + ":" + rest, head + ("&" if "?" in head else "?") + "zz=1",
                 head + "#frag", url.upper(), url.replace("/", "//", 3)]
    urls += ["no-scheme", ":x", "1abc://x", "app://a/%zz", "app://a/%C3%28", "%41://x", "x://h/a%2Fb?k=%E2%82%AC#%F0%9F%98%80",
             "https://EXAMPLE.com/", "http://", "notification:", "evil://t/%3Cscript%3E/%3Cb%3E", "evil://detail/-007"]
    return list(dict.fromkeys(urls))


def check_resolve(driver, checks, name, spec, examples):
    urls = url_variants(examples)
    expected = [json.loads(line) for line in run(
        [ARGS.navlint, "resolve", spec, "--format", "json", "--"] + urls, ok_codes=(0, 1, 2)).splitlines()]
    checks.expect(len(expected) == len(urls), f"{name}: navlint resolve gave {len(expected)} answers for {len(urls)}")
    actual = driver.execute_script("return arguments[0].map((u) => navlint.resolve(u))", urls)
    for want, got in zip(expected, actual):
        want = {key: want[key] for key in COMPARED_KEYS if key in want}
        got = {key: got[key] for key in COMPARED_KEYS if key in got}
        checks.expect(want == got, f"{name}: resolve {want.get('url')!r}: CLI {want} page {got}")
    return len(urls)


def check_select(driver, checks, name, model_ids):
    result = driver.execute_script("""
        const failures = [];
        for (const id of arguments[0]) {
          if (navlint.select(id) !== true) { failures.push(id + ": select returned false"); continue; }
          const selected = document.querySelector(".navlint-selected[data-model]");
          if (!selected || selected.getAttribute("data-model") !== id) failures.push(id + ": not marked selected");
          const heading = document.querySelector("#navlint-details h2");
          if (!heading || heading.textContent !== id) failures.push(id + ": details do not show it");
        }
        if (navlint.select("no such model \u2028<b>") !== false) failures.push("an unknown id was selected");
        return failures;""", model_ids)
    checks.expect(not result, f"{name}: select: {result[:5]}")


def check_interaction(driver, checks, name, model_ids, leaves, example):
    body = driver.find_element(By.TAG_NAME, "body")
    body.send_keys(Keys.ESCAPE)
    body.send_keys("/")
    active = driver.execute_script("return document.activeElement.id")
    checks.expect(active == "navlint-search", f"{name}: '/' focused {active!r}, not the search")
    target = model_ids[-1]
    search = driver.find_element(By.ID, "navlint-search")
    search.send_keys(target)
    listed = [e.text for e in driver.find_elements(By.CSS_SELECTOR, "#navlint-matches button")]
    checks.expect(any(text.split(" · ")[0] == target for text in listed), f"{name}: search lists {listed[:5]}")
    search.send_keys(Keys.ENTER)
    checks.expect(driver.execute_script("return navlint.selected") == target, f"{name}: Enter did not select {target}")
    search.send_keys(Keys.ESCAPE)
    checks.expect(driver.execute_script("return navlint.selected") is None, f"{name}: Esc did not clear")
    clickable = [i for i in leaves if driver.execute_script(
        "const n = document.querySelector(`[data-model=\"${CSS.escape(arguments[0])}\"]`);"
        "if (!n) return false; const r = n.getBoundingClientRect(); return r.width > 2 && r.height > 2;", i)]
    if clickable:
        node = driver.execute_script(
            "return document.querySelector(`[data-model=\"${CSS.escape(arguments[0])}\"]`)", clickable[0])
        driver.execute_script("navlint.clear(); document.getElementById('navlint-fit').click()")
        webdriver.ActionChains(driver).move_to_element(node).click().perform()
        heading = driver.find_element(By.CSS_SELECTOR, "#navlint-details h2").text
        checks.expect(heading == clickable[0], f"{name}: clicking {clickable[0]} showed {heading!r}")
    if example:
        field = driver.find_element(By.ID, "navlint-url")
        field.clear()
        field.send_keys(example["url"])
        shown = driver.find_element(By.ID, "navlint-resolution").text
        checks.expect(example["route"] in shown, f"{name}: typing {example['url']} showed {shown!r}")
        field.send_keys(Keys.ESCAPE)


def show_deepest(driver):
    """For the screenshot: the model with the longest path from a window root selected."""
    driver.execute_script("""
        const models = navlintView.data.models;
        const depth = (m) => { let d = 0; const seen = new Set();
          for (let c = m; c && c.from && c.from[0] !== null && !seen.has(c.id); c = navlintView.models.get(c.from[0])) {
            seen.add(c.id); d += 1; }
          return d; };
        const deepest = models.slice().sort((a, b) => depth(b) - depth(a))[0];
        if (deepest && navlint.select(deepest.id) && navlintView.nodeOf.has(deepest.id)) {
          navlintView.view.scale = 0.7;
          navlintView.apply();
          navlintView.centreOn(navlintView.nodeOf.get(deepest.id));
        }""")


def check_sample(driver, checks, spec):
    name = os.path.basename(spec)
    page = os.path.join(ARGS.out, name + ".html")
    run([ARGS.navlint, "render", spec, "-o", page, "--no-legend"], ok_codes=(0,))
    run([ARGS.navlint, "render", spec, "-o", page + ".again.html", "--no-legend"])
    with open(page, "rb") as first, open(page + ".again.html", "rb") as second:
        checks.expect(first.read() == second.read(), f"{name}: two renders differ")
    open_page(driver, page)
    listed = json.loads(run([ARGS.navlint, "examples", spec, "--format", "json"], ok_codes=(0, 1, 2)) or "[]")
    examples = [e["url"] for e in listed if e["url"]]
    resolved = check_resolve(driver, checks, name, spec, examples)
    model_ids = driver.execute_script("return navlintView.data.models.map((m) => m.id)")
    check_select(driver, checks, name, model_ids)
    winner = next((e for e in listed if e["url"]), None)
    leaves = driver.execute_script(
        "return navlintView.data.models.filter((m) => m.kind === 'screen' || m.kind === 'dialog').map((m) => m.id)")
    check_interaction(driver, checks, name, model_ids, leaves, winner)
    checks.expect(driver.execute_script("return window.__navlintInjected === undefined"),
                  f"{name}: injected script ran")
    show_deepest(driver)
    driver.save_screenshot(os.path.join(ARGS.out, name + ".png"))
    check_quiet(driver, checks, name)
    print(f"ok {name}: {resolved} URLs resolved alike, {len(model_ids)} models selected")


def check_places(driver, checks):
    """A `via *` link, bound params and a group's edges (Fixtures/places.nav): the URL box shows the bound
    params marked as bound and the other places the link opens from; the side panel names the group."""
    page = os.path.join(ARGS.out, "places.html")
    run([ARGS.navlint, "render", PLACES, "-o", page, "--no-legend"])
    open_page(driver, page)
    field = driver.find_element(By.ID, "navlint-url")
    field.clear()
    field.send_keys("app://post/42")
    shown = driver.find_element(By.ID, "navlint-resolution").text
    for expected in ('Post.link = "app://post/42" ($url)', 'Post.source = "feed" (constant)', "Post.page = 3 (constant)",
                     "path Main ▸ [home] HomeStack ▸ Home ▸ push Feed ▸ push Post",
                     "InboxStack: Main ▸ [inbox] InboxStack ▸ Inbox ▸ push Post"):
        checks.expect(expected in shown, f"places: the URL box lacks {expected!r}: {shown!r}")
    field.send_keys(Keys.ESCAPE)
    for model, expected in (("Inbox", "push “Open the post” → Post (group Destinations)"),
                            ("Post", "Inbox → push “Open the post” (group Destinations)")):
        driver.execute_script("navlint.select(arguments[0])", model)
        details = driver.find_element(By.ID, "navlint-details").text
        checks.expect(expected in details, f"places: the details of {model} lack {expected!r}: {details!r}")
    check_quiet(driver, checks, "places")
    print("ok places: bound params, other places and group edges shown")


def check_pictures(driver, checks):
    """Screenshots (`--screenshots`): every screen with a picture shows it in its node and, selected, large in
    the side panel; the `#navlint-thumbs` toggle hides them all and shows them again."""
    page = os.path.join(ARGS.out, "pictures.html")
    run([ARGS.navlint, "render", PICTURED, "--screenshots", SCREENSHOTS, "-o", page])
    open_page(driver, page)
    shown = driver.execute_script("""
        return [...document.querySelectorAll('g[data-model] image.navlint-thumb')]
          .filter((image) => getComputedStyle(image).display !== 'none' && image.getBBox().width > 0)
          .map((image) => image.closest('g[data-model]').getAttribute('data-model')).sort();""")
    checks.expect(shown == sorted(PICTURED_SCREENS), f"pictures: thumbnails shown for {shown}")
    for model in PICTURED_SCREENS:
        driver.execute_script("navlint.select(arguments[0])", model)
        large = driver.execute_script("""
            const picture = document.querySelector('#navlint-details img.navlint-picture');
            return picture && picture.complete && picture.naturalWidth > 0 && picture.src.startsWith('data:image/');""")
        checks.expect(large, f"pictures: {model}'s picture is not shown in the details panel")
    driver.execute_script("navlint.select('MoreActions')")
    checks.expect(not driver.find_elements(By.CSS_SELECTOR, "#navlint-details img.navlint-picture"),
                  "pictures: MoreActions has no picture but shows one")
    visible = "return [...document.querySelectorAll('image.navlint-thumb')]" \
        ".filter((image) => getComputedStyle(image).display !== 'none').length"
    toggle = driver.find_element(By.ID, "navlint-thumbs")
    toggle.click()
    checks.expect(driver.execute_script(visible) == 0, "pictures: the toggle left thumbnails shown")
    toggle.click()
    checks.expect(driver.execute_script(visible) == len(PICTURED_SCREENS), "pictures: the toggle did not show them")
    check_quiet(driver, checks, "pictures")
    driver.save_screenshot(os.path.join(ARGS.out, "pictures.png"))
    print(f"ok pictures: {len(shown)} thumbnails, the details panel and the toggle")


def time_readiness(driver, checks, screens):
    spec = os.path.join(ARGS.out, f"generated-{screens}.navgraph.json")
    run([sys.executable, os.path.join(ROOT, "scripts", "gen_spec.py"), str(screens), "-o", spec])
    page = os.path.join(ARGS.out, f"generated-{screens}.html")
    started = time.perf_counter()
    run([ARGS.navlint, "render", spec, "-o", page])
    render_time = time.perf_counter() - started
    walls, readies = [], []
    for _ in range(3):
        walls.append(open_page(driver, page))
        readies.append(driver.execute_script("return navlint.readyTime") / 1000)
    collapsed = driver.execute_script("return navlintView.data.drawing.collapsed")
    deepest = driver.execute_script("return navlintView.data.models[navlintView.data.models.length - 1].id")
    checks.expect(driver.execute_script("return navlint.select(arguments[0])", deepest),
                  f"{screens} screens: select({deepest}) failed")
    listed = json.loads(run([ARGS.navlint, "examples", spec, "--format", "json"]))
    examples = [e["url"] for e in listed if e["url"]][:: max(1, screens // 40)]
    check_resolve(driver, checks, f"generated-{screens}", spec, examples)
    check_quiet(driver, checks, f"generated-{screens}")
    driver.save_screenshot(os.path.join(ARGS.out, f"generated-{screens}.png"))
    size = os.path.getsize(page) / 1024 / 1024
    print(f"readiness {screens} screens ({'collapsed' if collapsed else 'diagram'}, {size:.1f} MiB, render "
          f"{render_time:.2f} s): navlint.ready {statistics.median(readies) * 1000:.0f} ms after navigation start, "
          f"{statistics.median(walls) * 1000:.0f} ms wall from driver.get (median of 3)")


def main():
    global ARGS
    parser = argparse.ArgumentParser()
    parser.add_argument("--navlint", default=os.path.join(ROOT, ".build", "debug", "navlint"))
    parser.add_argument("--out", default=os.path.join(ROOT, ".build", "browser-tests"))
    parser.add_argument("--no-timing", action="store_true")
    parser.add_argument("--only-pictures", action="store_true", help="run the screenshot checks alone")
    ARGS = parser.parse_args()
    ARGS.navlint = os.path.abspath(ARGS.navlint)
    os.makedirs(ARGS.out, exist_ok=True)
    samples = sorted(glob.glob(os.path.join(ROOT, "Samples", "*.navgraph.json")))
    samples += sorted(glob.glob(os.path.join(ROOT, "Samples", "*.nav")))
    samples += sorted(glob.glob(os.path.join(ROOT, "Samples", "Broken", "*.navgraph.json")))
    samples += [HOSTILE, PLACES]

    def check_all(driver, checks):
        if ARGS.only_pictures:
            check_pictures(driver, checks)
            return
        for spec in samples:
            try:
                check_sample(driver, checks, spec)
            except RuntimeError as error:
                if "Broken" in spec and "exited" in str(error):
                    print(f"skip {os.path.basename(spec)}: {error}")
                    continue
                checks.expect(False, str(error))
        check_places(driver, checks)
        check_pictures(driver, checks)
        if not ARGS.no_timing:
            for screens in (300, 2000):
                time_readiness(driver, checks, screens)

    return run_checks(check_all)


if __name__ == "__main__":
    sys.exit(main())
