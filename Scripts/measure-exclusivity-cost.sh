#!/usr/bin/env bash
# Measures what Swift's run-time exclusivity checks cost class models: benchmarks the same
# workloads twice in one run of this script, once with the benchmark models built as users'
# modules are by default (full enforcement) and once with them built with
# `-enforce-exclusivity=unchecked` (checks at compile time only), and prints both tables.
#
#   bash Scripts/measure-exclusivity-cost.sh [--filter TEXT] [--data DIR]
#
# The default filter is `github-user`. The library is built the same way both times: only
# the module holding the models changes, as a user's app target would. The second build is
# a copy of the committed checkout (HEAD) in a temporary folder, with the flag added to the
# SampleModels target of the benchmarks' package (Benchmarks/Package.swift); its figures are
# not the project's (the benchmark keeps the default).
# `unsafeFlags` make a package unusable as a dependency, which is why the project itself
# never sets it.
set -euo pipefail
cd "$(dirname "$0")/.."

filter="github-user"
data="$PWD/Tests/Fixtures/bench-data"
while [ $# -gt 0 ]; do
  case "$1" in
  --filter) filter="$2"; shift 2 ;;
  --data) data="$(cd "$2" && pwd)"; shift 2 ;;
  *) echo "usage: $0 [--filter TEXT] [--data DIR]" >&2; exit 2 ;;
  esac
done

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
git archive HEAD | tar -x -C "$work"
manifest_path="$work/Benchmarks/Package.swift"
target='.target(name: "SampleModels", dependencies: ["SeededRandom", .product(name: "ModelMapper", package: library)]),'
grep -qF "$target" "$manifest_path" || { echo "SampleModels target not found in Benchmarks/Package.swift" >&2; exit 1; }
unchecked='.target(name: "SampleModels", dependencies: ["SeededRandom", .product(name: "ModelMapper", package: library)], swiftSettings: [.unsafeFlags(["-enforce-exclusivity=unchecked"])]),'
manifest="$(cat "$manifest_path")"
printf '%s\n' "${manifest/"$target"/"$unchecked"}" >"$manifest_path"
grep -qF 'enforce-exclusivity=unchecked' "$manifest_path" || { echo "could not add the flag" >&2; exit 1; }

build() { swift build -c release --package-path "$1/Benchmarks" --product modelmapper-bench >/dev/null; }
echo "Building (release): the checkout as it is, then the copy with unchecked models" >&2
build "$PWD"
checked="$(swift build -c release --package-path Benchmarks --show-bin-path)/modelmapper-bench"
build "$work"
unchecked_bin="$(swift build -c release --package-path "$work/Benchmarks" --show-bin-path)/modelmapper-bench"

echo "== models with run-time exclusivity checks (the default; what the benchmark reports)"
"$checked" --data "$data" --filter "$filter"
echo
echo "== the same models built with -enforce-exclusivity=unchecked"
"$unchecked_bin" --data "$data" --filter "$filter"
