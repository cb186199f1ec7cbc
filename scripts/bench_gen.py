#!/usr/bin/env python3
"""Times the parser `navlint gen swift` generates against a generated chain of per-route parsers.

On a spec with 10,000 routes (scripts/gen_spec.py), both are compiled with `swiftc -O` and run on the
same 1,000,000 URLs (mostly links to specific routes, some to the fallbacks, some that match nothing);
the trie must be at least 10x faster. Both agree on every URL (a checksum of the routes they pick).
Each compile runs niced and is stopped when a process of it passes --max-compile-gb of memory or it runs
past --compile-timeout seconds.

  scripts/bench_gen.py [--navlint .build/release/navlint] [--routes 10000] [--urls 1000000] [--markdown]
"""
import argparse
import json
import os
import random
import signal
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gen_spec  # noqa: E402

DRIVER = """
import Foundation

let text = try String(contentsOfFile: CommandLine.arguments[1], encoding: .utf8)
let urls = text.split(separator: "\\n").compactMap { URL(string: String($0)) }
let start = Date()
var checksum = 0
var matched = 0
for url in urls {
  if let link = BenchLink(url: url) {
    matched += 1
    checksum &+= link.routeID.utf8.count &* 31 &+ (link.parameters["id"].flatMap { Int($0) } ?? 0)
  }
}
let seconds = Date().timeIntervalSince(start)
print("\\(seconds) \\(urls.count) \\(matched) \\(checksum)")
"""


def write_spec(path, routes):
    with open(path, "w") as handle:
        json.dump(gen_spec.generate(routes, routes), handle)


def write_urls(path, routes, count, seed=17):
    """Links to gen_spec's routes (its forms with text around the id among them), to the fallbacks, and
    to nothing."""
    rng = random.Random(seed)
    with open(path, "w") as handle:
        for _ in range(count):
            r = rng.randrange(routes)
            kind = rng.random()
            number = rng.randrange(100000)
            if kind < 0.8:
                if r % 20 == 4:
                    handle.write(f"app://t{r % 10}/s{r}/item-{number}\n")
                elif r % 20 == 9:
                    handle.write(f"https://shop.example.com/s{r}/v{number}.json\n")
                elif r % 2 == 0:
                    handle.write(f"app://t{r % 10}/s{r}/{number}\n")
                else:
                    handle.write(f"https://shop.example.com/s{r}/detail?id={number}\n")
            elif kind < 0.9:
                handle.write(f"app://section{r}/a/b\n")
            else:
                handle.write(f"mail://nothing/{r}\n")


def session_processes(session):
    """(pid, resident set in KB) of each process in the session: swiftc and its frontends, which run in
    process groups of their own."""
    listing = subprocess.run(["ps", "-o", "pid=,rss=", "-s", str(session)], capture_output=True, text=True).stdout
    return [tuple(int(field) for field in line.split()) for line in listing.splitlines() if line.strip()]


def compile_watched(command, limit_gb, timeout):
    """Runs a compile niced, in a session of its own that is killed when one of its processes passes
    `limit_gb` of memory or it runs past `timeout` seconds; returns the seconds and the peak memory in GB."""
    started = time.perf_counter()
    process = subprocess.Popen(["nice", "-n", "5"] + command, start_new_session=True)
    peak = 0
    while process.poll() is None:
        processes = session_processes(process.pid)
        peak = max([peak] + [rss for _, rss in processes])
        elapsed = time.perf_counter() - started
        if peak > limit_gb * 1024 * 1024 or elapsed > timeout:
            for pid, _ in processes:
                try:
                    os.kill(pid, signal.SIGKILL)
                except ProcessLookupError:
                    pass
            process.wait()
            raise SystemExit(f"stopped compiling {command[-4]} after {elapsed:.0f} s at {peak / 1024 / 1024:.1f} GB")
        time.sleep(0.5)
    if process.returncode != 0:
        raise SystemExit(f"swiftc failed ({process.returncode}) on {command[-4]}")
    return time.perf_counter() - started, peak / 1024 / 1024


def build(navlint, spec, dispatch, folder, limit_gb, timeout):
    """The generated file and the driver compiled as the tests compile them, with -O."""
    source = os.path.join(folder, f"{dispatch}.swift")
    subprocess.run([navlint, "gen", "swift", spec, "-o", source, "--type-name", "BenchLink", "--dispatch", dispatch],
                   check=True)
    driver = os.path.join(folder, "main.swift")
    with open(driver, "w") as handle:
        handle.write(DRIVER)
    binary = os.path.join(folder, f"{dispatch}-bench")
    command = ["swiftc", "-O", "-swift-version", "6", "-strict-concurrency=complete", "-warnings-as-errors",
               source, driver, "-o", binary]
    seconds, peak = compile_watched(command, limit_gb, timeout)
    return binary, seconds, peak


def run(binary, urls):
    output = subprocess.run([binary, urls], check=True, capture_output=True, text=True).stdout.split()
    return float(output[0]), int(output[1]), int(output[2]), int(output[3])


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--navlint", default=".build/release/navlint")
    parser.add_argument("--routes", type=int, default=10000)
    parser.add_argument("--urls", type=int, default=1000000)
    parser.add_argument("--markdown", action="store_true")
    parser.add_argument("--max-compile-gb", type=float, default=8,
                        help="stop a compile when one of its processes passes this much memory (default 8)")
    parser.add_argument("--compile-timeout", type=float, default=3600, help="seconds (default 3600)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        spec = os.path.join(folder, "bench.navgraph.json")
        write_spec(spec, args.routes)
        urls = os.path.join(folder, "urls.txt")
        write_urls(urls, args.routes, args.urls)
        results = {}
        for dispatch in ("trie", "chain"):
            sub = os.path.join(folder, dispatch)
            os.mkdir(sub)
            binary, compile_seconds, peak = build(args.navlint, spec, dispatch, sub, args.max_compile_gb,
                                                  args.compile_timeout)
            results[dispatch] = run(binary, urls) + (compile_seconds, peak)
            seconds, count, matched = results[dispatch][:3]
            print(f"gen swift {dispatch}: {count:,} URLs in {seconds:.2f} s ({matched:,} matched), "
                  f"compiled with -O in {compile_seconds:.0f} s, at most {peak:.1f} GB", file=sys.stderr, flush=True)
    trie, chain = results["trie"], results["chain"]
    if trie[1:4] != chain[1:4]:
        raise SystemExit(f"the trie and the chain disagree: {trie[1:4]} vs {chain[1:4]}")
    ratio = chain[0] / trie[0]
    if args.markdown:
        print(f"| {args.routes:,} routes, {trie[1]:,} URLs | generated trie {trie[0]*1000:.0f} ms "
              f"| chain of per-route parsers {chain[0]*1000:.0f} ms | {ratio:.0f}x "
              f"| compiled in {trie[4]:.0f} s / {chain[4]:.0f} s, at most {trie[5]:.1f} / {chain[5]:.1f} GB |")
    else:
        print(f"gen swift on {args.routes:,} routes: trie {trie[0]:.2f} s, chain {chain[0]:.2f} s "
              f"for {trie[1]:,} URLs: {ratio:.0f}x faster")
    return 0 if ratio >= 10 else 1


if __name__ == "__main__":
    sys.exit(main())
