#!/usr/bin/env bash
# Benchmark Crosstalk end to end on a directory: files, lines, seconds, lines/s and peak memory
# for `facts`, `lint` and `graph`, plus the lint/facts and graph/facts ratios and each command against
# `grep -rn -E` of five patterns over the same .swift files, measured in the same run (this VM's absolute
# times drift by a third between minutes; ratios taken together do not).
#
#   Scripts/bench.sh DIR [RUNS]        (default RUNS=3; the best run is reported)
#
# Builds a release binary first. Output goes to /dev/null so the terminal is not what is measured.
set -euo pipefail
dir=${1:?usage: Scripts/bench.sh DIR [RUNS]}
runs=${2:-3}
cd "$(dirname "$0")/.."
swift build -c release --product crosstalk >/dev/null
bin=.build/release/crosstalk
files=$(find "$dir" -name '*.swift' -not -path '*/.build/*' | wc -l)
lines=$(find "$dir" -name '*.swift' -not -path '*/.build/*' -print0 | xargs -0 cat | wc -l)
echo "tree: $dir"
echo "files: $files  lines: $lines  cores: $(nproc)"

measure() { # label, command...: prints best wall seconds and its peak memory
    local label=$1; shift
    local best="" best_mem=""
    for _ in $(seq "$runs"); do
        local out timing
        timing=$(mktemp)
        /usr/bin/time -o "$timing" -f "%e %M" "$@" >/dev/null 2>/dev/null || true
        out=$(tail -1 "$timing")
        rm -f "$timing"
        local secs=${out% *} mem=${out#* }
        if [ -z "$best" ] || awk "BEGIN{exit !($secs < $best)}"; then best=$secs; best_mem=$mem; fi
    done
    local rate
    rate=$(awk -v l="$lines" -v b="$best" 'BEGIN { if (b <= 0) b = 0.001; printf "%d", l / b }')
    printf "%-6s %6.2f s  %10s lines/s  peak %6.1f MB\n" "$label" "$best" "$rate" "$(awk -v m="$best_mem" 'BEGIN { print m / 1024 }')"
    eval "${label}_secs=$best"
}

# The floor: a text search for the five mechanisms' tell-tale words over the same files.
measure grep grep -rn -E --include='*.swift' -e 'sink\(' -e 'delegate' -e 'NotificationCenter' -e '\.shared' -e 'for await' "$dir"
measure facts "$bin" facts "$dir" --format json
measure lint "$bin" lint "$dir" --format json --strict
measure graph "$bin" graph "$dir" --format json
awk -v l="$lint_secs" -v g="$graph_secs" -v f="$facts_secs" -v r="$grep_secs" 'BEGIN {
    if (r <= 0) r = 0.001
    printf "lint/facts: %.2fx   graph/facts: %.2fx\n", l / f, g / f
    printf "against grep: facts %.2fx   lint %.2fx   graph %.2fx\n", f / r, l / r, g / r }' 
# Round trip over the real tree: tokens + trivia must reproduce every file byte for byte.
"$bin" facts "$dir" --verify-round-trip >/dev/null && echo "round trip: ok"
