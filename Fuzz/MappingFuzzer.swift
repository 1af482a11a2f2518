// A libFuzzer target for the mapping layer. Built by Fuzz/run.sh (`mapping`) with the
// library as its own module, the type matrix's models (Tests/ModelMapperTests/TypeMatrix)
// and MappingZoo.swift; not part of the package build.
//
// An input is a model selector byte, an options byte, and JSON text. The text is mapped into
// the selected model (every kind of model, every scalar in every container, transforms, key
// paths, fallback keys, hooks, class clusters) with the selected options, through every entry
// point: the throwing one, the optional one, and from `[String: Any]`. Whatever maps must be
// written, and what is written must read back into a model that writes the same text: the
// first write is a fixed point. Nothing may crash, hang or leak.

import Foundation
import ModelMapper

/// One model type of the zoo, as a check of one input.
struct ZooEntry {
  let name: String
  let check: (String, MappingOptions) -> Void
}

/// Maps `text` into `M` every way, and checks that what is written reads back unchanged.
func check<M: BaseMappable>(_ type: M.Type, _ text: String, _ options: MappingOptions) {
  let mapper = Mapper<M>(options: options)
  _ = try? mapper.mapOrThrow(JSONString: text)
  _ = mapper.mapArray(JSONString: text)
  guard let model = mapper.map(JSONString: text) else { return }
  guard let first = mapper.toJSONString(model) else { return }
  guard let back = mapper.map(JSONString: first) else {
    fail("\(M.self) with \(options): the written text did not map back:\n\(text)\n\(first)")
  }
  let second = mapper.toJSONString(back)
  if second != first {
    fail("\(M.self) with \(options): written again differently:\n\(text)\n\(first)\n\(second ?? "nil")")
  }
  let dictionary = mapper.toJSON(model)
  // Foundation numbers may respell a number (`0e400` comes back as `0`): the values must be
  // exactly the same.
  let fromDictionary = mapper.map(JSON: dictionary).flatMap { mapper.toJSONString($0) }
  guard let fromDictionary, let written = try? JSONValue(parsing: first),
    let again = try? JSONValue(parsing: fromDictionary), same(written, again)
  else {
    fail("\(M.self) with \(options): through [String: Any]:\n\(text)\n\(first)\n\(fromDictionary ?? "nil")")
  }
}

/// Whether two values are the same JSON, with numbers compared exactly.
func same(_ lhs: JSONValue, _ rhs: JSONValue) -> Bool {
  switch (lhs, rhs) {
  case (.number(let left), .number(let right)): return left.isExactlyEqual(to: right)
  case (.array(let left), .array(let right)):
    guard left.count == right.count else { return false }
    if zip(left, right).allSatisfy(same) { return true }
    // A set is written sorted by its elements' text, so a respelled number (`0e400` as `0`)
    // may move: the same elements in another order are the same set.
    var unmatched = right
    for element in left {
      guard let match = unmatched.firstIndex(where: { same(element, $0) }) else { return false }
      unmatched.remove(at: match)
    }
    return true
  case (.object(let left), .object(let right)):
    return left.count == right.count && zip(left, right).allSatisfy { $0.key == $1.key && same($0.value, $1.value) }
  default: return lhs == rhs
  }
}

/// Reports a failed check on standard error (an optimized build drops `precondition`'s
/// message) and crashes, for libFuzzer to keep the input.
func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data(("mapping fuzzer: " + message + "\n").utf8))
  abort()
}

/// Every model the fuzzer maps into.
let zoo: [ZooEntry] = {
  var entries: [ZooEntry] = []
  func add<M: BaseMappable>(_ type: M.Type) {
    entries.append(ZooEntry(name: "\(M.self)") { check(M.self, $0, $1) })
  }
  for model in typeMatrixModels() { add(model) }
  add(PathsModel.self)
  add(HookedModel.self)
  add(Shape.self)
  add(Drawing.self)
  add(ImmutableDrawing.self)
  return entries
}()

/// The option sets an input can select.
let optionSets: [MappingOptions] = [[], .strict, .lenientConversion, .snakeCaseKeys, [.strict, .lenientConversion]]

/// Seeds for the hand-written zoo models (the matrix models are seeded from their samples).
let zooSeeds: [String: [String]] = [
  "PathsModel": [
    #"{"ID": 7, "address": {"city": "Oslo", "zip": "0150"}, "tags": ["a", "b"], "a": {"b": {"c": {"d": [1, 2]}}},"#
      + #" "x": {"y": 1.5}, "dotted.key": true, "nickname": null}"#
  ],
  "HookedModel": [#"{"id": 1, "name": "root", "children": [{"id": 2}, {"id": -1}, {"id": 3, "name": "hidden"}]}"#],
  "Shape": [#"{"kind": "square", "side": 2, "corners": {"a": 1}}"#, #"{"kind": "circle", "radius": 1.5}"#],
  "Drawing": [
    #"{"title": "t", "shapes": [{"kind": "circle", "radius": 2}], "by_name": {"s": {"kind": "square"}},"#
      + #" "created": 1442377209, "edited": "2015-09-16T12:20:09+08:00", "link": "https://a.example/x","#
      + #" "price": 19.99, "flexible": ["2015-09-16", 1442377209123], "size": "{1, 2}", "lenient": ["1", 2]}"#
  ],
  "ImmutableDrawing": [#"{"name": "n", "meta": {"owner": "o"}, "shapes": [{"kind": "circle"}], "tags": ["x"]}"#],
]

/// libFuzzer's entry point: checks one input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMapping(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  guard size >= 2 else { return 0 }
  let entry = zoo[Int(data[0]) % zoo.count]
  let options = optionSets[Int(data[1]) % optionSets.count]
  guard let text = String(validating: UnsafeBufferPointer(start: data + 2, count: size - 2), as: UTF8.self)
  else { return 0 }
  entry.check(text, options)
  return 0
}

/// With `MAPPING_FUZZ_SEEDS=DIR`, writes a seed corpus into DIR and exits: each matrix model
/// with each of its samples, and the zoo's own seeds.
@_cdecl("LLVMFuzzerInitialize")
public func initializeMapping(
  _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
)
  -> CInt
{
  guard let directory = ProcessInfo.processInfo.environment["MAPPING_FUZZ_SEEDS"] else { return 0 }
  var written = 0
  func seed(_ index: Int, _ text: String) {
    let bytes = [UInt8(index % 256), UInt8(written % optionSets.count)] + Array(text.utf8)
    let url = URL(fileURLWithPath: directory).appendingPathComponent("seed-\(written)")
    try? Data(bytes).write(to: url)
    written += 1
  }
  func seeds<M: MatrixModel>(_ type: M.Type, _ index: Int) {
    for sample in 0..<min(M.Scalar.edgeCount, 3) {
      if let text = M(cells: MatrixCells<M.Scalar>.sample(sample, extra: M.hasExtra)).toJSONString() {
        seed(index, text)
      }
    }
  }
  for (index, model) in typeMatrixModels().enumerated() { seeds(model, index) }
  for (index, entry) in zoo.enumerated() {
    for text in zooSeeds[entry.name] ?? [] { seed(index, text) }
  }
  print("wrote \(written) seeds to \(directory)")
  exit(0)
}
