#!/usr/bin/env python3
"""Times `navlint check` against python3's json.load of the same generated spec, side by side.

For each size it generates a lint-clean spec (scripts/gen_spec.py), runs both commands several
times, and prints medians, the ratio and navlint's peak memory. `--markdown` prints a table for
docs/BENCHMARKS.md.
"""
import argparse
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gen_spec  # noqa: E402


def run_once(command):
    """Wall time in seconds and peak resident memory in MiB of one run."""
    start = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(process.pid, 0)
    elapsed = time.perf_counter() - start
    stderr = process.stderr.read().decode(errors="replace")
    process.stderr.close()
    code = os.waitstatus_to_exitcode(status)
    if code not in (0,):
        raise SystemExit(f"{' '.join(command)} exited {code}: {stderr.strip()}")
    return elapsed, usage.ru_maxrss / 1024.0


def measure(command, runs):
    times, memory = [], []
    for _ in range(runs):
        elapsed, peak = run_once(command)
        times.append(elapsed)
        memory.append(peak)
    return statistics.median(times), max(memory)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--navlint", default=".build/release/navlint")
    parser.add_argument("--sizes", default="1000,10000,20000,80000,100000")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--markdown", action="store_true")
    parser.add_argument("--render", action="store_true", help="also time navlint render against dot -Tsvg")
    args = parser.parse_args()

    rows = []
    with tempfile.TemporaryDirectory() as folder:
        for size in [int(s) for s in args.sizes.split(",")]:
            path = os.path.join(folder, f"bench-{size}.navgraph.json")
            with open(path, "w", encoding="utf-8") as handle:
                import json
                json.dump(gen_spec.generate(size, size), handle, indent=2)
            megabytes = os.path.getsize(path) / (1 << 20)
            python = measure([sys.executable, "-c", "import json,sys; json.load(open(sys.argv[1]))", path], args.runs)
            navlint = measure([args.navlint, "check", "--quiet", path], args.runs)
            rows.append((size, megabytes, navlint, python))
            if not args.markdown:
                print(f"{size:>7} screens+routes  {megabytes:6.1f} MiB  navlint check {navlint[0]*1000:8.1f} ms "
                      f"({navlint[1]:6.1f} MiB peak)  python json.load {python[0]*1000:8.1f} ms  ratio {navlint[0]/python[0]:5.2f}",
                      flush=True)
    by_size = {row[0]: row for row in rows}
    if 20000 in by_size and 80000 in by_size:
        growth = by_size[80000][2][0] / by_size[20000][2][0]
        line = f"80k / 20k time: {growth:.2f} (linear would be 4.00)"
        if not args.markdown:
            print(line)
    if args.markdown:
        print(f"Machine: {platform.machine()}, {os.cpu_count()} cores, {platform.system()} {platform.release()}, Python {platform.python_version()}")
        print()
        print("| screens = routes | file | navlint check (median) | navlint peak memory | python3 json.load (median) | ratio |")
        print("|---:|---:|---:|---:|---:|---:|")
        for size, megabytes, navlint, python in rows:
            print(f"| {size:,} | {megabytes:.1f} MiB | {navlint[0]*1000:.0f} ms | {navlint[1]:.0f} MiB | {python[0]*1000:.0f} ms | {navlint[0]/python[0]:.2f} |")
        if 20000 in by_size and 80000 in by_size:
            print()
            print(line)
    if args.render:
        render_rows = bench_render(args.navlint, args.runs)
        if args.markdown:
            print()
            print("| screens | navlint render -o x.svg (median) | dot -Tsvg on navlint's DOT (median) | ratio |")
            print("|---:|---:|---:|---:|")
        for size, outcome in render_rows:
            if isinstance(outcome, str):
                print(f"| {size:,} | {outcome} | | |" if args.markdown else f"render {size}: {outcome}")
            else:
                navlint, dot = outcome
                line = f"| {size:,} | {navlint*1000:.0f} ms | {dot*1000:.0f} ms | {navlint/dot:.2f} |"
                print(line if args.markdown else f"render {size} screens: navlint {navlint*1000:.0f} ms, dot {dot*1000:.0f} ms, ratio {navlint/dot:.2f}")
    return 0


def bench_render(navlint, runs):
    """Times drawing SVG in-process against the dot program on navlint's own DOT export."""
    import json
    rows = []
    with tempfile.TemporaryDirectory() as folder:
        for size in (300, 5000):
            spec = os.path.join(folder, f"render-{size}.navgraph.json")
            with open(spec, "w", encoding="utf-8") as handle:
                json.dump(gen_spec.generate(size, size // 10), handle)
            dot_file = os.path.join(folder, f"render-{size}.dot")
            exported = subprocess.run([navlint, "render", spec, "-o", dot_file], capture_output=True, text=True)
            started = time.perf_counter()
            drawn = subprocess.run([navlint, "render", spec, "-o", os.path.join(folder, "out.svg")], capture_output=True, text=True)
            elapsed = time.perf_counter() - started
            if exported.returncode != 0 or drawn.returncode != 0:
                message = (drawn.stderr or exported.stderr).strip().replace("navlint: error: ", "")
                rows.append((size, f"refused in {elapsed*1000:.0f} ms: {message}"))
                continue
            svg_out = os.path.join(folder, "out.svg")
            ours = measure([navlint, "render", spec, "-o", svg_out], runs)[0]
            theirs = measure(["dot", "-Tsvg", "-o", os.path.join(folder, "dot.svg"), dot_file], runs)[0]
            rows.append((size, (ours, theirs)))
    return rows


if __name__ == "__main__":
    sys.exit(main())
