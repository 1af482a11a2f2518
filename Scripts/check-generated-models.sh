#!/usr/bin/env bash
# Checks that `modelmapper generate` writes code that compiles and maps its samples back:
# for every sample (the real files in Tests/Fixtures/bench-data, the project's
# Examples/ and the generator's edge-case samples) and every style, it generates the
# models, compiles them with the library, maps the sample, writes it back, and compares
# the result with the input. Members whose value is null are left out of both sides first:
# an optional property set to nil is written as an absent key.
set -euo pipefail
cd "$(dirname "$0")/.."

swift build --product modelmapper >/dev/null
bin="$(swift build --show-bin-path)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

samples=(Examples/*.json Tests/ModelMapperCodeGenTests/Samples/*.json)
samples+=(Tests/Fixtures/bench-data/*.json)

checks=""
index=0
for sample in "${samples[@]}"; do
  for style in class struct immutable; do
    index=$((index + 1))
    namespace="Sample${index}"
    {
      printf 'import Foundation\nimport ModelMapper\n\n'
      echo "enum ${namespace} {"
      "$bin/modelmapper" generate "$sample" --name Root --style "$style" | grep -v '^import '
      echo "}"
    } > "$work/${namespace}.swift"
    array=false
    if head -c 200 "$sample" | tr -d ' \n\t\r' | grep -q '^\['; then array=true; fi
    checks+="  failures += check(${namespace}.Root.self, \"$sample\", style: \"$style\", array: $array)"$'\n'
  done
done

cat > "$work/main.swift" <<SWIFT
import Foundation
import ModelMapper

/// The value with every object member whose value is null left out.
func withoutNulls(_ value: JSONValue) -> JSONValue {
  switch value {
  case .object(let object):
    return .object(JSONObject(object.filter { !\$0.value.isNull }.map { (\$0.key, withoutNulls(\$0.value)) }))
  case .array(let elements):
    return .array(elements.map(withoutNulls))
  default:
    return value
  }
}

func check<T: BaseMappable>(_ type: T.Type, _ path: String, style: String, array: Bool) -> Int {
  let label = "\(path) (\(style))"
  do {
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let written: String?
    if array {
      written = Mapper<T>().mapArray(JSONString: text).flatMap { Mapper<T>().toJSONString(\$0) }
    } else {
      written = try Mapper<T>().toJSONString(Mapper<T>().mapOrThrow(JSONString: text))
    }
    guard let written else {
      print("FAIL \(label): mapping or writing gave nil")
      return 1
    }
    let input = withoutNulls(try JSONValue(parsing: text))
    let output = withoutNulls(try JSONValue(parsing: written))
    guard input == output else {
      print("FAIL \(label): written back differently")
      try? written.write(toFile: "/tmp/generated-roundtrip-failure.json", atomically: true, encoding: .utf8)
      return 1
    }
    print("ok   \(label)")
    return 0
  } catch {
    print("FAIL \(label): \(error)")
    return 1
  }
}

var failures = 0
$checks
if failures > 0 {
  print("\(failures) generated model set(s) did not round-trip")
  exit(1)
}
SWIFT

swiftc -swift-version 6 -I "$bin/Modules" "$work"/*.swift "$bin"/ModelMapper.build/*.o -o "$work/check"
"$work/check"
