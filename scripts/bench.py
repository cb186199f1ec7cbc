#!/usr/bin/env python3
"""Times navlint on generated specs: `check` against python3's json.load of the same file, `diff` of a
spec and its next version against `check` of it, hostile inputs, and `render` against the dot program.

For each size it generates a lint-clean spec (scripts/gen_spec.py), runs both commands several times, and
prints medians, the ratio and navlint's peak memory. With --check-against it also runs another navlint
binary's check in the same rounds and prints the per-round ratio of the two. Hostile inputs (the ones the fuzzers and the audits
found slow, and shapes that grow quadratically in naive code) are run once each with their time, exit code
and peak memory. `--markdown` prints tables for docs/BENCHMARKS.md.

With --extract it also times `navlint extract` on a generated SwiftUI tree (scripts/gen_swiftui.py) against
the compiler's own parser, `swiftc -frontend -parse`, on the same files (both whole processes, same run).
--extract-tree PATH does the same on a real app's tree: the files extract reads there (no build, dependency,
hidden or test folders), with -enable-bare-slash-regex given to swiftc when the app needs it. An empty
--sizes skips the check rows.

With --check-shapes it also times `check` of a 10,000-screen spec of each shape of the corpus (all of them
unless a list is given) against json.load of the same file, in alternating rounds, one row per shape and the
worst shape named: a goal holds when it holds on each one. The corpus is each named shape of gen_spec.py, each
bundled sample scaled up by copying it (`sample:NAME`, scripts/scale_spec.py) and each spec given with
--check-spec, such as an app's extracted spec (`spec:NAME`), scaled up the same way. --check-against pairs
those rounds too.

`render` (with --render) is timed at 300 screens on each of --render-shapes, the named shapes of
gen_spec.py (all of them unless told), and reported per shape: a goal holds when it holds on each one.

`diff` is timed at each of --diff-sizes against each shape of next version in --diff-shapes: 100 routes and
100 edges changed, every screen renamed with its Swift type kept, every screen renamed with no Swift type;
`check` of the larger version runs in the same rounds, the order alternating, and the goal (at most twice
`check`) is read from the median of the per-round ratios.

  scripts/bench.py [--navlint .build/release/navlint] [--sizes 1000,10000] [--runs 5] [--markdown]
                   [--no-hostile] [--render] [--render-shapes default,tabs-trees,...] [--extract]
                   [--extract-lines 100000] [--extract-against NAVLINT]
                   [--extract-tree PATH]
                   [--check-shapes [default,deep-stack,sample:...]] [--check-spec PATH] [--check-against NAVLINT]
                   [--no-diff] [--diff-sizes 10000] [--diff-shapes changed,...]
"""
import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gen_spec  # noqa: E402
import scale_spec  # noqa: E402
import gen_swiftui  # noqa: E402


def run_once(command, allowed=(0,), timeout=600):
    """Wall time in seconds, peak resident memory in MiB and exit code of one run."""
    start = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        _, status, usage = os.wait4(process.pid, 0) if timeout is None else wait_with_timeout(process, timeout)
    finally:
        stderr = process.stderr.read().decode(errors="replace")
        process.stderr.close()
    elapsed = time.perf_counter() - start
    code = os.waitstatus_to_exitcode(status)
    if code not in allowed:
        raise SystemExit(f"{' '.join(command)} exited {code}: {stderr.strip()[:500]}")
    return elapsed, usage.ru_maxrss / 1024.0, code


def wait_with_timeout(process, timeout):
    deadline = time.monotonic() + timeout
    while True:
        pid, status, usage = os.wait4(process.pid, os.WNOHANG)
        if pid:
            return pid, status, usage
        if time.monotonic() > deadline:
            process.kill()
            return os.wait4(process.pid, 0)
        time.sleep(0.005)


def measure(command, runs, allowed=(0,)):
    times, memory = [], []
    for _ in range(runs):
        elapsed, peak, _ = run_once(command, allowed=allowed, timeout=None)
        times.append(elapsed)
        memory.append(peak)
    return statistics.median(times), max(memory)


def write_spec(folder, name, spec, indent=2):
    path = os.path.join(folder, name)
    with open(path, "w", encoding="utf-8") as handle:
        json.dump(spec, handle, indent=indent)
    return path


def paired_check(navlint, against, path, runs):
    """`check` of `path` by two binaries in the same rounds, the order alternating, so that both see the same
    load: medians of each one's wall and CPU time, and the medians of the per-round ratios (navlint over
    against), which drift on a shared host moves far less than the separate medians."""
    times = {navlint: [], against: []}
    for round_index in range(runs):
        order = (navlint, against) if round_index % 2 == 0 else (against, navlint)
        for binary in order:
            times[binary].append(timed_run([binary, "check", "--quiet", path]))
    medians = {binary: tuple(statistics.median(values) for values in zip(*runs_of)) for binary, runs_of in times.items()}
    return medians[navlint], medians[against], paired_ratios(times[navlint], times[against])


def bench_check(navlint, sizes, runs, folder, against=None):
    rows = []
    for size in sizes:
        # Generated in a child process: a process's peak memory counts what its parent held when it
        # forked, so the specs must never be held by this one.
        path = os.path.join(folder, f"bench-{size}.navgraph.json")
        subprocess.run([sys.executable, gen_spec.__file__, str(size), "-o", path], check=True)
        megabytes = os.path.getsize(path) / (1 << 20)
        python = measure([sys.executable, "-c", "import json,sys; json.load(open(sys.argv[1]))", path], runs)
        navlint_run = measure([navlint, "check", "--quiet", path], runs)
        rows.append((size, megabytes, navlint_run, python))
        print(f"{size:>7} screens+routes  {megabytes:6.1f} MiB  navlint check {navlint_run[0]*1000:8.1f} ms "
              f"({navlint_run[1]:6.1f} MiB peak)  python json.load {python[0]*1000:8.1f} ms  "
              f"ratio {navlint_run[0]/python[0]:5.2f}", file=sys.stderr, flush=True)
        if against:
            (wall, cpu), (their_wall, their_cpu), (wall_ratio, cpu_ratio) = paired_check(navlint, against, path, runs)
            print(f"{'':>7} against {against}: {wall*1000:.1f} ms ({cpu*1000:.0f} ms CPU) and "
                  f"{their_wall*1000:.1f} ms ({their_cpu*1000:.0f} ms CPU) in the same rounds; "
                  f"paired ratio {wall_ratio:.3f} wall, {cpu_ratio:.3f} CPU", file=sys.stderr, flush=True)
    return rows


SAMPLES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Samples")


def corpus_samples():
    """The bundled samples by name (`sample:NAME`): each .navgraph.json, and each .nav without one."""
    found = {}
    for name in sorted(os.listdir(SAMPLES)):
        for suffix in (".navgraph.json", ".nav"):
            if name.endswith(suffix):
                found.setdefault(name[: -len(suffix)], os.path.join(SAMPLES, name))
    return {f"sample:{stem}": path for stem, path in found.items()}


def corpus_spec(navlint, shape_name, extra_specs, folder, size):
    """The `size`-screen spec of a shape of the corpus: generated (gen_spec.SHAPES, each with its own routes),
    or a sample or a given spec copied up to that size (scale_spec.py)."""
    path = os.path.join(folder, f"check-{shape_name.replace(':', '-')}-{size}.navgraph.json")
    if shape_name in gen_spec.SHAPES:
        command = [sys.executable, gen_spec.__file__, str(size), "--shape", shape_name, "-o", path]
    else:
        source = {**corpus_samples(), **extra_specs}[shape_name]
        command = [sys.executable, scale_spec.__file__, source, "--models", str(size), "--navlint", navlint,
                   "-o", path]
    subprocess.run(command, check=True)
    return path


def bench_check_shapes(navlint, shapes, runs, folder, size=10000, against=None, extra_specs=None):
    """Times `check` of a `size`-screen spec of each shape of the corpus (see ``corpus_spec``) against python3's
    json.load of the same file, in the same rounds with the order alternating, and with `against` the other
    binary's check in those rounds too: one row per shape of medians (wall, and CPU for check) and ratios. A
    goal holds when it holds on each shape."""
    rows = []
    for shape_name in shapes:
        path = corpus_spec(navlint, shape_name, extra_specs or {}, folder, size)
        commands = {"navlint": [navlint, "check", "--quiet", path],
                    "python": [sys.executable, "-c", "import json,sys; json.load(open(sys.argv[1]))", path]}
        if against:
            commands["against"] = [against, "check", "--quiet", path]
        times = {name: [] for name in commands}
        for round_index in range(runs):
            names = list(commands) if round_index % 2 == 0 else list(reversed(commands))
            for name in names:
                times[name].append(timed_run(commands[name]))
        medians = {name: tuple(statistics.median(values) for values in zip(*runs_of))
                   for name, runs_of in times.items()}
        ratio = statistics.median(ours[0] / theirs[0] for ours, theirs in zip(times["navlint"], times["python"]))
        theirs = medians.get("against")
        paired = ""
        if theirs:
            wall, cpu = paired_ratios(times["navlint"], times["against"])
            theirs += (wall, cpu)
            paired = (f", against {theirs[0]*1000:.0f} ms ({theirs[1]*1000:.0f} ms CPU): paired ratio {wall:.3f} wall, "
                      f"{cpu:.3f} CPU")
        rows.append((shape_name, os.path.getsize(path) / (1 << 20), medians["navlint"], medians["python"], ratio,
                     theirs))
        print(f"check {size} screens, shape {shape_name}: navlint {medians['navlint'][0]*1000:.0f} ms "
              f"({medians['navlint'][1]*1000:.0f} ms CPU), python json.load {medians['python'][0]*1000:.0f} ms, "
              f"ratio {ratio:.2f} (goal at most 0.8){paired}", file=sys.stderr, flush=True)
    return rows


def paired_ratios(ours, theirs):
    """The medians of the per-round ratios of two binaries' wall and CPU times."""
    wall = statistics.median(mine[0] / other[0] for mine, other in zip(ours, theirs))
    cpu = statistics.median(mine[1] / other[1] for mine, other in zip(ours, theirs))
    return wall, cpu


DIFF_SHAPES = {
    "changed": (["--changed", "100"], "100 routes and 100 edges changed"),
    "renamed-kept": (["--renamed", "kept"], "every screen renamed, its Swift type kept"),
    "renamed-bare": (["--renamed", "bare"], "every screen renamed, no Swift type"),
}


def bench_diff(navlint, runs, folder, size, shape):
    """Times `diff` of a spec against its next version of the given shape (DIFF_SHAPES), and `check` of the
    larger of the two versions, in the same rounds with the order alternating, so that both see the same load;
    `diff` is meant to take at most twice as long. Returns the medians (diff wall time and peak memory, check
    wall time) and the medians of the per-round ratios, wall and CPU, which drift on a shared host moves far
    less than the separate medians."""
    arguments, label = DIFF_SHAPES[shape]
    old = os.path.join(folder, f"diff-old-{size}.navgraph.json")
    new = os.path.join(folder, f"diff-{shape}-{size}.navgraph.json")
    if not os.path.exists(old):
        subprocess.run([sys.executable, gen_spec.__file__, str(size), "-o", old], check=True)
    subprocess.run([sys.executable, gen_spec.__file__, str(size), *arguments, "-o", new], check=True)
    larger = max(old, new, key=os.path.getsize)
    # A next version may have findings of its own (a screen added by the change is reached by no route).
    commands = {"check": [navlint, "check", "--quiet", larger], "diff": [navlint, "diff", "--quiet", old, new]}
    times = {"check": [], "diff": []}
    memory = []
    for round_index in range(runs):
        for name in ("check", "diff") if round_index % 2 == 0 else ("diff", "check"):
            wall, usage = timed_usage(commands[name], allowed=(0, 1))
            times[name].append((wall, usage.ru_utime + usage.ru_stime))
            if name == "diff":
                memory.append(usage.ru_maxrss / 1024.0)
    diff = (statistics.median(wall for wall, _ in times["diff"]), max(memory))
    check = (statistics.median(wall for wall, _ in times["check"]), None)
    ratios = paired_ratios(times["diff"], times["check"])
    print(f"diff {size} routes, {label}: {diff[0]*1000:.0f} ms ({diff[1]:.0f} MiB peak), "
          f"check {check[0]*1000:.0f} ms, paired ratio {ratios[0]:.2f} wall, {ratios[1]:.2f} CPU (at most 2)",
          file=sys.stderr, flush=True)
    return (size, label, diff, check, ratios)


def hostile_inputs(folder):
    """(name, file, command arguments after the file, description) of inputs that stress navlint."""
    base = {"navgraph": 1, "links": {"schemes": ["shop"]}, "root": "Home", "models": [{"id": "Home", "kind": "screen"}]}
    inputs = []

    keys = ", ".join(f'"{"k" * 1000}{i}": 1' for i in range(2000))
    path = os.path.join(folder, "unknown-keys.navgraph.json")
    with open(path, "w") as handle:
        handle.write('{"navgraph": 1, "root": "A", "models": [], ' + keys + "}")
    inputs.append(("2,000 unknown JSON keys of 1,000 bytes", path))

    path = os.path.join(folder, "long-word.nav")
    with open(path, "w") as handle:
        handle.write("navgraph 1\n" + "s" * 1_000_000 + " A\n")
    inputs.append(("a DSL statement starting with a 1 MB word", path))

    path = os.path.join(folder, "nested.navgraph.json")
    with open(path, "w") as handle:
        handle.write("[" * 200_000)
    inputs.append(("200,000 nested brackets", path))

    path = os.path.join(folder, "errors.nav")
    with open(path, "w") as handle:
        handle.write("navgraph 1\n" + "".join(f"bogus{i} x\n" for i in range(50_000)))
    inputs.append(("50,000 DSL lines that do not parse", path))

    spec = dict(base, links={"schemes": ["books"]}, routes=[
        {"id": "long", "pattern": "books://books/" + "/".join("abcdefghijklmnopqrstuvwxyz"), "target": "Home"},
        {"id": "rest", "pattern": "books://books/{rest*}", "target": "Home"},
        {"id": "twin", "pattern": "books://books/{path*}?ref={r?}", "target": "Home"},
    ])
    inputs.append(("a 26-segment route and two tail routes that tie (fuzzer find)", write_spec(folder, "twins.navgraph.json", spec)))

    chain = 3000
    models = [{"id": "Stack", "kind": "stack", "root": "C0"}]
    for i in range(chain):
        edges = [{"via": "push", "to": f"C{i + 1}"}] if i + 1 < chain else []
        if i:
            edges.append({"via": "pop"})
        models.append({"id": f"C{i}", "kind": "screen", "params": [{"name": f"p{i}", "type": "int", "optional": True}], "edges": edges})
    routes = [{"id": f"c{i}", "pattern": f"shop://c/{i}", "target": f"C{i}"} for i in range(chain)]
    spec = {"navgraph": 1, "links": {"schemes": ["shop"]}, "root": "Stack", "models": models, "routes": routes}
    inputs.append((f"a push chain of {chain:,} screens with a route to each", write_spec(folder, "chain.navgraph.json", spec)))

    chain = 4600
    models = [{"id": "Stack", "kind": "stack", "root": "C0"}]
    for i in range(chain):
        models.append({"id": f"C{i}", "kind": "screen", "edges": [{"via": "push", "to": f"C{i + 1}"}] if i + 1 < chain else []})
    routes = [{"id": f"c{i}", "pattern": f"shop://c/{i}", "target": f"C{i}"} for i in range(chain)]
    spec = {"navgraph": 1, "links": {"schemes": ["shop"]}, "root": "Stack", "models": models, "routes": routes}
    inputs.append((f"a push chain of {chain:,} screens, past the 10M-hop path budget (exit 2)", write_spec(folder, "long-chain.navgraph.json", spec)))

    overlapping = 2000
    spec = dict(base, routes=[{"id": f"o{i}", "pattern": f"shop://p/{{id:int}}?k{i}={{v?}}", "target": "Home"} for i in range(overlapping)])
    inputs.append((f"{overlapping:,} routes that all tie with one another", write_spec(folder, "overlap.navgraph.json", spec)))

    spec = dict(base, routes=[{"id": f"d{i}", "pattern": "shop://products/{id:int}", "target": "Home"} for i in range(5000)])
    inputs.append(("5,000 copies of one route", write_spec(folder, "copies.navgraph.json", spec)))
    return inputs


def bench_hostile(navlint, folder):
    rows = []
    for name, path in hostile_inputs(folder):
        elapsed, peak, code = run_once([navlint, "check", "--quiet", path], allowed=(0, 1, 2), timeout=600)
        rows.append((name, os.path.getsize(path) / (1 << 20), elapsed, peak, code))
        print(f"hostile: {name}: {elapsed*1000:.0f} ms, {peak:.0f} MiB peak, exit {code}", file=sys.stderr, flush=True)
    return rows


def alternating_medians(commands, runs):
    """The median wall time of each of two commands, run in the same rounds with their order alternating."""
    names = list(commands)
    times = {name: [] for name in names}
    for round_index in range(runs):
        for name in names if round_index % 2 == 0 else reversed(names):
            times[name].append(run_once(commands[name], timeout=None)[0])
    return {name: statistics.median(values) for name, values in times.items()}


def render_spec(folder, shape_name, size):
    """A generated spec of `size` screens of the named shape (gen_spec.SHAPES) for the render rows: the default
    shape with a route per ten screens, as this row has always drawn, the others with their own routes."""
    shape, _ = gen_spec.SHAPES[shape_name]
    routes = gen_spec.routes_for(shape, size, default=size // 10)
    path = os.path.join(folder, f"render-{shape_name}-{size}.navgraph.json")
    return write_spec(folder, os.path.basename(path), gen_spec.generate(size, routes, shape=shape), indent=None)


def bench_render(navlint, runs, folder, shapes=("default",)):
    """Times the default `render -o x.svg` (direction and shape chosen by navlint) against `dot -Tsvg` on
    navlint's DOT export of the same drawing (`render -o x.dot` writes the direction, ranking form and ratio
    the drawing chose), in the same rounds with the order alternating; medians, and the direction drawn. Each
    named shape is drawn at 300 screens (a goal holds when it holds on every shape); the default shape also at
    5,000, which must stop early with a hint."""
    rows = []
    for shape_name, size in [(name, 300) for name in shapes] + [("default", 5000)]:
        spec = render_spec(folder, shape_name, size)
        dot_file = os.path.join(folder, f"render-{shape_name}-{size}.dot")
        svg_file = os.path.join(folder, f"render-{shape_name}-{size}.svg")
        exported = subprocess.run([navlint, "render", spec, "-o", dot_file], capture_output=True, text=True)
        started = time.perf_counter()
        drawn = subprocess.run([navlint, "render", spec, "-o", svg_file], capture_output=True, text=True)
        elapsed = time.perf_counter() - started
        if exported.returncode != 0 or drawn.returncode != 0:
            message = (drawn.stderr or exported.stderr).strip().replace("navlint: error: ", "")
            rows.append((shape_name, size, f"stops in {elapsed*1000:.0f} ms: {message}"))
            continue
        with open(dot_file, encoding="utf-8") as handle:
            direction = "LR" if 'rankdir="LR"' in handle.read() else "TB"
        commands = {
            "navlint": [navlint, "render", spec, "-o", svg_file],
            "dot": ["dot", "-Tsvg", "-o", os.path.join(folder, "dot.svg"), dot_file],
        }
        medians = alternating_medians(commands, runs)
        ours, theirs = medians["navlint"], medians["dot"]
        rows.append((shape_name, size, (ours, theirs, direction)))
        print(f"render {size} screens, shape {shape_name} ({direction}): navlint {ours*1000:.0f} ms, "
              f"dot {theirs*1000:.0f} ms, {ours/theirs:.2f} (goal at most 1.30)", file=sys.stderr, flush=True)
    return rows


def older_version(spec: dict, dropped: int = 5) -> dict:
    """An older version of a generated spec for `render --compare`: without the last `dropped` screens (and
    the edges to them), with a sheet to a screen the newer version no longer has, and another label on the
    first pushes, so that models and edges were added, removed and changed since."""
    old = json.loads(json.dumps(spec))
    screens = [model for model in old["models"] if model["id"].startswith("S")]
    gone = {model["id"] for model in screens[-dropped:]}
    old["models"] = [model for model in old["models"] if model["id"] not in gone]
    for model in old["models"]:
        model["edges"] = [edge for edge in model.get("edges", []) if edge.get("to") not in gone]
    old["routes"] = [route for route in old["routes"] if route["target"] not in gone]
    old["models"].append({"id": "Retired", "kind": "screen", "edges": [{"via": "dismiss"}]})
    for model in screens[:dropped]:
        model["edges"].append({"via": "sheet", "to": "Retired", "label": "retired"})
        for edge in model["edges"]:
            if edge["via"] == "push":
                edge["label"] = "before: " + edge["label"]
    return old


def bench_render_change(navlint, runs, folder, size=300):
    """Times the review page of a change (`render --compare OLD -o x.html`) against the page of the spec
    alone, and the whole drawing of the change (`--full -o x.svg`) against `-o x.svg`, in the same rounds
    with the order alternating; medians. The change is meant to cost at most 1.3 times the drawing alone."""
    new_spec = gen_spec.generate(size, size // 10)
    new = write_spec(folder, f"change-new-{size}.navgraph.json", new_spec, indent=None)
    old = write_spec(folder, f"change-old-{size}.navgraph.json", older_version(new_spec), indent=None)
    rows = []
    for extension, extra in (("html", []), ("svg", ["--full"])):
        output = os.path.join(folder, f"change.{extension}")
        commands = {
            "alone": [navlint, "render", new, "-o", output],
            "change": [navlint, "render", new, "--compare", old, "-o", output] + extra,
        }
        medians = alternating_medians(commands, runs)
        alone, change = medians["alone"], medians["change"]
        rows.append((size, extension, change, alone))
        print(f"render --compare {size} screens -o x.{extension}: {change*1000:.0f} ms, alone {alone*1000:.0f} ms, "
              f"{change/alone:.2f} (goal at most 1.30)", file=sys.stderr, flush=True)
    return rows


def timed_run(command, allowed=(0,)):
    """Wall time and CPU time (user + system, all threads) in seconds of one run that must exit with an allowed
    code."""
    wall, usage = timed_usage(command, allowed)
    return wall, usage.ru_utime + usage.ru_stime


def timed_usage(command, allowed=(0,)):
    """Wall time in seconds and the resource usage (CPU times, peak memory) of one run that must exit with an
    allowed code."""
    start = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    if os.waitstatus_to_exitcode(status) not in allowed:
        raise SystemExit(f"{' '.join(command[:3])} ... failed")
    return time.perf_counter() - start, usage


# The folders `navlint extract` does not read (SwiftSourceFiles.skippedFolders), besides hidden and test ones.
EXTRACT_SKIPPED_FOLDERS = {".build", "DerivedData", "Pods", "Carthage", "node_modules"}


def extract_files(tree):
    """The Swift files `navlint extract` reads under `tree`, sorted."""
    files = []
    for root, folders, names in os.walk(tree):
        folders[:] = [name for name in folders
                      if not name.startswith(".") and name not in EXTRACT_SKIPPED_FOLDERS and not name.endswith("Tests")]
        files += [os.path.join(root, name) for name in names if name.endswith(".swift")]
    return sorted(files)


def swiftc_parse(files):
    """`swiftc -frontend -parse` of the files, with -enable-bare-slash-regex when it gives fewer errors (an app
    written with regex literals). A real app's tree may still give some (top-level code in a script such as a
    Dangerfile, which the parser reads as a library file), which is why its runs may exit 1."""
    def errors(command):
        process = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        return process.stderr.count(b" error: ")
    plain = ["swiftc", "-frontend", "-parse"] + files
    regex = ["swiftc", "-frontend", "-parse", "-enable-bare-slash-regex"] + files
    return regex if errors(regex) < errors(plain) else plain


def bench_extract(navlint, lines, runs, folder, against=None, tree=None):
    """Times extract on a generated SwiftUI tree (or on `tree`, a real app's) against swiftc -frontend -parse
    on the same files: whole processes, runs interleaved so that both see the same load; medians of wall and
    CPU time. With `against` (another navlint binary, such as a build from before a change), its extract runs
    in the same rounds."""
    if tree is None:
        tree = os.path.join(folder, "swiftui")
        count, _ = gen_swiftui.generate(tree, lines)
        files = extract_files(tree)
    else:
        files = extract_files(tree)
        count = 0
        for path in files:
            with open(path, "rb") as handle:
                count += handle.read().count(b"\n")
    output = os.path.join(folder, "extracted.navgraph.json")
    commands = {"navlint": [navlint, "extract", tree, "-o", output]}
    if against:
        commands["against"] = [against, "extract", tree, "-o", output]
    commands["swiftc"] = swiftc_parse(files)
    times = {name: [] for name in commands}
    for _ in range(runs):
        for name, command in commands.items():
            times[name].append(timed_run(command, allowed=(0, 1) if name == "swiftc" else (0,)))
    medians = {name: tuple(statistics.median(values) for values in zip(*runs_of)) for name, runs_of in times.items()}
    (ours_wall, ours_cpu), (theirs_wall, theirs_cpu) = medians["navlint"], medians["swiftc"]
    flag = " -enable-bare-slash-regex" if "-enable-bare-slash-regex" in commands["swiftc"] else ""
    print(f"extract {count} lines in {len(files)} files: navlint {ours_wall*1000:.0f} ms ({ours_cpu*1000:.0f} ms CPU), "
          f"swiftc -frontend -parse{flag} {theirs_wall*1000:.0f} ms ({theirs_cpu*1000:.0f} ms CPU)", file=sys.stderr,
          flush=True)
    if against:
        wall, cpu = medians["against"]
        print(f"  {against}: {wall*1000:.0f} ms ({cpu*1000:.0f} ms CPU), {wall/theirs_wall:.2f} of swiftc's wall time",
              file=sys.stderr, flush=True)
    return [(count, len(files), ours_wall, theirs_wall, ours_cpu, theirs_cpu)]


def bench_app_config(navlint, runs, folder, size=10000):
    """Times `check` of a generated spec with the app's Info.plist, entitlements and AASA file (gen_spec.py
    --app-config) against `check` of it alone, in alternating rounds; with them it is meant to take at most
    1.5 times as long."""
    spec = os.path.join(folder, f"app-config-{size}.navgraph.json")
    config = os.path.join(folder, f"app-config-{size}")
    subprocess.run([sys.executable, gen_spec.__file__, str(size), "-o", spec, "--app-config", config], check=True)
    aasa = os.path.join(config, "shop.example.com", ".well-known", "apple-app-site-association")
    with_config = [navlint, "check", "--quiet", spec, "--info-plist", os.path.join(config, "Info.plist"),
                   "--entitlements", os.path.join(config, "App.entitlements"), "--aasa", aasa]
    alone, configured = [], []
    for _ in range(runs):
        alone.append(timed_run([navlint, "check", "--quiet", spec], allowed=(0, 1))[0])
        configured.append(timed_run(with_config, allowed=(0, 1))[0])
    alone, configured = statistics.median(alone), statistics.median(configured)
    print(f"check {size} routes with the app configuration: {configured*1000:.0f} ms, without {alone*1000:.0f} ms, "
          f"ratio {configured/alone:.2f} (at most 1.5)", file=sys.stderr, flush=True)
    return (size, configured, alone)


def print_check_shapes(shapes):
    """The Markdown table of `check` on each shape, with the binary it was paired with when there was one."""
    against = any(row[5] for row in shapes)
    print()
    print("| shape (10,000 screens) | file | navlint check (median wall, CPU) | python3 json.load (median wall, CPU) "
          "| ratio (at most 0.8) |"
          + (" other binary's check (median wall, CPU) | paired ratio (wall, CPU) |" if against else ""))
    print("|---|---:|---:|---:|---:|" + ("---:|---:|" if against else ""))
    for shape, megabytes, (wall, cpu), python, ratio, theirs in shapes:
        other = ""
        if theirs:
            other = (f" {theirs[0]*1000:.0f} ms, {theirs[1]*1000:.0f} ms CPU | {theirs[2]:.3f}, {theirs[3]:.3f} |")
        print(f"| {shape} | {megabytes:.1f} MiB | {wall*1000:.0f} ms, {cpu*1000:.0f} ms CPU | {python[0]*1000:.0f} ms, "
              f"{python[1]*1000:.0f} ms CPU | {ratio:.2f} |{other}")
    worst = max(shapes, key=lambda row: row[4])
    print()
    print(f"Worst shape: {worst[0]}, {worst[4]:.2f}.")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--navlint", default=".build/release/navlint")
    parser.add_argument("--sizes", default="1000,10000,20000,80000,100000")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--markdown", action="store_true")
    parser.add_argument("--no-hostile", action="store_true", help="skip the hostile inputs")
    parser.add_argument("--render", action="store_true", help="also time navlint render against dot -Tsvg")
    parser.add_argument("--render-shapes", default=",".join(gen_spec.SHAPES),
                        help="the spec shapes (gen_spec.py --shape) render is timed on: " + ", ".join(gen_spec.SHAPES))
    parser.add_argument("--no-diff", action="store_true", help="skip timing navlint diff")
    parser.add_argument("--no-app-config", action="store_true",
                        help="skip timing check with an app's Info.plist, entitlements and AASA file")
    parser.add_argument("--diff-sizes", default="10000", help="spec sizes diff is timed at")
    parser.add_argument("--diff-shapes", default=",".join(DIFF_SHAPES),
                        help="next versions diff compares with: " + ", ".join(DIFF_SHAPES))
    parser.add_argument("--extract", action="store_true", help="also time navlint extract against swiftc -frontend -parse")
    parser.add_argument("--extract-lines", type=int, default=100000)
    parser.add_argument("--extract-tree", metavar="PATH",
                        help="time extract on this app's tree instead of a generated one (implies --extract)")
    corpus = list(gen_spec.SHAPES) + list(corpus_samples())
    parser.add_argument("--check-shapes", nargs="?", const="all", default="", metavar="SHAPES",
                        help="also time check at 10,000 screens on each shape of the corpus (all unless a list is "
                             "given): " + ", ".join(corpus) + ", and spec:NAME for each --check-spec")
    parser.add_argument("--check-spec", action="append", default=[], metavar="PATH",
                        help="add this spec (an app's extracted spec, say) to the corpus of --check-shapes, scaled "
                             "up by copying it, as spec:NAME (its file name without the extension)")
    parser.add_argument("--check-against", metavar="NAVLINT",
                        help="another navlint binary whose check runs in the same rounds, in alternating order, "
                             "with the per-round ratio of the two (a build from before a change)")
    parser.add_argument("--extract-against", metavar="NAVLINT",
                        help="another navlint binary whose extract runs in the same rounds (a build from before a change)")
    args = parser.parse_args()
    unknown = [name for name in args.render_shapes.split(",") if name and name not in gen_spec.SHAPES]
    if unknown:
        parser.error(f"--render-shapes: no shape named {', '.join(unknown)} (known: {', '.join(gen_spec.SHAPES)})")
    extra_specs = {"spec:" + os.path.basename(path).split(".")[0]: path for path in args.check_spec}
    corpus += list(extra_specs)
    check_shapes = corpus if args.check_shapes == "all" else [name for name in args.check_shapes.split(",") if name]
    unknown = [name for name in check_shapes if name not in corpus]
    if unknown:
        parser.error(f"--check-shapes: no shape named {', '.join(unknown)} (known: {', '.join(corpus)})")

    with tempfile.TemporaryDirectory() as folder:
        rows = bench_check(args.navlint, [int(s) for s in args.sizes.split(",") if s], args.runs, folder,
                           args.check_against)
        shapes = bench_check_shapes(args.navlint, check_shapes, args.runs, folder, against=args.check_against,
                                    extra_specs=extra_specs)
        diff = [] if args.no_diff else [
            bench_diff(args.navlint, args.runs, folder, int(size), shape)
            for size in args.diff_sizes.split(",") if size for shape in args.diff_shapes.split(",") if shape]
        app_config = [] if args.no_app_config else [bench_app_config(args.navlint, args.runs, folder)]
        hostile = [] if args.no_hostile else bench_hostile(args.navlint, folder)
        render_shapes = [name for name in args.render_shapes.split(",") if name]
        render = bench_render(args.navlint, args.runs, folder, render_shapes) if args.render else []
        change = bench_render_change(args.navlint, args.runs, folder) if args.render else []
        extract = (bench_extract(args.navlint, args.extract_lines, args.runs, folder, args.extract_against,
                                 args.extract_tree)
                   if args.extract or args.extract_tree else [])

    by_size = {row[0]: row for row in rows}
    growth = None
    if 20000 in by_size and 80000 in by_size:
        growth = by_size[80000][2][0] / by_size[20000][2][0]
    if not args.markdown:
        if growth:
            print(f"80k / 20k time: {growth:.2f} (linear would be 4.00)")
        if shapes:
            worst = max(shapes, key=lambda row: row[4])
            print(f"check / json.load at 10,000 screens, worst shape: {worst[0]}, {worst[4]:.2f} (goal at most 0.8 "
                  f"on every shape)")
        for count, file_count, ours, theirs, _, _ in extract:
            print(f"extract / swiftc -parse on {count} lines: {ours/theirs:.2f} (goal at most 1.50)")
        drawn = [(shape, size, outcome) for shape, size, outcome in render if not isinstance(outcome, str)]
        for shape, size, outcome in drawn:
            print(f"render / dot -Tsvg on {size} screens, {shape}: {outcome[0]/outcome[1]:.2f} (goal at most 1.30)")
        if drawn:
            worst = max(drawn, key=lambda row: row[2][0] / row[2][1])
            print(f"render / dot -Tsvg, worst shape: {worst[0]}, {worst[2][0]/worst[2][1]:.2f} (the goal holds "
                  f"when it holds on every shape)")
        for size, extension, ours, alone in change:
            print(f"render --compare / render on {size} screens, {extension}: {ours/alone:.2f} (goal at most 1.30)")
        return 0

    print(f"Machine: {platform.machine()}, {os.cpu_count()} cores, {platform.system()} {platform.release()}, "
          f"Python {platform.python_version()}")
    if rows:
        print()
        print("| screens = routes | file | navlint check (median) | navlint peak memory | python3 json.load (median) "
              "| ratio |")
        print("|---:|---:|---:|---:|---:|---:|")
    for size, megabytes, navlint_run, python in rows:
        print(f"| {size:,} | {megabytes:.1f} MiB | {navlint_run[0]*1000:.0f} ms | {navlint_run[1]:.0f} MiB | "
              f"{python[0]*1000:.0f} ms | {navlint_run[0]/python[0]:.2f} |")
    if growth:
        print()
        print(f"80k / 20k time: {growth:.2f} (linear would be 4.00)")
    if shapes:
        print_check_shapes(shapes)
    if diff:
        print()
        print("| navlint diff | diff (median) | diff peak memory | check of the larger version (median) "
              "| paired ratio, wall (at most 2) | paired ratio, CPU |")
        print("|---|---:|---:|---:|---:|---:|")
        for size, label, (diff_time, diff_memory), (check_time, _), (wall_ratio, cpu_ratio) in diff:
            print(f"| {size:,} routes, {label} | {diff_time*1000:.0f} ms | {diff_memory:.0f} MiB | "
                  f"{check_time*1000:.0f} ms | {wall_ratio:.2f} | {cpu_ratio:.2f} |")
    if app_config:
        print()
        print("| navlint check with the app configuration | with (median) | without (median) | ratio (at most 1.5) |")
        print("|---|---:|---:|---:|")
        for size, configured, alone in app_config:
            print(f"| {size:,} routes, Info.plist, entitlements, AASA of 22 components | {configured*1000:.0f} ms | "
                  f"{alone*1000:.0f} ms | {configured/alone:.2f} |")
    if hostile:
        print()
        print("| hostile input | file | navlint check | peak memory | exit |")
        print("|---|---:|---:|---:|---:|")
        for name, megabytes, elapsed, peak, code in hostile:
            print(f"| {name} | {megabytes:.1f} MiB | {elapsed*1000:.0f} ms | {peak:.0f} MiB | {code} |")
    if render:
        print()
        print("| shape | screens | navlint render -o x.svg (median) "
              "| dot -Tsvg on navlint's DOT of that drawing (median) | direction | ratio (at most 1.3) |")
        print("|---|---:|---:|---:|---|---:|")
        for shape, size, outcome in render:
            if isinstance(outcome, str):
                print(f"| {shape} | {size:,} | {outcome} | | | |")
            else:
                ours, theirs, direction = outcome
                print(f"| {shape} | {size:,} | {ours*1000:.0f} ms | {theirs*1000:.0f} ms | {direction} "
                      f"| {ours/theirs:.2f} |")
    if change:
        print()
        print("| screens | output | navlint render --compare OLD (median) | navlint render alone (median) "
              "| ratio (at most 1.3) |")
        print("|---:|---|---:|---:|---:|")
        for size, extension, ours, alone in change:
            print(f"| {size:,} | {extension} | {ours*1000:.0f} ms | {alone*1000:.0f} ms | {ours/alone:.2f} |")
    if extract:
        print()
        print("| SwiftUI source | navlint extract (median wall, CPU) | swiftc -frontend -parse (median wall, CPU) "
              "| ratio (wall, at most 1.5) |")
        print("|---:|---:|---:|---:|")
        for count, file_count, ours, theirs, ours_cpu, theirs_cpu in extract:
            print(f"| {count:,} lines, {file_count} files | {ours*1000:.0f} ms, {ours_cpu*1000:.0f} ms CPU "
                  f"| {theirs*1000:.0f} ms, {theirs_cpu*1000:.0f} ms CPU | {ours/theirs:.2f} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
