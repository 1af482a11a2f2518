import Foundation
import ModelMapperJSON
import SeededRandom
import TestSupport
import Testing

@Suite("Seeded random round trips: value, write, parse, compare")
struct RandomRoundTripTests {
  static func randomString(_ random: inout SeededGenerator) -> String {
    let pool: [Unicode.Scalar] = [
      "a", "Z", "0", " ", "\"", "\\", "/", "\n", "\t", "\u{0}", "\u{1F}", "\u{7F}", "é", "中", "😀", "\u{2028}",
      "\u{FFFF}", "\u{10FFFF}",
    ]
    var scalars = String.UnicodeScalarView()
    for _ in 0..<Int.random(in: 0...12, using: &random) {
      scalars.append(pool[Int.random(in: 0..<pool.count, using: &random)])
    }
    return String(scalars)
  }

  static func randomNumber(_ random: inout SeededGenerator) -> JSONNumber {
    switch Int.random(in: 0..<5, using: &random) {
    case 0: return JSONNumber(Int64.random(in: .min ... .max, using: &random))
    case 1: return JSONNumber(UInt64.random(in: UInt64(Int64.max)...UInt64.max, using: &random))
    case 2:
      let value = Double(bitPattern: random.next())
      return JSONNumber(value.isFinite ? value : 0.5)
    case 3: return JSONNumber(Double.random(in: -1000...1000, using: &random))
    default: return JSONNumber(Int.random(in: -100...100, using: &random))
    }
  }

  static func randomValue(_ random: inout SeededGenerator, depth: Int) -> JSONValue {
    let kind = Int.random(in: 0..<(depth > 5 ? 4 : 6), using: &random)
    switch kind {
    case 0: return .null
    case 1: return .bool(Bool.random(using: &random))
    case 2: return .number(randomNumber(&random))
    case 3: return .string(randomString(&random))
    case 4:
      return .array((0..<Int.random(in: 0...5, using: &random)).map { _ in randomValue(&random, depth: depth + 1) })
    default:
      var object = JSONObject()
      for _ in 0..<Int.random(in: 0...5, using: &random) {
        object[randomString(&random)] = randomValue(&random, depth: depth + 1)
      }
      return .object(object)
    }
  }

  @Test(
    "random values survive compact, pretty, sorted and ASCII-only round trips", arguments: [1, 2, 3, 4] as [UInt64])
  func roundTrip(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    let writers = [
      JSONWriter(), JSONWriter(options: .pretty), JSONWriter(options: .init(sortsKeys: true)),
      JSONWriter(options: .init(prettyPrinted: true, indentWidth: 3, escapesSlashes: true, escapesNonASCII: true)),
    ]
    for _ in 0..<300 {
      let value = Self.randomValue(&random, depth: 0)
      for writer in writers {
        let text = try writer.bytes(value)
        let document = try JSONDocument(parsing: text)
        #expect(document.root.value == value)
        // Writing the parsed document gives the same text as writing the value.
        #expect(writer.bytes(document.root) == text)
      }
    }
  }
}
