#!/usr/bin/env python3
"""Times the review page with a full-size phone screenshot (1170 x 2532) on each of 100 screens: the size of
the page (goal: under 10 MB) and when it is ready in headless Chromium (goal: under 1 s).

It draws the pictures itself (scripts/draw_screenshots.py), names them after a generated spec's screens in
swift-snapshot-testing's layout (`__Snapshots__/<Screen>Tests/test<Screen>.1.png`), renders the page with
`--screenshots`, and opens it three times. Exits 1 when a goal is missed.

  scripts/bench_screenshots.py [--navlint .build/release/navlint] [--screens 100] [--markdown]

The first load in a fresh Chromium is not counted: it is slow for any page (about 1.1 s here for the same
spec's page with pictures and without).
"""
import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import draw_screenshots  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WIDTH, HEIGHT = 1170, 2532
SIZE_GOAL = 10 * 1000 * 1000
READY_GOAL = 1.0


def screens_of(spec_path, count):
    models = json.load(open(spec_path))["models"]
    return [m["id"] for m in models if m["kind"] in ("screen", "dialog")][:count]


def draw_pictures(folder, screens):
    total = 0
    for index, screen in enumerate(screens):
        target = os.path.join(folder, "__Snapshots__", screen + "Tests")
        os.makedirs(target, exist_ok=True)
        rows = draw_screenshots.picture(WIDTH, HEIGHT, screen, (index * 37) % 360, index)
        path = os.path.join(target, f"test{screen}.1.png")
        with open(path, "wb") as file:
            file.write(draw_screenshots.png(WIDTH, HEIGHT, rows))
        total += os.path.getsize(path)
    return total


def ready_times(page, runs=3):
    """navlint.readyTime (ms after navigation start) of each load after a first one that is not counted (a
    fresh Chromium's first page is slow whatever it holds), and how many thumbnails the page shows."""
    from selenium import webdriver
    options = webdriver.ChromeOptions()
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--window-size=1400,900"):
        options.add_argument(argument)
    if os.path.exists("/usr/bin/chromium"):
        options.binary_location = "/usr/bin/chromium"
    service = webdriver.chrome.service.Service(
        executable_path="/usr/bin/chromedriver" if os.path.exists("/usr/bin/chromedriver") else None)
    driver = webdriver.Chrome(service=service, options=options)
    try:
        times = []
        for _ in range(runs + 1):
            driver.get("file://" + os.path.abspath(page))
            deadline = time.perf_counter() + 60
            while not driver.execute_script("return !!(window.navlint && window.navlint.ready)"):
                if time.perf_counter() > deadline:
                    raise RuntimeError("navlint.ready never came")
                time.sleep(0.01)
            times.append(driver.execute_script("return navlint.readyTime") / 1000)
        times = times[1:]
        shown = driver.execute_script("return document.querySelectorAll('g[data-model] image.navlint-thumb').length")
        return times, shown
    finally:
        driver.quit()


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--navlint", default=os.path.join(ROOT, ".build", "release", "navlint"))
    parser.add_argument("--screens", type=int, default=100)
    parser.add_argument("--markdown", action="store_true")
    arguments = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        spec = os.path.join(folder, "app.navgraph.json")
        subprocess.run([sys.executable, os.path.join(ROOT, "scripts", "gen_spec.py"), str(arguments.screens),
                        "-o", spec], check=True)
        screens = screens_of(spec, arguments.screens)
        pictures = os.path.join(folder, "shots")
        drawn = draw_pictures(pictures, screens)
        page = os.path.join(folder, "app.html")
        started = time.perf_counter()
        result = subprocess.run([arguments.navlint, "render", spec, "--screenshots", pictures, "-o", page],
                                capture_output=True, text=True)
        render_time = time.perf_counter() - started
        if result.returncode != 0:
            sys.exit(f"render failed: {result.stderr}")
        size = os.path.getsize(page)
        times, shown = ready_times(page)
    ready = statistics.median(times)
    row = (f"| page with {len(screens)} screenshots ({WIDTH} x {HEIGHT}, {drawn / 1e6:.1f} MB of PNG) "
           f"| {size / 1e6:.2f} MB (goal < 10 MB) | ready {ready * 1000:.0f} ms (goal < 1 s) "
           f"| render {render_time:.2f} s | {shown} thumbnails |")
    print(row if arguments.markdown else row.strip("| ").replace(" | ", "; "))
    print(result.stderr.strip(), file=sys.stderr)
    if size >= SIZE_GOAL or ready >= READY_GOAL or shown != len(screens):
        sys.exit(1)


if __name__ == "__main__":
    main()
