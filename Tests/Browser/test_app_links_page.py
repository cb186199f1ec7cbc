#!/usr/bin/env python3
"""Browser test of the review page drawn with the app's configuration (`navlint render SPEC -o FILE.html
--aasa FILE --app-id ID`) in headless Chromium.

The spec (Fixtures/AppLinks/shop.nav) has routes its domain's AASA file treats differently: `product` is partly
delivered (an exclude of /p/0* comes first), `orders` is not delivered (an exclude takes every URL), `search`
is partly delivered by its query (a `"?"` string reads the whole query, and a URL may carry other items first),
and `home` is delivered. The test renders the page, clicks each route's target in the drawing and checks that the
details panel names the verdict, the witness URL and the component that decides it, as `check` reports them;
that typing a witness URL into the URL box shows the same reason; that a delivered route shows none; and that
the page makes no request and logs no error.

Usage: test_app_links_page.py [--navlint PATH] [--out FOLDER]
Exit code 0 when every check passes, 1 otherwise.
"""
import argparse
import json
import os
import re
import subprocess
import sys

from selenium import webdriver
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

import test_review_page as page_tests

FIXTURES = os.path.join(page_tests.ROOT, "Tests", "Browser", "Fixtures", "AppLinks")
SPEC = os.path.join(FIXTURES, "shop.nav")
AASA = os.path.join(FIXTURES, "shop.example.com", "apple-app-site-association")
APP_ID = "ABCDE12345.com.example.shop"
AASA_NAME = "shop.example.com/apple-app-site-association"

# route id -> (its target, the rule, the witness URL, the deciding component or None when no component takes it)
EXPECTED = {
    "product": ("Product", "link-partly-delivered", "https://shop.example.com/p/0", "component 1 (/p/0* (exclude))"),
    "orders": ("Orders", "link-not-delivered", "https://shop.example.com/orders/0",
               "component 3 (/orders/* (exclude))"),
    "search": ("Search", "link-partly-delivered", None, None),
}


def run_in_fixtures(command, ok_codes=(0,)):
    """Runs navlint in the fixture folder, so that the AASA file is named as the user wrote it."""
    result = subprocess.run(command, capture_output=True, text=True, cwd=FIXTURES,
                            env=dict(os.environ, NAVLINT_NO_CACHE="1"))
    if result.returncode not in ok_codes:
        raise RuntimeError(f"{' '.join(command)} exited {result.returncode}: {result.stderr.strip()}")
    return result.stdout


def app_config_arguments():
    return ["--aasa", AASA_NAME, "--app-id", APP_ID]


def findings_of_check(navlint):
    """`check`'s app-link findings about routes, by route id: the page must say what check says."""
    output = run_in_fixtures([navlint, "check", "shop.nav", "--format", "json"] + app_config_arguments(),
                             ok_codes=(0, 1))
    report = json.loads(output)
    findings = report["diagnostics"]
    result = {}
    for finding in findings:
        if finding["rule"] in ("link-not-delivered", "link-partly-delivered"):
            route = re.search(r"route (\w+)", finding["message"]).group(1)
            result[route] = finding
    return result


def click_model(driver, model):
    """Clicks the model's node in the drawing (fitted first) and returns the details panel's text."""
    driver.execute_script("navlint.clear(); document.getElementById('navlint-fit').click()")
    node = driver.execute_script(
        "return document.querySelector(`[data-model=\"${CSS.escape(arguments[0])}\"]`)", model)
    if node is None:
        return None
    webdriver.ActionChains(driver).move_to_element(node).click().perform()
    return driver.find_element(By.ID, "navlint-details").text


def check_route(driver, checks, route, found):
    target, rule, witness, component = EXPECTED[route]
    finding = found.get(route)
    checks.expect(finding is not None and finding["rule"] == rule, f"check: {route} is not {rule}: {finding}")
    if finding is None:
        return
    details = click_model(driver, target)
    checks.expect(details is not None, f"{route}: {target} has no node in the drawing")
    if details is None:
        return
    heading = driver.find_element(By.CSS_SELECTOR, "#navlint-details h2").text
    checks.expect(heading == target, f"{route}: clicking {target} showed {heading!r}")
    message = finding["message"]
    shown_witness = witness or re.search(r"(https://\S+) goes to the web", message).group(1)
    shown_component = component or (re.search(r"(component \d+ \(.*?\)\)?) at line", message) or
                                     re.search(r"(no component of \S+ takes it)", message)).group(1)
    for expected in ("\u2298 " + rule, shown_witness, shown_component, AASA_NAME, message):
        checks.expect(expected in details, f"{route}: the details of {target} lack {expected!r}: {details!r}")
    if witness:
        checks.expect(shown_witness in message, f"{route}: check's witness is not {witness}: {message}")
    field = driver.find_element(By.ID, "navlint-url")
    field.clear()
    field.send_keys(shown_witness)
    resolution = driver.find_element(By.ID, "navlint-resolution").text
    for expected in ("\u2298 " + rule, shown_witness, shown_component):
        checks.expect(expected in resolution, f"{route}: typing {shown_witness} lacks {expected!r}: {resolution!r}")
    field.send_keys(Keys.ESCAPE)
    print(f"ok {route}: {rule}, {shown_witness}, {shown_component}")


def check_page(driver, checks, navlint, out):
    page = os.path.join(out, "app-links.html")
    run_in_fixtures([navlint, "render", "shop.nav", "-o", page, "--no-legend"] + app_config_arguments())
    page_tests.open_page(driver, page)
    found = findings_of_check(navlint)
    for route in EXPECTED:
        check_route(driver, checks, route, found)
    checks.expect("home" not in found, f"check: home is judged undelivered: {found.get('home')}")
    details = click_model(driver, "Home") or ""
    checks.expect("home: https://shop.example.com/" in details and "\u2298" not in details,
                  f"home: the details of Home mark a delivered route: {details!r}")
    crossed = driver.execute_script(
        "return [...document.querySelectorAll('.navlint-undelivered')].map((n) => n.textContent)")
    checks.expect(len(crossed) == len(EXPECTED), f"the drawing crosses {len(crossed)} routes: {crossed}")
    page_tests.check_quiet(driver, checks, "app links")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--navlint", default=os.path.join(page_tests.ROOT, ".build", "debug", "navlint"))
    parser.add_argument("--out", default=os.path.join(page_tests.ROOT, ".build", "browser-tests"))
    arguments = parser.parse_args()
    navlint = os.path.abspath(arguments.navlint)
    out = os.path.abspath(arguments.out)
    os.makedirs(out, exist_ok=True)
    return page_tests.run_checks(lambda driver, checks: check_page(driver, checks, navlint, out))


if __name__ == "__main__":
    sys.exit(main())
