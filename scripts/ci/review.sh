#!/usr/bin/env bash
# The steps of navlint's GitHub Action (action.yml), as one script that runs anywhere: check the specs
# (SARIF for code scanning, annotations for the pull request), compare them with a git revision (Markdown
# for the job summary, with a flowchart of the change), and write the review page of the change.
#
# Settings come from the environment, as the Action passes its inputs:
#   NAVLINT         the navlint binary (default: navlint on PATH)
#   INPUT_SPECS     specs or folders, separated by spaces or new lines (default: the current folder)
#   INPUT_AGAINST   the git revision to compare with; empty: no comparison and no page
#   INPUT_SOURCES   Swift sources to compare the specs with (check --sources); empty: none
#   INPUT_FAIL_ON   error, warning or note: the least severity that fails (default: error)
#   INPUT_PAGE      where to write the review page (one spec), or its name with the spec's added (several);
#                   empty: no page
#   NAVLINT_SARIF   where to write the SARIF report (default: navlint.sarif)
#   GITHUB_STEP_SUMMARY  the file the Markdown is appended to (default: navlint-summary.md)
#
# Exit code: 2 when a step could not run, else 1 when a step found what fails the run, else 0; every step
# runs whatever the earlier ones gave.
set -uo pipefail

navlint=${NAVLINT:-navlint}
fail_on=${INPUT_FAIL_ON:-error}
against=${INPUT_AGAINST:-}
page=${INPUT_PAGE:-}
sarif=${NAVLINT_SARIF:-navlint.sarif}
summary=${GITHUB_STEP_SUMMARY:-navlint-summary.md}
read -r -a specs <<< "$(echo "${INPUT_SPECS:-}" | tr '\n' ' ')"
[ ${#specs[@]} -gt 0 ] || specs=(.)

case "$fail_on" in
  error) strict=() ;;
  warning | note) strict=(--strict) ;;
  *) echo "navlint review: fail-on must be error, warning or note, not '$fail_on'" >&2; exit 2 ;;
esac
sources=()
[ -z "${INPUT_SOURCES:-}" ] || sources=(--sources "$INPUT_SOURCES")

status=0
# Records a step's exit code: 2 (or a crash) outranks 1, which outranks 0.
record() {
  local code=$(( $1 > 2 ? 2 : $1 ))
  if (( code > status )); then status=$code; fi
}

# The spec files under the given specs and folders, as check and diff find them.
spec_files() {
  local spec
  for spec in "${specs[@]}"; do
    if [ -d "$spec" ]; then
      find "$spec" \( -name '.*' -o -name node_modules \) -prune -o -type f \
        \( -name '*.navgraph.json' -o -name '*.nav' \) -print | sort
    else
      echo "$spec"
    fi
  done
}

echo "::group::navlint check"
"$navlint" check --format sarif -o "$sarif" "${strict[@]}" "${sources[@]}" "${specs[@]}"
record $?
"$navlint" check --format github "${strict[@]}" "${sources[@]}" "${specs[@]}"
record $?
echo "::endgroup::"

if [ -n "$against" ]; then
  echo "::group::navlint diff --against $against"
  report=$(mktemp)
  "$navlint" diff --against "$against" --format markdown --fail-on "$fail_on" -o "$report" "${specs[@]}"
  code=$?
  record $code
  [ ! -s "$report" ] || { cat "$report" >> "$summary"; cat "$report"; }
  rm -f "$report"
  echo "::endgroup::"

  if [ -n "$page" ]; then
    mapfile -t files < <(spec_files)
    for file in "${files[@]}"; do
      target=$page
      if [ ${#files[@]} -gt 1 ]; then
        name=$(basename "$file"); name=${name%.navgraph.json}; name=${name%.nav}
        target="${page%.html}-$name.html"
      fi
      echo "navlint: writing the review page of $file to $target"
      "$navlint" render "$file" -o "$target" --against "$against"
      record $?
    done
  fi
fi

exit "$status"
