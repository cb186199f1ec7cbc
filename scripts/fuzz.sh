#!/usr/bin/env bash
# Builds navlint's libFuzzer harnesses and runs each one, one after another, for SECONDS (default 60).
#
#   scripts/fuzz.sh [SECONDS]
#
# Harnesses: json (JSON reader, decoder, linter, writers), nav (DSL reader, linter, writers) and routes
# (pattern and URL parsers, route table, resolution, analysis) and swift (the SwiftUI extractor and the spec
# it writes) and picture (the screenshot decoder, scaler and encoders) and appconfig (AASA files, Info.plists
# and entitlements, compared with a shop's routes), all in the Swift harness; and codec, the screenshot codec's C
# alone (Tests/Fuzz/codec/codec_fuzz.c, built with clang so that its coverage guides the fuzzer, with the
# undefined-behaviour sanitizer too), which also compares the whole-buffer PNG reader with libpng.
# FUZZ_TARGETS="json routes" runs a subset;
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
targets=${FUZZ_TARGETS:-json nav routes swift picture codec appconfig}
sanitizers=${FUZZ_SANITIZERS:-fuzzer,address}
scratch=.build-fuzz
build=$scratch
if [ "$sanitizers" != "fuzzer,address" ]; then build="$scratch/build-${sanitizers//,/-}"; fi
artifacts=fuzz-artifacts

binary="$build/release/NavLintFuzz"
if [ -n "$(echo " $targets " | sed 's/ codec / /g' | tr -d ' ')" ]; then
    swift build -c release --scratch-path "$build" --product NavLintFuzz \
        -Xswiftc -sanitize="$sanitizers" -Xswiftc -parse-as-library -Xswiftc -DFUZZING
fi
codec_binary="$build/codec_fuzz"
if [[ " $targets " == *" codec "* ]]; then
    mkdir -p "$build"
    # shellcheck disable=SC2046 # pkg-config's flags are several words
    "${CC:-clang}" -g -O1 -fsanitize="$sanitizers,undefined" -fno-sanitize-recover=undefined -fuse-ld=lld \
        -ISources/CImageCodec/include -ISources/CImageCodec Tests/Fuzz/codec/codec_fuzz.c Sources/CImageCodec/*.c \
        $(pkg-config --cflags --libs libpng libjpeg libdeflate) -o "$codec_binary"
fi

seeds=$(mktemp -d)
trap 'rm -rf "$seeds"' EXIT
mkdir -p "$seeds/json" "$seeds/nav" "$seeds/routes" "$seeds/swift" "$seeds/picture" "$seeds/appconfig" "$artifacts"
# Picture seeds: small drawn screens (PNG), the samples' screenshots, and a JPEG and a PNG from Graphviz when
# its plugins are there (its PNG, written by libpng, has filtered rows and RGBA pixels).
for size in 8x16 33x7 120x260; do
    python3 scripts/draw_screenshots.py "$seeds/picture/drawn-$size.png" "Seed $size" --size "$size"
done
find Samples/Screenshots -name '*.png' | head -4 | while read -r file; do cp "$file" "$seeds/picture/"; done
echo 'digraph { a -> b }' | dot -Tjpg -o "$seeds/picture/graph.jpg" 2>/dev/null || true
echo 'digraph { a -> b -> c; a -> c }' | dot -Tpng -o "$seeds/picture/graph.png" 2>/dev/null || true
# Small plain PNGs of each colour type the whole-buffer reader takes, every filter, image data in several chunks.
python3 - "$seeds/picture" <<'PYTHON'
import os, struct, sys, zlib
def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
def paeth(left, up, corner):
    estimate = left + up - corner
    near = min((abs(estimate - left), 0, left), (abs(estimate - up), 1, up), (abs(estimate - corner), 2, corner))
    return near[2]
for colour, channels in ((0, 1), (4, 2), (2, 3), (6, 4)):
    width, height, raw, above = 13, 9, bytearray(), bytes(13 * channels)
    for y in range(height):
        row = bytes((x * 31 + y * 17 + c * 59) % 256 for x in range(width) for c in range(channels))
        raw.append(y % 5)
        for i, value in enumerate(row):
            left, corner = (row[i - channels], above[i - channels]) if i >= channels else (0, 0)
            predicted = (0, left, above[i], (left + above[i]) // 2, paeth(left, above[i], corner))[y % 5]
            raw.append((value - predicted) % 256)
        above = row
    stream = zlib.compress(bytes(raw), 9)
    data = b"".join(chunk(b"IDAT", stream[i:i + 40]) for i in range(0, len(stream), 40))
    header = chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, colour, 0, 0, 0))
    text = chunk(b"tEXt", b"Software\0seed")
    with open(os.path.join(sys.argv[1], "plain-%d.png" % colour), "wb") as file:
        file.write(b"\x89PNG\r\n\x1a\n" + header + text + data + chunk(b"IEND", b""))
PYTHON
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
    # The codec harness reads the picture harness's seeds and dictionary.
    harness=$binary inputs=$target
    if [ "$target" = codec ]; then harness=$codec_binary inputs=picture; fi
    LSAN_OPTIONS="suppressions=$PWD/Tests/Fuzz/lsan.supp${LSAN_OPTIONS:+:$LSAN_OPTIONS}" \
        NAVLINT_FUZZ_TARGET=$target "$harness" "$corpus" "$seeds/$inputs" ${FUZZ_RUNS:+-runs="$FUZZ_RUNS"} \
        -dict="Tests/Fuzz/$inputs.dict" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
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
