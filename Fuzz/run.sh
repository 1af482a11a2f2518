#!/usr/bin/env bash
# Builds the JSON parser fuzzer (libFuzzer + AddressSanitizer, leak checks on) and runs it.
#
#   Fuzz/run.sh [SECONDS]      (default 60)
#
# The corpus starts from Tests/Fixtures/conformance (JSONTestSuite and the round-trip cases)
# and the benchmark documents; findings go to .build/fuzz/crashes.
set -euo pipefail
seconds=${1:-60}
root=$(cd "$(dirname "$0")/.." && pwd)
fixtures="$root/Tests/Fixtures"
work="$root/.build/fuzz"
mkdir -p "$work/corpus" "$work/crashes"

sources=$(find "$root/Sources/ModelMapper" -name '*.swift' | sort)
# shellcheck disable=SC2086
swiftc -sanitize=fuzzer,address -parse-as-library -O -g -module-name ModelMapperFuzz \
  $sources "$root/Fuzz/JSONParserFuzzer.swift" -o "$work/json-fuzzer"

find "$fixtures/conformance" -name '*.json' -exec cp {} "$work/corpus/" \;
cp "$fixtures/bench-data/github-user.json" "$fixtures/bench-data/weibo-status.json" "$work/corpus/"

cd "$work"
SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=1 ./json-fuzzer -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 \
  -max_len=65536 -artifact_prefix="$work/crashes/" -print_final_stats=1 corpus
