#!/usr/bin/env bash
# Builds the API reference with the toolchain's own DocC: symbol graphs of the ModelMapper
# module from the compiler, then `docc convert` over Sources/ModelMapper/ModelMapper.docc.
# Fails on any DocC warning (a missing or broken symbol link, an ambiguous reference) and
# when a public declaration has no documentation comment.
#
#   bash Scripts/build-docs.sh [OUTPUT_DIR]   # default: .build/docs/ModelMapper.doccarchive
set -euo pipefail
cd "$(dirname "$0")/.."

output="${1:-.build/docs/ModelMapper.doccarchive}"
scratch=".build/docs/build"
graphs=".build/docs/symbol-graphs"
rm -rf "$output"
mkdir -p "$graphs"

# A scratch path of its own, so the extra compiler flags do not invalidate the main build.
# The compiler writes the graphs only when it compiles the module: an up-to-date build
# keeps the graphs of the previous one, and a build without them starts from scratch.
build() {
  swift build --scratch-path "$scratch" --target ModelMapper \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$graphs" >/dev/null
}
build
if ! ls "$graphs"/ModelMapper.symbols.json >/dev/null 2>&1; then
  rm -rf "$scratch"
  build
fi

# DocC's diagnostics are checked by Scripts/DocCDiagnostics.swift: every warning fails,
# except the missing descriptions of `file`, `function` and `line`, which Map's
# documentation gives once for all the throwing getters.
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
status=0
docc convert Sources/ModelMapper/ModelMapper.docc \
  --additional-symbol-graph-dir "$graphs" \
  --output-dir "$output" \
  --fallback-display-name ModelMapper \
  --fallback-bundle-identifier org.modelmapper.ModelMapper \
  --diagnostics-file "$work/diagnostics.json" >"$work/log" 2>&1 || status=$?
if [ "$status" -ne 0 ] || ! swift Scripts/DocCDiagnostics.swift "$work/diagnostics.json"; then
  [ "$status" -ne 0 ] && cat "$work/log"
  echo "DocC reported problems (above)"
  exit 1
fi

# Every public declaration has a documentation comment. Synthesized members (Equatable's
# `!=`, RawRepresentable's `init(rawValue:)`) and underscored internals are exempt.
swift Scripts/DocumentationCoverage.swift "$graphs"
echo "API reference: $output"
