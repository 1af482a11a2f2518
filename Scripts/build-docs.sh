#!/usr/bin/env bash
# Builds the API references with the toolchain's own DocC: symbol graphs of the ModelMapper
# and ModelMapperJSON modules from the compiler, then one `docc convert` per module over its
# catalog (Sources/<Module>/<Module>.docc), each from its own module's graphs (given both,
# DocC resolves no link: two modules share the root). ModelMapper's graph holds the engine's
# symbols too, as `import ModelMapper` re-exports them, so its links to engine types resolve. Fails on any DocC warning (a
# missing or broken symbol link, an ambiguous reference) and when a public declaration has
# no documentation comment.
#
#   bash Scripts/build-docs.sh [OUTPUT_DIR]   # default: .build/docs (one .doccarchive a module)
set -euo pipefail
cd "$(dirname "$0")/.."

output="${1:-.build/docs}"
scratch=".build/docs/build"
graphs=".build/docs/symbol-graphs"
rm -rf "$output"/*.doccarchive
mkdir -p "$graphs"

# A scratch path of its own, so the extra compiler flags do not invalidate the main build.
# The compiler writes the graphs only when it compiles the module: an up-to-date build
# keeps the graphs of the previous one, and a build without them starts from scratch.
# Building ModelMapper builds ModelMapperJSON, its dependency, with the same flags.
build() {
  swift build --scratch-path "$scratch" --target ModelMapper \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$graphs" >/dev/null
}
build
if ! ls "$graphs"/ModelMapper.symbols.json "$graphs"/ModelMapperJSON.symbols.json >/dev/null 2>&1; then
  rm -rf "$scratch"
  build
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
failed=0
for module in ModelMapperJSON ModelMapper; do
  # The module's own graphs: its symbols and its extensions of other modules' types.
  mkdir -p "$work/$module"
  cp "$graphs/$module.symbols.json" "$work/$module/"
  for extension in "$graphs/$module@"*.symbols.json; do
    [ -e "$extension" ] && cp "$extension" "$work/$module/"
  done

  # DocC's diagnostics are checked by Scripts/DocCDiagnostics.swift: every warning fails,
  # except the missing descriptions of `file`, `function` and `line`, which Map's
  # documentation gives once for all the throwing getters.
  status=0
  docc convert "Sources/$module/$module.docc" \
    --additional-symbol-graph-dir "$work/$module" \
    --output-dir "$output/$module.doccarchive" \
    --fallback-display-name "$module" \
    --fallback-bundle-identifier "org.modelmapper.$module" \
    --diagnostics-file "$work/$module.diagnostics.json" >"$work/$module.log" 2>&1 || status=$?
  if [ "$status" -ne 0 ] || ! swift Scripts/DocCDiagnostics.swift "$work/$module.diagnostics.json"; then
    [ "$status" -ne 0 ] && cat "$work/$module.log"
    echo "DocC reported problems in $module (above)"
    failed=1
    continue
  fi

  # Every public declaration has a documentation comment. Synthesized members (Equatable's
  # `!=`, RawRepresentable's `init(rawValue:)`) and underscored internals are exempt.
  swift Scripts/DocumentationCoverage.swift "$work/$module" || failed=1
  echo "API reference: $output/$module.doccarchive"
done
exit "$failed"
