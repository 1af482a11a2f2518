// A libFuzzer target for the engine's Codable coders. Built by Fuzz/run.sh (`codable`) with
// the engine's sources and CodableZoo.swift; not part of the package build.
//
// An input is a type selector byte, a strategies byte, and the bytes to decode (any bytes:
// invalid UTF-8, truncated and mutated documents). ModelMapperJSONDecoder decodes them into
// the selected type from `Data`, from `[UInt8]` and (when they are UTF-8) from a `String`:
// the three must agree, and a failure must be a `DecodingError`, never a crash or a trap.
// What decodes is encoded by ModelMapperJSONEncoder and decoded again: the second encoding
// must be the first (a fixed point; with keys as they are); written in one pass (without
// `.sortedKeys`), it must have the same members. Where Foundation's JSONDecoder decodes the
// input too, both values must encode to the same text.

import Foundation

/// Reports a failed check on standard error and crashes, for libFuzzer to keep the input.
func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data(("codable fuzzer: " + message + "\n").utf8))
  abort()
}

/// The strategies an input selects: bits of its second byte.
struct FuzzStrategies {
  let bits: UInt8

  var decoder: ModelMapperJSONDecoder {
    let decoder = ModelMapperJSONDecoder()
    if bits & 1 != 0 { decoder.keyDecodingStrategy = .convertFromSnakeCase }
    decoder.dateDecodingStrategy =
      [.deferredToDate, .secondsSince1970, .millisecondsSince1970, .iso8601][
        Int(bits >> 1 & 3)]
    if bits & 8 != 0 { decoder.dataDecodingStrategy = .deferredToData }
    if bits & 16 != 0 {
      decoder.nonConformingFloatDecodingStrategy = .convertFromString(
        positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    }
    return decoder
  }

  var encoder: ModelMapperJSONEncoder {
    let encoder = ModelMapperJSONEncoder()
    encoder.outputFormatting = bits & 32 != 0 ? [.sortedKeys, .prettyPrinted] : .sortedKeys
    if bits & 1 != 0 { encoder.keyEncodingStrategy = .convertToSnakeCase }
    encoder.dateEncodingStrategy =
      [.deferredToDate, .secondsSince1970, .millisecondsSince1970, .iso8601][
        Int(bits >> 1 & 3)]
    if bits & 8 != 0 { encoder.dataEncodingStrategy = .deferredToData }
    if bits & 16 != 0 {
      encoder.nonConformingFloatEncodingStrategy = .convertToString(
        positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    }
    return encoder
  }

  var foundationDecoder: JSONDecoder {
    let decoder = JSONDecoder()
    if bits & 1 != 0 { decoder.keyDecodingStrategy = .convertFromSnakeCase }
    decoder.dateDecodingStrategy =
      [.deferredToDate, .secondsSince1970, .millisecondsSince1970, .iso8601][
        Int(bits >> 1 & 3)]
    if bits & 8 != 0 { decoder.dataDecodingStrategy = .deferredToData }
    if bits & 16 != 0 {
      decoder.nonConformingFloatDecodingStrategy = .convertFromString(
        positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    }
    return decoder
  }
}

/// Decodes `bytes` as `T` every way and checks what the header describes.
func check<T: Codable>(_ type: T.Type, _ bytes: UnsafeBufferPointer<UInt8>, _ strategies: FuzzStrategies) {
  let decoder = strategies.decoder
  let data = Data(bytes)
  func outcome(_ body: () throws -> T) -> Result<T, any Error> {
    do { return .success(try body()) } catch { return .failure(error) }
  }
  let fromData = outcome { try decoder.decode(T.self, from: data) }
  let fromBytes = outcome { try decoder.decode(T.self, from: Array(bytes)) }
  let encoder = strategies.encoder
  func text(_ result: Result<T, any Error>) -> String? {
    guard case .success(let value) = result else { return nil }
    do {
      return try encoder.encodeToString(value)
    } catch is EncodingError {
      return "(cannot be encoded)"
    } catch {
      fail("\(T.self): encoding threw \(error), not an EncodingError")
    }
  }
  if case .failure(let error) = fromData, !(error is DecodingError) {
    fail("\(T.self): decoding threw \(error), not a DecodingError")
  }
  let first = text(fromData)
  if text(fromBytes) != first { fail("\(T.self): Data and [UInt8] decode differently") }
  if let string = String(validating: bytes, as: UTF8.self),
    text(outcome { try decoder.decode(T.self, from: string) }) != first
  {
    fail("\(T.self): Data and String decode differently")
  }
  guard let first, first != "(cannot be encoded)" else { return }
  // The one-pass writer (no `.sortedKeys`; its encoder kept from call to call) writes the
  // same members as the tree did.
  if case .success(let value) = fromData {
    let streaming = strategies.encoder
    streaming.outputFormatting.remove(.sortedKeys)
    guard let streamed = try? streaming.encodeToString(value) else {
      fail("\(T.self): the one-pass writer failed where the tree wrote:\n\(first)")
    }
    let members = try? JSONDocument(parsing: streamed).root.value
    if members == nil || members != (try? JSONDocument(parsing: first).root.value) {
      fail("\(T.self): the one-pass writer wrote other members:\n\(streamed)\n\(first)")
    }
  }
  // The written text reads back to a value written the same (with keys as they are:
  // snake_case and camelCase conversions are not each other's inverse, `a_b_C` is `aBC`,
  // written `a_bc`).
  let again = outcome { try decoder.decode(T.self, from: first) }
  if strategies.bits & 1 == 0 {
    guard let second = text(again), second == first else {
      fail("\(T.self): written text does not read back the same:\n\(first)\n\(again)")
    }
  }
  // Foundation, where it decodes the input too, reads the same value (except where its
  // choice varies from run to run).
  if let foundation = try? strategies.foundationDecoder.decode(T.self, from: data),
    let written = try? encoder.encodeToString(foundation), written != first,
    !((try? JSONDocument(parsing: data).root.value).map(hasKeysNamingOneInteger) ?? false)
  {
    fail("\(T.self): Foundation decoded another value:\n\(written)\n\(first)")
  }
}

/// Whether an object in `value` has two keys that name the same integer (`"0"`, `"-0"`,
/// `"+0"`). Decoded into `[Int: V]`, ModelMapper keeps the last of them in the document;
/// Foundation keeps the one its dictionary's hash order puts last, which differs from run to
/// run (Swift seeds hashing per process).
func hasKeysNamingOneInteger(_ value: JSONValue) -> Bool {
  switch value {
  case .object(let object):
    var integers = Set<Int>()
    for key in object.keys {
      if let integer = Int(key), !integers.insert(integer).inserted { return true }
    }
    return object.values.contains(where: hasKeysNamingOneInteger)
  case .array(let elements): return elements.contains(where: hasKeysNamingOneInteger)
  default: return false
  }
}

/// The types an input can select.
let zoo: [(UnsafeBufferPointer<UInt8>, FuzzStrategies) -> Void] = [
  { check(Scalars.self, $0, $1) },
  { check(Wide.self, $0, $1) },
  { check(Specials.self, $0, $1) },
  { check(Containers.self, $0, $1) },
  { check(Dog.self, $0, $1) },
  { check(HandWritten.self, $0, $1) },
  { check([Event].self, $0, $1) },
  { check([String: Tone?].self, $0, $1) },
  { check([String: [LenientValue]].self, $0, $1) },
]

/// libFuzzer's entry point: checks one input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCodable(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  guard size >= 2 else { return 0 }
  zoo[Int(data[0]) % zoo.count](UnsafeBufferPointer(start: data + 2, count: size - 2), FuzzStrategies(bits: data[1]))
  return 0
}

/// With `CODABLE_FUZZ_SEEDS=DIR`, writes a seed corpus into DIR and exits: each sample
/// encoded with each of a few strategy sets.
@_cdecl("LLVMFuzzerInitialize")
public func initializeCodable(
  _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
) -> CInt {
  guard let directory = ProcessInfo.processInfo.environment["CODABLE_FUZZ_SEEDS"] else { return 0 }
  var written = 0
  func seed<T: Encodable>(_ index: Int, _ value: T) {
    for bits: UInt8 in [0, 1, 6, 8, 16, 32] {
      guard let text = try? FuzzStrategies(bits: bits).encoder.encode(value) else { continue }
      let bytes = [UInt8(index), bits] + Array(text)
      try? Data(bytes).write(to: URL(fileURLWithPath: directory).appendingPathComponent("seed-\(written)"))
      written += 1
    }
  }
  seed(0, CodableSamples.scalars)
  seed(1, CodableSamples.wide)
  seed(2, CodableSamples.specials)
  seed(3, CodableSamples.containers)
  seed(4, CodableSamples.dog)
  seed(5, CodableSamples.handWritten)
  seed(6, CodableSamples.containers.events)
  seed(7, ["a": Tone.calm, "b": nil])
  seed(8, CodableSamples.lenient)
  print("wrote \(written) seeds to \(directory)")
  exit(0)
}
