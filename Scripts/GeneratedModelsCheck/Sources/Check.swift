// Checks one set of generated models: maps its sample, writes it back, and compares the
// result with the input. Members whose value is null are left out of both sides first (an
// optional property set to nil is written as an absent key). Numbers compare exactly: by
// their decimal value, so that `1.50` equals `1.5` but `0.1000000000000000055511` does not
// equal `0.1`, and `1e-400` does not equal `0`.

import Foundation
import ModelMapper

/// The value with every object member whose value is null left out.
func withoutNulls(_ value: JSONValue) -> JSONValue {
  switch value {
  case .object(let object):
    return .object(JSONObject(object.filter { !$0.value.isNull }.map { ($0.key, withoutNulls($0.value)) }))
  case .array(let elements):
    return .array(elements.map(withoutNulls))
  default:
    return value
  }
}

/// Whether two values are the same JSON, numbers compared exactly.
func same(_ lhs: JSONValue, _ rhs: JSONValue) -> Bool {
  switch (lhs, rhs) {
  case (.number(let left), .number(let right)): return left.isExactlyEqual(to: right)
  case (.array(let left), .array(let right)): return left.count == right.count && zip(left, right).allSatisfy(same)
  case (.object(let left), .object(let right)):
    return left.count == right.count
      && left.allSatisfy { member in right[member.key].map { same(member.value, $0) } == true }
  default: return lhs == rhs
  }
}

/// Maps the sample at `path` with `T` (an array of `T` when `array`), writes it back and
/// compares; prints one line and returns 1 on a failure.
func check<T: BaseMappable>(_ type: T.Type, _ path: String, style: String, array: Bool) -> Int {
  let label = "\(path) (\(style))"
  do {
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let written: String?
    if array {
      written = Mapper<T>().mapArray(JSONString: text).flatMap { Mapper<T>().toJSONString($0) }
    } else {
      written = try Mapper<T>().toJSONString(Mapper<T>().mapOrThrow(JSONString: text))
    }
    guard let written else {
      print("FAIL \(label): mapping or writing gave nil")
      return 1
    }
    let input = withoutNulls(try JSONValue(parsing: text))
    let output = withoutNulls(try JSONValue(parsing: written))
    guard same(input, output) else {
      print("FAIL \(label): written back differently:\n\(written)")
      return 1
    }
    print("ok   \(label)")
    return 0
  } catch {
    print("FAIL \(label): \(error)")
    return 1
  }
}
