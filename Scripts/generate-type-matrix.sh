#!/usr/bin/env bash
# Writes the models of the type matrix (Tests/ModelMapperTests/TypeMatrix/Generated) with
# Scripts/GenerateTypeMatrix.swift and formats them. With --check (run by CI), fails when
# the committed files differ from what the generator writes.
#
#   bash Scripts/generate-type-matrix.sh [--check]
set -euo pipefail
cd "$(dirname "$0")/.."

target=Tests/ModelMapperTests/TypeMatrix/Generated
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
swift Scripts/GenerateTypeMatrix.swift "$work/Generated"
swift format --in-place --configuration .swift-format "$work"/Generated/*.swift

if [ "${1:-}" = "--check" ]; then
  if ! diff -r "$target" "$work/Generated" >/dev/null; then
    diff -ru "$target" "$work/Generated" | head -40
    echo "$target is out of date: run bash Scripts/generate-type-matrix.sh"
    exit 1
  fi
  echo "type matrix models are up to date"
else
  rm -rf "$target"
  cp -r "$work/Generated" "$target"
  echo "wrote $target"
fi
