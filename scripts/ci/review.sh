#!/usr/bin/env bash
# The steps of navlint's GitHub Action (action.yml), as one script that runs anywhere: check the specs
# (SARIF for code scanning, annotations for the pull request), compare them with a git revision (Markdown
# for the job summary, with a flowchart of the change; the findings that fail also as annotations and in a
# SARIF file of their own), and write the review page of each spec the change touched.
#
# Settings come from the environment, as the Action passes its inputs:
#   NAVLINT         the navlint binary (default: navlint on PATH)
#   INPUT_SPECS     specs or folders, separated by spaces or new lines (default: the current folder)
#   INPUT_AGAINST   the git revision to compare with; empty: no comparison and no page; all zeros (the
#                   `before` of a branch's first push): the default branch
#   INPUT_SOURCES   Swift sources to compare the specs with (check --sources); empty: none
#   INPUT_FAIL_ON   error, warning or note: the least severity that fails (default: error)
#   INPUT_PAGE      where to write the review page (one spec), or its name with the spec's added (several);
#                   empty: no page
#   NAVLINT_DEFAULT_BRANCH  the branch a first push is compared with (default: origin's HEAD)
#   NAVLINT_SARIF       where to write check's SARIF report (default: navlint.sarif)
#   NAVLINT_DIFF_SARIF  where to write diff's SARIF report (default: navlint-diff.sarif)
#   GITHUB_STEP_SUMMARY  the file the Markdown is appended to (default: navlint-summary.md)
#   GITHUB_OUTPUT        the file the outputs are appended to: sarif, diff-sarif, pages (default: none)
#
# Exit code: 2 when a step could not run (its reason goes to the summary too), else 1 when a step found
# what fails the run, else 0; every step runs whatever the earlier ones gave.
set -uo pipefail

navlint=${NAVLINT:-navlint}
fail_on=${INPUT_FAIL_ON:-error}
against=${INPUT_AGAINST:-}
page=${INPUT_PAGE:-}
sarif=${NAVLINT_SARIF:-navlint.sarif}
diff_sarif=${NAVLINT_DIFF_SARIF:-navlint-diff.sarif}
summary=${GITHUB_STEP_SUMMARY:-navlint-summary.md}
outputs=${GITHUB_OUTPUT:-/dev/null}
read -r -a specs <<< "$(echo "${INPUT_SPECS:-}" | tr '\n' ' ')"
[ ${#specs[@]} -gt 0 ] || specs=(.)

case "$fail_on" in
  error) strict=() annotate=warning ;;
  warning) strict=(--strict) annotate=warning ;;
  note) strict=(--strict) annotate=note ;;
  *)
    reason="fail-on must be error, warning or note, not '$fail_on'"
    echo "navlint review: $reason" >&2
    printf '### navlint could not run\n\n%s\n' "$reason" >> "$summary"
    exit 2
    ;;
esac
sources=()
[ -z "${INPUT_SOURCES:-}" ] || sources=(--sources "$INPUT_SOURCES")

status=0
# Records a step's exit code: 2 (or a crash) outranks 1, which outranks 0.
record() {
  local code=$(( $1 > 2 ? 2 : $1 ))
  if (( code > status )); then status=$code; fi
}

errors=$(mktemp)
trap 'rm -f "$errors"' EXIT

# Runs one navlint command (`step LABEL COMMAND...`), its standard error kept to be shown in the log and,
# when the command could not run (exit 2 or a crash), in the summary under LABEL (an empty LABEL: the log
# only); records its exit code and returns it.
step() {
  local label=$1
  shift
  "$@" 2> "$errors"
  local code=$?
  cat "$errors" >&2
  record $code
  if (( code >= 2 )) && [ -n "$label" ]; then
    {
      printf '### navlint could not run: `%s`\n\n' "${label//\`/\'}"
      if [ -s "$errors" ]; then
        printf 'It exited with %d:\n\n```text\n' "$code"; cat "$errors"; printf '```\n\n'
      else
        printf 'It exited with %d.\n\n' "$code"
      fi
    } >> "$summary"
  fi
  return $code
}

# The revision to compare with: the default branch for a first push (whose `before` is all zeros); fetched
# from origin when the clone does not have it (actions/checkout clones one commit), `origin/NAME` as the
# branch NAME. Prints nothing, and says why in the summary, when there is nothing to compare with.
revision() {
  local ref=$1
  if [[ $ref =~ ^0+$ ]]; then
    local branch=${NAVLINT_DEFAULT_BRANCH:-}
    if [ -z "$branch" ]; then
      branch=$(git symbolic-ref --quiet --short refs/remotes/origin/HEAD 2>/dev/null)
      branch=${branch#origin/}
    fi
    if [ -z "$branch" ]; then
      local reason="the first push of a branch, and no default branch to compare it with: nothing is compared"
      echo "navlint: $reason" >&2
      printf '### navlint compared nothing\n\n%s.\n\n' "${reason^}" >> "$summary"
      return
    fi
    echo "navlint: the first push of a branch: comparing with $branch, the default branch" >&2
    ref=origin/$branch
  fi
  if ! git rev-parse --verify --quiet "$ref^{commit}" >/dev/null; then
    case $ref in
      origin/*) git fetch --no-tags --depth=1 origin "+refs/heads/${ref#origin/}:refs/remotes/$ref" ;;
      *) git fetch --no-tags --depth=1 origin "$ref" ;;
    esac >&2
  fi
  echo "$ref"
}

# The spec files under the given specs and folders, as check and diff find them: hidden names,
# node_modules and DerivedData are skipped below a folder, and `./` is not written before a path.
spec_files() {
  local spec
  for spec in "${specs[@]}"; do
    if [ -d "$spec" ]; then
      find "$spec" -mindepth 1 \( -name '.*' -o -name node_modules -o -name DerivedData \) -prune -o -type f \
        \( -name '*.navgraph.json' -o -name '*.nav' \) -print | sed 's|^\./||' | LC_ALL=C sort
    elif [ -e "$spec" ]; then
      echo "$spec"
    fi
  done
}

# Whether the change touched a spec: it is not at the revision under its path (added or moved), or differs.
changed() {
  ! git cat-file -e "$against:./$1" 2>/dev/null || ! git diff --quiet "$against" -- "$1" 2>/dev/null
}

# The page of each spec: INPUT_PAGE for one spec; for several, the spec's name added to it (its path,
# folders joined by `-`, where two specs share a name).
page_names() {
  local files=("$@") file name
  if [ ${#files[@]} -eq 1 ]; then echo "$page"; return; fi
  declare -A count=()
  for file in "${files[@]}"; do
    name=$(basename "$file"); name=${name%.navgraph.json}; name=${name%.nav}
    count[$name]=$(( ${count[$name]:-0} + 1 ))
  done
  for file in "${files[@]}"; do
    name=$(basename "$file"); name=${name%.navgraph.json}; name=${name%.nav}
    if (( count[$name] > 1 )); then name=${file%.navgraph.json}; name=${name%.nav}; name=${name//\//-}; fi
    echo "${page%.html}-$name.html"
  done
}

[ -z "$against" ] || against=$(revision "$against")

# A spec named in INPUT_SPECS that the change deleted is compared (its links break), not checked.
checked=()
for spec in "${specs[@]}"; do
  if [ ! -e "$spec" ] && [ -n "$against" ] && git cat-file -e "$against:./$spec" 2>/dev/null; then
    echo "navlint: $spec was deleted since $against: it is compared, not checked" >&2
  else
    checked+=("$spec")
  fi
done

if [ ${#checked[@]} -gt 0 ]; then
  echo "::group::navlint check"
  step "" "$navlint" check --format sarif -o "$sarif" "${strict[@]}" "${sources[@]}" "${checked[@]}"
  [ ! -f "$sarif" ] || echo "sarif=$sarif" >> "$outputs"
  step "navlint check" "$navlint" check --format github "${strict[@]}" "${sources[@]}" "${checked[@]}"
  if (( $? >= 2 )); then
    # Specs that could not be read are findings of the report: the summary lists them.
    "$navlint" check --format markdown --min-severity error "${checked[@]}" >> "$summary" 2>/dev/null
    echo >> "$summary"
  fi
  echo "::endgroup::"
fi

if [ -n "$against" ]; then
  echo "::group::navlint diff --against $against"
  report=$(mktemp)
  step "navlint diff --against $against" \
    "$navlint" diff --against "$against" --format markdown --fail-on "$fail_on" -o "$report" "${specs[@]}"
  [ ! -s "$report" ] || { cat "$report" >> "$summary"; cat "$report"; }
  rm -f "$report"
  # The findings that fail, or warn, as annotations on the pull request and in a SARIF file of their own
  # (code scanning takes one run per tool and category: action.yml uploads it as navlint-diff).
  "$navlint" diff --against "$against" --format github --min-severity "$annotate" "${specs[@]}" 2>/dev/null
  "$navlint" diff --against "$against" --format sarif --min-severity "$annotate" -o "$diff_sarif" "${specs[@]}" \
    2>/dev/null
  [ ! -f "$diff_sarif" ] || echo "diff-sarif=$diff_sarif" >> "$outputs"
  echo "::endgroup::"

  if [ -n "$page" ]; then
    # Pages are named among every spec there is, and written for those the change touched.
    mapfile -t files < <(spec_files)
    mapfile -t targets < <(page_names "${files[@]}")
    written=()
    for index in "${!files[@]}"; do
      if ! changed "${files[$index]}"; then
        echo "navlint: ${files[$index]} has not changed since $against: no page"
        continue
      fi
      echo "navlint: writing the review page of ${files[$index]} to ${targets[$index]}"
      if step "navlint render ${files[$index]} --against $against" \
        "$navlint" render "${files[$index]}" -o "${targets[$index]}" --against "$against" || (( $? == 1 )); then
        written+=("${targets[$index]}")
      fi
    done
    if [ ${#written[@]} -gt 0 ]; then
      { echo "pages<<navlint-pages"; printf '%s\n' "${written[@]}"; echo "navlint-pages"; } >> "$outputs"
    fi
  fi
fi

exit "$status"
