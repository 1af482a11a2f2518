#!/usr/bin/env bash
# Builds a libFuzzer target (AddressSanitizer, leak checks on) and runs it.
#
#   Fuzz/run.sh [json|mapping|codable] [SECONDS]      (default: json, 60 seconds)
#
# json: the JSON engine alone (JSONParserFuzzer.swift), compiled with the engine's sources
#   (Sources/ModelMapperJSON, on the support module it imports), nothing of the mapping layer.
# mapping: the mapping layer (MappingFuzzer.swift): the engine and the library as their own
#   modules, as users import them, and a zoo of models (the type matrix's models and
#   MappingZoo.swift).
# codable: the engine's Codable coders (CodableFuzzer.swift), compiled with the engine's
#   sources, decoding any bytes into a zoo of Codable types (CodableZoo.swift) with every
#   strategy, against Foundation's JSONDecoder where it decodes them too.
#
# The corpus kept in the repository (Fuzz/corpus/TARGET) is where runs start; at the end it
# is replaced by the smallest set of its inputs and the new ones that covers as much, so runs
# accumulate without the corpus growing with every input. The json corpus
# starts from Tests/Fixtures (JSONTestSuite, the round-trip cases, two benchmark documents);
# the mapping corpus from the matrix models' samples; the codable corpus from the Codable zoo's samples.
# Findings go to .build/fuzz/TARGET/crashes.
set -euo pipefail
target=json
if [ "${1:-}" = json ] || [ "${1:-}" = mapping ] || [ "${1:-}" = codable ]; then
  target=$1
  shift
fi
seconds=${1:-60}
root=$(cd "$(dirname "$0")/.." && pwd)
fixtures="$root/Tests/Fixtures"
work="$root/.build/fuzz/$target"
corpus="$root/Fuzz/corpus/$target"
mkdir -p "$work/new" "$work/crashes" "$corpus"
support=$(find "$root/Sources/ModelMapperSupport" -name '*.swift' | sort)
engine=$(find "$root/Sources/ModelMapperJSON" -name '*.swift' | sort)
library=$(find "$root/Sources/ModelMapper" -name '*.swift' | sort)
flags=(-sanitize=fuzzer,address -parse-as-library -O -g)
mkdir -p "$work/module"
# The support module, which the engine and the mapping layer import.
# shellcheck disable=SC2086
swiftc "${flags[@]}" -c -wmo -module-name ModelMapperSupport -package-name ModelMapper -emit-module \
  -emit-module-path "$work/module/ModelMapperSupport.swiftmodule" $support -o "$work/ModelMapperSupport.o"

case "$target" in
json)
  # shellcheck disable=SC2086
  swiftc "${flags[@]}" -module-name ModelMapperFuzz -package-name ModelMapper -I "$work/module" \
    "$work/ModelMapperSupport.o" $engine "$root/Fuzz/JSONParserFuzzer.swift" -o "$work/fuzzer"
  if [ -z "$(ls -A "$corpus")" ]; then
    find "$fixtures/conformance" -name '*.json' -exec cp {} "$corpus/" \;
    cp "$fixtures/bench-data/github-user.json" "$fixtures/bench-data/weibo-status.json" "$corpus/"
  fi
  ;;
codable)
  # shellcheck disable=SC2086
  swiftc "${flags[@]}" -module-name ModelMapperJSON -package-name ModelMapper -I "$work/module" \
    "$work/ModelMapperSupport.o" $engine "$root/Fuzz/CodableZoo.swift" "$root/Fuzz/CodableFuzzer.swift" -o "$work/fuzzer"
  if [ -z "$(ls -A "$corpus")" ]; then
    CODABLE_FUZZ_SEEDS="$corpus" ASAN_OPTIONS=detect_leaks=0 "$work/fuzzer"
  fi
  ;;
mapping)
  # shellcheck disable=SC2086
  swiftc "${flags[@]}" -c -wmo -module-name ModelMapperJSON -package-name ModelMapper -I "$work/module" -emit-module \
    -emit-module-path "$work/module/ModelMapperJSON.swiftmodule" $engine -o "$work/ModelMapperJSON.o"
  # shellcheck disable=SC2086
  swiftc "${flags[@]}" -c -wmo -module-name ModelMapper -package-name ModelMapper -I "$work/module" -emit-module \
    -emit-module-path "$work/module/ModelMapper.swiftmodule" $library -o "$work/ModelMapper.o"
  matrix=$(find "$root/Tests/ModelMapperTests/TypeMatrix" -name '*.swift' ! -name '*Tests.swift' | sort)
  # shellcheck disable=SC2086
  swiftc "${flags[@]}" -module-name MappingFuzz -I "$work/module" "$work/ModelMapperSupport.o" "$work/ModelMapperJSON.o" \
    "$work/ModelMapper.o" $matrix \
    "$root/Fuzz/MappingZoo.swift" "$root/Fuzz/MappingFuzzer.swift" -o "$work/fuzzer" 2>&1 |
    { grep -v "Cannot export local symbol '__asan" || true; }
  if [ -z "$(ls -A "$corpus")" ]; then
    # The seeding run exits from libFuzzer's initializer, holding what it built: no leak check.
    MAPPING_FUZZ_SEEDS="$corpus" ASAN_OPTIONS=detect_leaks=0 "$work/fuzzer"
  fi
  ;;
esac

cd "$work"
export SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=1
status=0
./fuzzer -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 -max_len=65536 \
  -artifact_prefix="$work/crashes/" -print_final_stats=1 new "$corpus" || status=$?
# Replace the repository's corpus by the smallest set of its inputs and the new ones that
# reaches the same edges (also after a finding: the inputs before it are worth keeping).
rm -rf minimized && mkdir minimized
./fuzzer -merge=1 -use_counters=0 -rss_limit_mb=4096 -max_len=65536 minimized "$corpus" new 2>&1 |
  grep -E "MERGE-OUTER: [0-9]+ new files" || true
if [ -n "$(ls -A minimized)" ]; then
  rm -rf "$corpus"
  mv minimized "$corpus"
fi
rm -rf new minimized
exit "$status"
