#!/usr/bin/env bash
# Building navlint in CI (action.yml runs it; what it prints on standard output is GITHUB_OUTPUT lines), in
# the package folder NAVLINT_PACKAGE (default: the folder above this script's, the Action's own checkout):
#   build.sh packages   prints the apt packages of the system libraries Package.swift declares (each
#                       `pkgConfig` with its `.apt([...])` provider, as `swift package dump-package` reads
#                       them) that pkg-config cannot find, one a line
#   build.sh install    installs those packages (and pkg-config, when it is missing) with apt-get
#   build.sh cache-key  prints `path=`, the .build folder to cache, `key=`, the cache key, and `prefix=`,
#                       the start every key for this system and toolchain shares, as GITHUB_OUTPUT lines.
#                       The key hashes what the build depends on: the toolchain, the system, Package.swift,
#                       Package.resolved (the resolved versions, once `swift package resolve` wrote it) and
#                       every file under Sources and Plugins.
#   build.sh build      resolves the packages, prints the cache key again (now with the resolved versions)
#                       and builds navlint in release, then prints `navlint=`, the binary.
set -euo pipefail

package=${NAVLINT_PACKAGE:-$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)}

# Each declared system library as `pkg-config-name apt-package...`, one a line, as SwiftPM reads the manifest
# (`swift package dump-package`, in a scratch folder of its own so that a build in progress is not waited for).
system_libraries() {
  local scratch
  scratch=$(mktemp -d)
  swift package dump-package --package-path "$package" --scratch-path "$scratch/manifest" | python3 -c '
import json, sys
for target in json.load(sys.stdin)["targets"]:
    if target.get("pkgConfig"):
        apt = [name for provider in target.get("providers") or [] for names in provider.get("apt", [])
               for name in names]
        print(target["pkgConfig"], *apt)
' || { rm -rf "$scratch"; return 1; }
  rm -rf "$scratch"
}

missing_packages() {
  local name packages libraries
  libraries=$(system_libraries)
  while read -r name packages; do
    if ! command -v pkg-config >/dev/null || ! pkg-config --exists "$name"; then
      printf '%s\n' $packages
    fi
  done <<< "$libraries"
}

install() {
  local missing
  command -v swift >/dev/null || {
    echo "::error::navlint needs a Swift 6 toolchain (e.g. container: swift:6.3)"
    exit 2
  }
  command -v python3 >/dev/null || {
    echo "::error::navlint's set-up reads the package manifest with python3; install python3 first"
    exit 2
  }
  local listed
  listed=$(missing_packages)
  mapfile -t missing <<< "$listed"
  [ -n "$listed" ] || missing=()
  command -v pkg-config >/dev/null || missing+=(pkg-config)
  if [ ${#missing[@]} -eq 0 ]; then
    echo "navlint: every system library the package declares is installed"
  else
    echo "navlint: installing ${missing[*]}"
    local sudo=()
    [ "$(id -u)" = 0 ] || sudo=(sudo)
    "${sudo[@]}" apt-get update -qq
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
  fi
}

# SHA-256 of the files named, or of standard input, as sha256sum writes it (shasum where there is none).
digest() {
  if command -v sha256sum >/dev/null; then sha256sum "$@"; else shasum -a 256 "$@"; fi
}

cache_key() {
  local system toolchain prefix files
  system=$(uname -sm; grep -E '^(ID|VERSION_ID)=' /etc/os-release 2>/dev/null || true)
  toolchain=$(swift --version 2>/dev/null | head -n 1 || true)
  prefix="navlint-build-$(printf '%s\n%s\n' "$system" "$toolchain" | digest | cut -c1-16)-"
  files=$(cd "$package" \
    && { ls Package.swift Package.resolved 2>/dev/null; find Sources Plugins -type f 2>/dev/null; } \
    | LC_ALL=C sort | while read -r file; do digest "$file"; done | digest | cut -c1-32)
  echo "path=$package/.build"
  echo "prefix=$prefix"
  echo "key=$prefix$files"
}

case "${1:-}" in
  packages) missing_packages ;;
  install) install ;;
  cache-key) cache_key ;;
  build)
    swift package resolve --package-path "$package" >&2
    cache_key
    swift build -c release --product navlint --package-path "$package" >&2
    echo "navlint=$package/.build/release/navlint"
    ;;
  *) echo "usage: build.sh packages|install|cache-key|build" >&2; exit 2 ;;
esac
