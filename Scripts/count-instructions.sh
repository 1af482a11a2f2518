#!/usr/bin/env bash
# Counts the instructions of one call of each benchmark implementation with callgrind, which
# counts instructions, not time: the figures repeat exactly for the same binary and input,
# whatever else the machine is doing, so small changes can be compared.
#
#   bash Scripts/count-instructions.sh [--filter TEXT] [--data DIR] [--count N] [--binary PATH]
#
# Defaults: every workload of the real files in Tests/Fixtures/bench-data, N = 20 calls per
# implementation after one warm-up call, the release build of this checkout's benchmarks
# (Benchmarks/, a package of its own). Prints one line per implementation: instructions per
# call, then workload | operation | implementation. Needs valgrind (Debian's package).
#
# --binary takes a `modelmapper-bench` executable, or the `modelmapper` tool of a commit from
# before the benchmarks had their own package (its `bench` subcommand), to compare commits.
set -euo pipefail
cd "$(dirname "$0")/.."

filter=""
data="Tests/Fixtures/bench-data"
count=20
binary=""
while [ $# -gt 0 ]; do
  case "$1" in
  --filter) filter="$2"; shift 2 ;;
  --data) data="$2"; shift 2 ;;
  --count) count="$2"; shift 2 ;;
  --binary) binary="$2"; shift 2 ;;
  *) echo "usage: $0 [--filter TEXT] [--data DIR] [--count N] [--binary PATH]" >&2; exit 2 ;;
  esac
done
if [ -z "$binary" ]; then
  swift build -c release --package-path Benchmarks --product modelmapper-bench >/dev/null
  binary="$(swift build -c release --package-path Benchmarks --show-bin-path)/modelmapper-bench"
fi
command -v valgrind >/dev/null || { echo "valgrind is not installed (apt-get install valgrind)" >&2; exit 1; }

# Swift seeds its hashing per process; fixed, the counts repeat exactly.
export SWIFT_DETERMINISTIC_HASHING=1
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
args=(--data "$data" --count "$count")
[ "$(basename "$binary")" = modelmapper ] && args=(bench "${args[@]}")
[ -n "$filter" ] && args+=(--filter "$filter")
# Collect only inside countedLoop, and write one dump after each of its calls: dump N holds
# the N-th implementation's calls and nothing else. --dump-after takes the symbol as it is
# (no wildcards), so its mangled name is read from the binary.
symbol=$(nm "$binary" | awk '$2 == "T" && $3 ~ /countedLoop/ { found = $3 } END { print found }')
[ -n "$symbol" ] || { echo "no countedLoop symbol in $binary" >&2; exit 1; }
valgrind --tool=callgrind --callgrind-out-file="$work/out" --toggle-collect="$symbol" \
  --dump-after="$symbol" "$binary" "${args[@]}" >"$work/names" 2>"$work/log" || {
  cat "$work/log" >&2
  exit 1
}
mapfile -t names <"$work/names"
for index in "${!names[@]}"; do
  dump="$work/out.$((index + 1))"
  [ -f "$dump" ] || { echo "callgrind wrote no dump for ${names[$index]}" >&2; exit 1; }
  total=$(awk '/^totals:/ { print $2 }' "$dump")
  printf '%14s  %s\n' "$(awk -v t="$total" -v n="$count" 'BEGIN { printf "%.0f", t / n }')" "${names[$index]}"
done
