#!/usr/bin/env bash
# Compiles and runs every Swift code block in README.md and Docs/*.md against the library
# and checks their promised output (conventions: Scripts/DocExamples.swift). Then follows
# the README's installation section: a new package with the README's Package.swift, which
# depends on this checkout by path, builds and runs the README's first example. The checkout
# is linked under another folder name than ModelMapper's, as a user's clone may be named.
set -euo pipefail
cd "$(dirname "$0")/.."

swift Scripts/DocExamples.swift "$PWD" README.md Docs/*.md

echo "installation: the README's Package.swift, with the clone in a folder named mm-clone"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/App/Sources/App"
ln -s "$PWD" "$work/mm-clone"
# The manifest is the README block that starts with `// swift-tools-version`, with the
# clone's path changed to the folder above; the program is the README's first Swift block.
awk '/^```swift/ { inside = 1; first = 1; next }
     /^```/ { inside = 0; next }
     inside && first && !/^\/\/ swift-tools-version/ { inside = 0 }
     inside { print; first = 0 }' README.md | sed 's#"\.\./ModelMapper"#"../mm-clone"#' >"$work/App/Package.swift"
awk '/^```swift/ && !done { inside = 1; next } /^```/ && inside { exit } inside' README.md \
  >"$work/App/Sources/App/main.swift"
grep -q 'swift-tools-version' "$work/App/Package.swift" || {
  echo "no Package.swift block in README.md"
  exit 1
}
grep -q '"../mm-clone"' "$work/App/Package.swift" || {
  echo "the README's Package.swift does not name the clone as \"../ModelMapper\""
  exit 1
}
(cd "$work/App" && swift build >/dev/null && "$(swift build --show-bin-path)/App")
