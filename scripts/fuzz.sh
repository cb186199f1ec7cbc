#!/usr/bin/env bash
# Builds navlint's libFuzzer harnesses and runs each one, one after another, for SECONDS (default 60).
#
#   scripts/fuzz.sh [SECONDS]
#
# Harnesses: json (JSON reader, decoder, linter, writers), nav (DSL reader, linter, writers) and routes
# (pattern and URL parsers, route table, resolution, analysis) and swift (the SwiftUI extractor and the spec
# it writes) and picture (the screenshot decoder, scaler and encoders) and appconfig (AASA files, Info.plists
# and entitlements, compared with a shop's routes). FUZZ_TARGETS="json routes" runs a subset;
# FUZZ_RUNS=1000000 stops each harness after that many executions (SECONDS still caps its time).
# Seeds come from Samples/ and Tests/Fuzz/; the corpus each run grows is kept in .build-fuzz/corpus/ so the
# next run starts where this one stopped. Crashes, hangs and out-of-memory inputs go to fuzz-artifacts/.
# FUZZ_SANITIZERS=fuzzer builds without AddressSanitizer (default fuzzer,address) into its own build folder:
# about twice the executions per second; Swift's own bounds and overflow checks still trap.
# Leaks inside the platform's own libraries are suppressed by Tests/Fuzz/lsan.supp (each entry says why).
# Exits 1 when any harness found one.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=${1:-60}
targets=${FUZZ_TARGETS:-json nav routes swift picture appconfig}
sanitizers=${FUZZ_SANITIZERS:-fuzzer,address}
scratch=.build-fuzz
build=$scratch
if [ "$sanitizers" != "fuzzer,address" ]; then build="$scratch/build-${sanitizers//,/-}"; fi
artifacts=fuzz-artifacts

swift build -c release --scratch-path "$build" --product NavLintFuzz \
    -Xswiftc -sanitize="$sanitizers" -Xswiftc -parse-as-library -Xswiftc -DFUZZING
binary="$build/release/NavLintFuzz"

seeds=$(mktemp -d)
trap 'rm -rf "$seeds"' EXIT
mkdir -p "$seeds/json" "$seeds/nav" "$seeds/routes" "$seeds/swift" "$seeds/picture" "$seeds/appconfig" "$artifacts"
# Picture seeds: small drawn screens (PNG), the samples' screenshots, and a JPEG from
# Graphviz when its gd plugin is there.
for size in 8x16 33x7 120x260; do
    python3 scripts/draw_screenshots.py "$seeds/picture/drawn-$size.png" "Seed $size" --size "$size"
done
find Samples/Screenshots -name '*.png' | head -4 | while read -r file; do cp "$file" "$seeds/picture/"; done
echo 'digraph { a -> b }' | dot -Tjpg -o "$seeds/picture/graph.jpg" 2>/dev/null || true
find Tests/NavLintExtractTests/Fixtures -name '*.swift' | while read -r file; do
    cp "$file" "$seeds/swift/$(echo "$file" | tr '/' '_')"
done
find Tests/Fixtures/AppLinks -type f ! -name '*.nav' ! -name '.navlint.yml' | while read -r file; do
    cp "$file" "$seeds/appconfig/$(echo "$file" | tr '/' '_')"
done
cp Samples/*.navgraph.json "$seeds/json/"
for file in Samples/Broken/*.navgraph.json; do cp "$file" "$seeds/json/broken-$(basename "$file")"; done
cp Samples/*.nav Tests/Fuzz/nav/*.nav "$seeds/nav/"
# Route seeds: every sample pattern alone, and per sample its patterns (one a line) followed by a URL.
python3 - "$seeds/routes" <<'PYTHON'
import glob, json, os, sys
folder = sys.argv[1]
urls = []
for name in sorted(glob.glob("Samples/urls/*.txt")):
    urls += [line.strip() for line in open(name) if line.strip() and not line.startswith("#")]
count = 0
for name in sorted(glob.glob("Samples/**/*.navgraph.json", recursive=True)):
    try:
        spec = json.load(open(name))
    except ValueError:
        continue
    routes = spec.get("routes", []) if isinstance(spec, dict) else []
    patterns = [r["pattern"] for r in routes if isinstance(r, dict) and isinstance(r.get("pattern"), str)]
    for pattern in patterns:
        count += 1
        open(os.path.join(folder, "pattern-%03d" % count), "w").write(pattern)
    if patterns:
        url = urls[count % len(urls)] if urls else patterns[0]
        base = os.path.basename(name).split(".")[0]
        open(os.path.join(folder, "table-" + base), "w").write("\n".join(patterns[:15] + [url]))
PYTHON

failed=()
summary=()
for target in $targets; do
    corpus="$scratch/corpus/$target"
    log="$scratch/fuzz-$target.log"
    mkdir -p "$corpus"
    echo "== $target: fuzzing for $seconds s (log: $log)"
    status=0
    LSAN_OPTIONS="suppressions=$PWD/Tests/Fuzz/lsan.supp${LSAN_OPTIONS:+:$LSAN_OPTIONS}" \
        NAVLINT_FUZZ_TARGET=$target "$binary" "$corpus" "$seeds/$target" ${FUZZ_RUNS:+-runs="$FUZZ_RUNS"} \
        -dict="Tests/Fuzz/$target.dict" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
        -artifact_prefix="$artifacts/$target-" -print_final_stats=1 >"$log" 2>&1 || status=$?
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    time=$(sed -n 's/^Done [0-9]* runs in \([0-9]*\) second.*/\1/p' "$log" | tail -1)
    coverage=$(grep -oE 'cov: [0-9]+ ft: [0-9]+' "$log" | tail -1 || true)
    line="$target: ${runs:-?} executions in ${time:-?} s, ${coverage:-no coverage figures}"
    if [ "$status" -ne 0 ]; then
        line+=", FAILED (exit $status)"
        failed+=("$target")
        grep -E '^(==[0-9]+==ERROR|SUMMARY|Fatal error|.*fuzz check failed|artifact_prefix|Test unit written)' "$log" | head -20 || true
    fi
    echo "$line"
    summary+=("$line")
done

echo "== summary"
printf '%s\n' "${summary[@]}"
if [ ${#failed[@]} -gt 0 ]; then
    echo "crashes or hangs in: ${failed[*]}; inputs are in $artifacts/" >&2
    exit 1
fi
