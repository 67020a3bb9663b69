#!/usr/bin/env bash
# Mutation probe: does the test suite notice when the code breaks the way users would feel it?
#
#   Scripts/mutation-probe.sh [NAME…]        (default: every breakage in Scripts/mutation-probe.breakages)
#   Scripts/mutation-probe.sh --check        only checks that every breakage still applies (no build)
#
# Copies the work tree (tracked and untracked files, not ignored ones) to a scratch folder, checks that the
# suite passes there unchanged, then applies each breakage of the list one at a time, builds once
# (`swift build --build-tests`), runs the suite (`swift test --skip-build`) and puts the file back. A breakage
# is "caught" when the suite fails; the tests that failed are named. At the end it prints which breakages
# survived (no test failed), which no longer apply (their text is not in the file exactly once: update the
# list) and which do not compile. Exit status 1 when any survived or no longer applies.
#
# The work tree is never touched. About a minute per breakage on two cores.
#   MUTATION_SCRATCH   scratch folder (default /tmp/crosstalk-mutation-probe); kept between runs so builds
#                      stay incremental
#   MUTATION_TIMEOUT   seconds one build or test run may take (default 900)
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
list="$root/Scripts/mutation-probe.breakages"
scratch=${MUTATION_SCRATCH:-/tmp/crosstalk-mutation-probe}
limit=${MUTATION_TIMEOUT:-900}
export PATH="/opt/swift/usr/bin:$PATH"

# --- the list: "== NAME: what a user would hit", "file: PATH", then "-" lines (the exact text to find) and
# "+" lines (what replaces it); "#" lines are comments.
names=() files=() finds=() replacements=() whats=()
while IFS= read -r line || [ -n "$line" ]; do
    case "$line" in
        "== "*)
            header=${line#== }
            names+=("${header%%:*}"); whats+=("${header#*: }")
            files+=(""); finds+=(""); replacements+=("") ;;
        "file: "*) files[${#files[@]}-1]=${line#file: } ;;
        # Each line is kept with its newline; the last newline is dropped when the breakage is applied.
        "-"*) finds[${#finds[@]}-1]+="${line:1}"$'\n' ;;
        "+"*) replacements[${#replacements[@]}-1]+="${line:1}"$'\n' ;;
        "#"*|"") ;;
        *) echo "mutation-probe: cannot read this line of $list: $line" >&2; exit 2 ;;
    esac
done <"$list"

check_only=""
if [ "${1:-}" = "--check" ]; then check_only=1; shift; fi
selected=()
if [ $# -gt 0 ]; then
    for wanted in "$@"; do
        found=""
        for i in "${!names[@]}"; do [ "${names[i]}" = "$wanted" ] && selected+=("$i") && found=1; done
        [ -n "$found" ] || { echo "mutation-probe: no breakage named '$wanted'" >&2; exit 2; }
    done
else
    selected=("${!names[@]}")
fi

applies() { # NAME's index: whether its text occurs exactly once in its file (in the current folder)
    local i=$1 original without
    [ -n "${files[i]}" ] && [ -f "${files[i]}" ] && [ -n "${finds[i]}" ] || { reason="file '${files[i]}' or its text missing"; return 1; }
    IFS= read -r -d '' original <"${files[i]}"
    local find=${finds[i]%$'\n'}
    without=${original//"$find"/}
    occurrences=$(( (${#original} - ${#without}) / ${#find} ))
    [ "$occurrences" -eq 1 ] || { reason="text found $occurrences times in ${files[i]}"; return 1; }
}

if [ -n "$check_only" ]; then
    cd "$root" || exit 2
    bad=0
    for i in "${selected[@]}"; do applies "$i" || { echo "${names[i]}: NO LONGER APPLIES ($reason)"; bad=1; }; done
    [ "$bad" -eq 0 ] && echo "all ${#selected[@]} breakages apply"
    exit "$bad"
fi

# --- the scratch copy (mtimes preserved, so unchanged files are not rebuilt on the next run)
mkdir -p "$scratch"
find "$scratch" -mindepth 1 -maxdepth 1 ! -name .build -exec rm -rf {} +
(cd "$root" && git ls-files -z --cached --others --exclude-standard \
    | while IFS= read -r -d '' path; do [ -e "$path" ] && printf '%s\0' "$path"; done \
    | tar --null -T - -cf -) | tar -xf - -C "$scratch" || { echo "mutation-probe: could not copy the work tree" >&2; exit 2; }
cd "$scratch" || exit 2
log=$(mktemp)
trap 'rm -f "$log"' EXIT

run_suite() { # prints the names of failed tests; status: 0 passed, 1 failed, 2 did not build
    timeout "$limit" swift build --build-tests >"$log" 2>&1 || return 2
    timeout "$limit" swift test --skip-build >"$log" 2>&1 && return 0
    grep -oE "Test Case '[^']+' failed" "$log" | sed -E "s/Test Case '(.*)' failed/\1/" | sort -u
    grep -qE "Test Case '[^']+' failed" "$log" || echo "(no failed test case named: the suite crashed or timed out)"
    return 1
}

echo "scratch copy: $scratch"
echo "checking that the unchanged suite passes…"
run_suite >/dev/null
status=$?
if [ "$status" -ne 0 ]; then
    # An incremental build over much changed code can link stale objects (undefined references, or a test
    # binary that crashes); start over once from an empty build folder before blaming the code.
    echo "retrying from a clean build folder…"
    rm -rf .build
    run_suite >/dev/null
    status=$?
fi
case $status in
    0) ;;
    2) echo "mutation-probe: the unchanged code does not build:"; tail -n 30 "$log"; exit 2 ;;
    *) echo "mutation-probe: the suite fails without any breakage:"; grep -E "error|failed" "$log" | head -n 30; exit 2 ;;
esac

survived=() stale=() broken=() caught=0
for i in "${selected[@]}"; do
    name=${names[i]} file=${files[i]} find=${finds[i]%$'\n'} replacement=${replacements[i]%$'\n'}
    printf '%-44s ' "$name"
    if ! applies "$i"; then echo "NO LONGER APPLIES ($reason)"; stale+=("$name"); continue; fi
    IFS= read -r -d '' original <"$file"
    printf '%s' "${original/"$find"/"$replacement"}" >"$file"
    failed=$(run_suite)
    status=$?
    printf '%s' "$original" >"$file"
    case $status in
        0) echo "SURVIVED — ${whats[i]}"; survived+=("$name") ;;
        2) echo "DOES NOT COMPILE"; grep -m 3 "error:" "$log" | sed 's/^/    /'; broken+=("$name") ;;
        *) caught=$((caught + 1)); echo "caught by $(echo "$failed" | head -n 3 | paste -sd ' ' -)$( [ "$(echo "$failed" | wc -l)" -gt 3 ] && echo " …")" ;;
    esac
done

echo
echo "breakages: ${#selected[@]}; caught: $caught; survived: ${#survived[@]}; no longer apply: ${#stale[@]}; do not compile: ${#broken[@]}"
[ ${#survived[@]} -eq 0 ] || echo "survived: ${survived[*]}"
[ ${#stale[@]} -eq 0 ] || echo "no longer apply (update the list): ${stale[*]}"
[ ${#broken[@]} -eq 0 ] || echo "do not compile (fix the list): ${broken[*]}"
# Leave the scratch copy built from unchanged sources, so the next run starts incremental.
[ ${#survived[@]} -eq 0 ] && [ ${#stale[@]} -eq 0 ]
