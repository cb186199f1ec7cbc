#!/usr/bin/env python3
"""Times the review page with a full-size phone screenshot (1170 x 2532) on each of 100 screens: the size of
the page (goal: under 10 MB) and when it is ready in headless Chromium (goal: under 1 s).

It draws the pictures itself (scripts/draw_screenshots.py), names them after a generated spec's screens in
swift-snapshot-testing's layout (`__Snapshots__/<Screen>Tests/test<Screen>.1.png`), renders the page with
`--screenshots`, and opens it three times. Exits 1 when a goal is missed.

  scripts/bench_screenshots.py [--navlint .build/release/navlint] [--screens 100] [--markdown]

The first load in a fresh Chromium is not counted: it is slow for any page (about 1.1 s here for the same
spec's page with pictures and without).

Decoding (no browser; wall time and peak memory from /usr/bin/time -v, with the load average before each):

  scripts/bench_screenshots.py --decoding --screens 1000 [--noisy] [--filtered]   first and repeated render of
      a page whose every screen has a picture (a spec without routes, so that all are drawn), with a fresh
      thumbnail cache, and the same page without pictures; goals (#42): first run at most 5 s (flat) or
      10 s (noisy), repeated at most 2 s, peak at most 256 MB
  scripts/bench_screenshots.py --refusal --screens 2000   an SVG with --thumbnails of a spec over
      --max-nodes: how long until it is refused
  scripts/bench_screenshots.py --hostile   16 small files that decode large (8 interlaced 6324 x 6324 PNGs,
      8 progressive 16384 x 2441 JPEGs, made with the C compiler and libjpeg): time and peak memory

The pictures of --decoding are all different (each one's first row is its own) but cheap to make: the rest of
the picture is compressed once and spliced after each first row. --noisy adds 4 bits of noise to every
channel, which zlib cannot compress away (about 5 MB a picture). --filtered writes each row with the filter
libpng's writer would choose (the smallest sum of the filtered bytes as signed values), as picture encoders do,
rather than none; it needs numpy.
"""
import argparse
import json
import os
import random
import re
import statistics
import struct
import subprocess
import sys
import tempfile
import time
import zlib

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


def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)


def png_header(width, height, interlaced=False):
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, int(interlaced)))


def base_rows(noisy):
    rows = draw_screenshots.picture(WIDTH, HEIGHT, "Screen", 210, 1)
    if not noisy:
        return rows
    rng = random.Random(7)
    mask = int.from_bytes(b"\x0f" * (WIDTH * 3), "little")
    return [(int.from_bytes(row, "little") ^ (rng.getrandbits(WIDTH * 24) & mask)).to_bytes(WIDTH * 3, "little")
            for row in rows]


def adaptively_filtered(rows, channels=3):
    """Each row with its filter byte, the filter libpng's writer would choose: the one whose bytes, read as signed
    values, sum to the least."""
    import numpy  # only --filtered needs it

    raw = numpy.frombuffer(b"".join(rows), dtype=numpy.uint8).reshape(len(rows), -1).astype(numpy.int16)
    above = numpy.vstack([numpy.zeros_like(raw[:1]), raw[:-1]])
    left = numpy.pad(raw, ((0, 0), (channels, 0)))[:, :-channels]
    corner = numpy.pad(above, ((0, 0), (channels, 0)))[:, :-channels]
    estimate = left + above - corner
    to_left, to_above, to_corner = abs(estimate - left), abs(estimate - above), abs(estimate - corner)
    paeth = numpy.where((to_left <= to_above) & (to_left <= to_corner), left,
                        numpy.where(to_above <= to_corner, above, corner))
    candidates = [(raw - predicted).astype(numpy.uint8)
                  for predicted in (0, left, above, (left + above) // 2, paeth)]
    costs = numpy.stack([abs(candidate.astype(numpy.int8).astype(numpy.int32)).sum(axis=1)
                         for candidate in candidates])
    chosen = costs.argmin(axis=0)
    return [bytes([kind]) + candidates[kind][index].tobytes() for index, kind in enumerate(chosen)]


def distinct_pngs(folder, screens, noisy, filtered=False):
    """A phone picture per screen, each with a first row of its own: the rest is compressed once and spliced in
    after each first row (a deflate stream may go on after a full flush). Returns the bytes written."""
    rows = base_rows(noisy)
    rest = b"".join(adaptively_filtered(rows)[1:] if filtered else (b"\0" + row for row in rows[1:]))
    packer = zlib.compressobj(6, zlib.DEFLATED, -15)
    rest_packed = packer.compress(rest) + packer.flush()
    total = 0
    for index, screen in enumerate(screens):
        first = bytearray(b"\0" + rows[0])
        first[1:17] = struct.pack(">QQ", index, len(screens))
        head = zlib.compressobj(6, zlib.DEFLATED, -15)
        packed = head.compress(bytes(first)) + head.flush(zlib.Z_FULL_FLUSH)
        checksum = zlib.adler32(rest, zlib.adler32(bytes(first)))
        idat = b"\x78\x9c" + packed + rest_packed + struct.pack(">I", checksum)
        data = png_header(WIDTH, HEIGHT) + chunk(b"IDAT", idat) + chunk(b"IEND", b"")
        target = os.path.join(folder, "__Snapshots__", screen + "Tests")
        os.makedirs(target, exist_ok=True)
        with open(os.path.join(target, f"test{screen}.1.png"), "wb") as file:
            file.write(data)
        total += len(data)
    return total


def interlaced_png(width, height):
    """A grey Adam7-interlaced PNG, written pass by pass."""
    packer = zlib.compressobj(9)
    packed = []
    for left, top, across, down in ((0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4),
                                    (1, 0, 2, 2), (0, 1, 1, 2)):
        columns = len(range(left, width, across))
        row = b"\0" + b"\x80" * (columns * 3)
        for _ in range(top, height, down):
            packed.append(packer.compress(row))
    packed.append(packer.flush())
    return png_header(width, height, interlaced=True) + chunk(b"IDAT", b"".join(packed)) + chunk(b"IEND", b"")


PROGRESSIVE_JPEG = r"""
#include <stdio.h>
#include <stdlib.h>
#include <jpeglib.h>
int main(int argc, char **argv) {
    struct jpeg_compress_struct c; struct jpeg_error_mgr e;
    c.err = jpeg_std_error(&e); jpeg_create_compress(&c);
    FILE *out = fopen(argv[1], "wb"); jpeg_stdio_dest(&c, out);
    c.image_width = atoi(argv[2]); c.image_height = atoi(argv[3]); c.input_components = 3;
    c.in_color_space = JCS_RGB; jpeg_set_defaults(&c); jpeg_simple_progression(&c);
    jpeg_start_compress(&c, TRUE);
    unsigned char *row = malloc(c.image_width * 3);
    for (unsigned x = 0; x < c.image_width * 3; x++) row[x] = 0x80;
    while (c.next_scanline < c.image_height) { JSAMPROW rows[1] = {row}; jpeg_write_scanlines(&c, rows, 1); }
    jpeg_finish_compress(&c); fclose(out); return 0;
}
"""


def hostile_pictures(folder, screens):
    """8 interlaced 6324 x 6324 PNGs and 8 progressive 16384 x 2441 JPEGs (under the 40-million-pixel limit)."""
    tool = os.path.join(folder, "progressive")
    with open(tool + ".c", "w") as file:
        file.write(PROGRESSIVE_JPEG)
    subprocess.run(["cc", "-O2", tool + ".c", "-ljpeg", "-o", tool], check=True)
    png = interlaced_png(6324, 6324)
    jpeg = os.path.join(folder, "hostile.jpg")
    subprocess.run([tool, jpeg, "16384", "2441"], check=True)
    with open(jpeg, "rb") as file:
        jpeg_bytes = file.read()
    pictures = os.path.join(folder, "shots")
    for index, screen in enumerate(screens[:16]):
        target = os.path.join(pictures, "__Snapshots__", screen + "Tests")
        os.makedirs(target, exist_ok=True)
        # Each file differs in a byte after its end marker, so that no cache could share them.
        data = (png if index % 2 == 0 else jpeg_bytes) + bytes([index])
        with open(os.path.join(target, f"test{screen}.1.{'png' if index % 2 == 0 else 'jpg'}"), "wb") as file:
            file.write(data)
    return pictures, len(png), len(jpeg_bytes)


def measured(command, environment=None):
    """Runs `command` under /usr/bin/time -v: (wall seconds, CPU seconds, peak RSS in MB, status, stderr, load
    before)."""
    load = os.getloadavg()[0]
    started = time.perf_counter()
    result = subprocess.run(["/usr/bin/time", "-v"] + command, capture_output=True, text=True,
                            env=dict(os.environ, **(environment or {})))
    wall = time.perf_counter() - started
    peak = re.search(r"Maximum resident set size \(kbytes\): (\d+)", result.stderr)
    cpu = sum(float(value) for value in re.findall(r"(?:User|System) time \(seconds\): ([\d.]+)", result.stderr))
    messages = re.sub(r"Command exited with non-zero status \d+\n", "", result.stderr.split("\tCommand being timed")[0])
    return wall, cpu, int(peak.group(1)) / 1024 if peak else float("nan"), result.returncode, messages, load


def report(label, run):
    wall, cpu, peak, status, messages, load = run
    last = messages.strip().splitlines()[-1] if messages.strip() else ""
    print(f"| {label} | {wall:.2f} s | {cpu:.2f} s CPU | {peak:.0f} MB | exit {status} | load {load:.1f} | {last} |",
          flush=True)
    return run


def decoding(arguments, folder):
    spec = os.path.join(folder, "app.navgraph.json")
    subprocess.run([sys.executable, os.path.join(ROOT, "scripts", "gen_spec.py"), str(arguments.screens),
                    "--routes", "0", "-o", spec], check=True)
    screens = screens_of(spec, arguments.screens)
    pictures = os.path.join(folder, "shots")
    drawn = distinct_pngs(pictures, screens, arguments.noisy, arguments.filtered)
    kind = ("noisy" if arguments.noisy else "flat") + (", filtered" if arguments.filtered else "")
    print(f"{len(screens)} {kind} pictures, {drawn / 1e6:.0f} MB of PNG; {os.cpu_count()} cores")
    page = os.path.join(folder, "app.html")
    base = [arguments.navlint, "render", spec, "-o", page, "--max-nodes", "5000", "--max-layout-size", "100000"]
    cache = {"XDG_CACHE_HOME": os.path.join(folder, "cache"), "NAVLINT_NO_CACHE": ""}
    report("without pictures", measured(base))
    first = report("first run", measured(base + ["--screenshots", pictures], cache))
    again = report("repeated run", measured(base + ["--screenshots", pictures], cache))
    return first[3] == 0 and again[3] == 0


def refusal(arguments, folder):
    spec = os.path.join(folder, "app.navgraph.json")
    subprocess.run([sys.executable, os.path.join(ROOT, "scripts", "gen_spec.py"), str(arguments.screens),
                    "-o", spec], check=True)
    screens = screens_of(spec, arguments.screens)
    pictures = os.path.join(folder, "shots")
    distinct_pngs(pictures, screens, False)
    command = [arguments.navlint, "render", spec, "--screenshots", pictures, "--thumbnails", "-o",
               os.path.join(folder, "app.svg")]
    run = report(f"{len(screens)} pictures, SVG over --max-nodes", measured(command, {"NAVLINT_NO_CACHE": "1"}))
    return run[3] != 0


def hostile(arguments, folder):
    spec = os.path.join(folder, "app.navgraph.json")
    subprocess.run([sys.executable, os.path.join(ROOT, "scripts", "gen_spec.py"), "16", "--routes", "0",
                    "-o", spec], check=True)
    pictures, png_size, jpeg_size = hostile_pictures(folder, screens_of(spec, 16))
    print(f"16 hostile pictures: PNG {png_size / 1e3:.0f} KB, JPEG {jpeg_size / 1e3:.0f} KB; {os.cpu_count()} cores")
    command = [arguments.navlint, "render", spec, "--screenshots", pictures, "-o", os.path.join(folder, "a.html")]
    run = report("16 hostile pictures, page", measured(command, {"NAVLINT_NO_CACHE": "1"}))
    return run[3] == 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--navlint", default=os.path.join(ROOT, ".build", "release", "navlint"))
    parser.add_argument("--screens", type=int, default=100)
    parser.add_argument("--markdown", action="store_true")
    parser.add_argument("--decoding", action="store_true")
    parser.add_argument("--noisy", action="store_true")
    parser.add_argument("--filtered", action="store_true")
    parser.add_argument("--refusal", action="store_true")
    parser.add_argument("--hostile", action="store_true")
    arguments = parser.parse_args()
    for mode in (decoding, refusal, hostile):
        if getattr(arguments, mode.__name__):
            with tempfile.TemporaryDirectory() as folder:
                sys.exit(0 if mode(arguments, folder) else 1)
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
                                capture_output=True, text=True, env=dict(os.environ, NAVLINT_NO_CACHE="1"))
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
