#!/usr/bin/env bash
# Writes the mapping layer's overload families (the `<-` and `>>>` operators and the throwing
# getters `map.value(...)`, Sources/ModelMapper/{Operators,Getters}/*.generated.swift) with
# Scripts/GenerateOverloads.swift, from its table and documentation template, and formats
# them. With --check (run by CI), fails when the committed files differ from what the
# generator writes.
#
#   bash Scripts/generate-overloads.sh [--check]
set -euo pipefail
cd "$(dirname "$0")/.."

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
swift Scripts/GenerateOverloads.swift "$work"
swift format --in-place --configuration .swift-format "$work"/Operators/*.swift "$work"/Getters/*.swift

status=0
for folder in Operators Getters; do
  target="Sources/ModelMapper/$folder"
  if [ "${1:-}" = "--check" ]; then
    for file in "$work/$folder"/*.generated.swift; do
      committed="$target/$(basename "$file")"
      if ! diff -u "$committed" "$file" >"$work/diff" 2>&1; then
        head -40 "$work/diff"
        status=1
      fi
    done
    for committed in "$target"/*.generated.swift; do
      [ -e "$work/$folder/$(basename "$committed")" ] || { echo "$committed is not generated any more"; status=1; }
    done
  else
    rm -f "$target"/*.generated.swift
    cp "$work/$folder"/*.generated.swift "$target/"
  fi
done
if [ "${1:-}" = "--check" ]; then
  [ "$status" -eq 0 ] || { echo "the overload families are out of date: run bash Scripts/generate-overloads.sh"; exit 1; }
  echo "the overload families are up to date"
else
  echo "wrote Sources/ModelMapper/{Operators,Getters}/*.generated.swift"
fi
