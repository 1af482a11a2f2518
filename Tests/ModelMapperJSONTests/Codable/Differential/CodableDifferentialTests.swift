import Foundation
import ModelMapperJSON
import SeededRandom
import Testing

/// ModelMapper's Codable decoder against Foundation's own, on this machine: generated types
/// (every scalar and container, nested, optional, enums, a class with `super`), documents of
/// them in every strategy, and mutations of those documents (wrong types, missing and repeated
/// keys, nulls, numbers out of range, invalid UTF-8, truncation). Both must give equal values,
/// or the same error case, type and coding path.
///
/// `swift test` runs a seeded sample; `MODELMAPPER_DIFFERENTIAL_DOCUMENTS=1000000` (and
/// `MODELMAPPER_DIFFERENTIAL_SEED`) runs as many as asked.
@Suite("The Codable decoder against Foundation's JSONDecoder, on generated types and documents")
struct CodableDifferentialTests {
  static let environment = ProcessInfo.processInfo.environment
  static let documents = environment["MODELMAPPER_DIFFERENTIAL_DOCUMENTS"].flatMap(Int.init) ?? 4000
  static let firstSeed = environment["MODELMAPPER_DIFFERENTIAL_SEED"].flatMap(UInt64.init) ?? 1

  /// How a document is made.
  enum Kind: CaseIterable {
    case valid, mutated, damaged
  }

  /// The strategies, type, document and both outcomes of one seed.
  struct Case {
    var strategies: Strategies
    var shape: Shape
    var text: [UInt8]
    var kind: Kind
    var foundation: Outcome
    var ours: Outcome
  }

  static func run(seed: UInt64) -> Case {
    var random = SeededGenerator(seed: seed &* 0x9E37_79B9_7F4A_7C15)
    var strategies = Strategies()
    strategies.keys = [.useDefault, .useDefault, .snakeCase, .custom].randomElement(using: &random)!
    strategies.dates = Strategies.Dates.allCases.randomElement(using: &random)!
    strategies.data = [.base64, .base64, .deferred, .custom].randomElement(using: &random)!
    strategies.convertsFloats = Int.random(in: 0..<5, using: &random) == 0
    var shapes = ShapeMaker(random: random)
    let shape = shapes.object(depth: 0)
    var maker = DocumentMaker(random: shapes.random, strategies: strategies)
    let value = maker.value(of: shape)
    var tree = maker.tree(value, shape)
    let kind: Kind
    switch seed % 10 {
    case 0..<5: kind = .valid
    case 5..<9: kind = .mutated
    default: kind = .damaged
    }
    if kind != .valid { tree = maker.mutate(tree) }
    var text = maker.text(tree)
    if kind == .damaged { text = maker.damage(text) }
    let data = Data(text)
    let foundation = Outcome { try Coders.foundation(strategies, shape).decode(DynamicValue.self, from: data) }
    let ours = Outcome { try Coders.modelMapper(strategies, shape).decode(DynamicValue.self, from: data) }
    return Case(strategies: strategies, shape: shape, text: text, kind: kind, foundation: foundation, ours: ours)
  }

  @Test("equal values, or the same error case, type and coding path, on every generated document")
  func decodingAgrees() {
    var failures = 0
    var decoded = 0
    var failed = 0
    var deviations: [Deviation: Int] = [:]
    for seed in Self.firstSeed..<Self.firstSeed + UInt64(Self.documents) {
      let result = Self.run(seed: seed)
      var deviation: Deviation?
      if let difference = compare(result.foundation, result.ours, shape: result.shape, deviation: &deviation) {
        failures += 1
        if failures <= 10 {
          Issue.record(
            """
            seed \(seed) (\(result.kind)), \(result.strategies)
            type \(result.shape)
            document \(String(decoding: result.text, as: UTF8.self))
            \(difference)
            """)
        }
      }
      if let deviation { deviations[deviation, default: 0] += 1 }
      if case .value = result.foundation { decoded += 1 } else { failed += 1 }
    }
    let summary = deviations.map { "\($0.value) × \($0.key.rawValue)" }.joined(separator: "; ")
    print(
      "Codable differential: \(Self.documents) documents from seed \(Self.firstSeed): \(decoded) decoded, "
        + "\(failed) errors, \(failures) disagreements; known Foundation faults: \(summary.isEmpty ? "none" : summary)")
    #expect(failures == 0)
    // The generator makes mostly documents that decode, and errors of every kind.
    #expect(decoded > Self.documents * 4 / 10)
    #expect(failed > Self.documents / 5)
  }

  /// Encodes a generated value with both encoders: the same error case and path, or texts
  /// that Foundation's decoder reads back to equal values.
  static func encode(seed: UInt64, deviation: inout Deviation?) -> String? {
    var random = SeededGenerator(seed: seed &* 0xD1B5_4A32_D192_ED03)
    var strategies = Strategies()
    strategies.keys = [.useDefault, .useDefault, .snakeCase, .custom].randomElement(using: &random)!
    strategies.dates = Strategies.Dates.allCases.randomElement(using: &random)!
    strategies.data = [.base64, .base64, .deferred, .custom].randomElement(using: &random)!
    strategies.convertsFloats = Bool.random(using: &random)
    strategies.sortsKeys = Int.random(in: 0..<5, using: &random) == 0
    strategies.prettyPrints = Int.random(in: 0..<5, using: &random) == 0
    strategies.keepsSlashes = Bool.random(using: &random)
    var shapes = ShapeMaker(random: random)
    let shape = shapes.object(depth: 0)
    var maker = DocumentMaker(random: shapes.random, strategies: strategies, nonFiniteLeft: 1)
    let value = DynamicValue(maker.value(of: shape), shape: shape)
    let foundation = Encoded { try Coders.foundationEncoder(strategies, shape).encode(value) }
    let ours = Encoded { try Coders.modelMapperEncoder(strategies, shape).encode(value) }
    let context = "seed \(seed), \(strategies)\ntype \(shape)\nvalue \(value.value)"
    switch (foundation, ours) {
    case (.text(let a), .text(let b)):
      // With sorted keys the member order is fixed, so the texts are the same bytes.
      if strategies.sortsKeys, a != b {
        return "\(context)\nFoundation wrote \(String(decoding: a, as: UTF8.self))\n"
          + "ModelMapper wrote \(String(decoding: b, as: UTF8.self))"
      }
      let decoder = Coders.foundation(strategies, shape)
      if case .custom = strategies.keys {
        decoder.keyDecodingStrategy = .custom(Coders.customKey)
      }
      let fromFoundation = Outcome { try decoder.decode(DynamicValue.self, from: a) }
      let fromOurs = Outcome { try decoder.decode(DynamicValue.self, from: b) }
      let texts =
        "\(context)\nFoundation wrote \(String(decoding: a, as: UTF8.self))\n"
        + "ModelMapper wrote \(String(decoding: b, as: UTF8.self))"
      // Otherwise the texts may order members differently, and must be the same JSON.
      guard Self.sameJSON(a, b) else { return "\(texts)\nnot the same JSON" }
      // Both read back to equal values, or fail alike: where a value does not survive the
      // round trip (a snake_case key that does not convert back), which member the decoder
      // meets first depends on the member order.
      if case .error(let errorA) = fromFoundation, case .error(let errorB) = fromOurs {
        let (nameA, typeA, _, _) = Outcome.parts(errorA)
        let (nameB, typeB, _, _) = Outcome.parts(errorB)
        return nameA == nameB && typeA == typeB ? nil : "\(texts)\nread back: \(errorA)\n\(errorB)"
      }
      return compare(fromFoundation, fromOurs, deviation: &deviation).map { "\(texts)\nread back: \($0)" }
    case (.error(let a), .error(let b)):
      return Encoded.compare(a, b, deviation: &deviation).map { "\(context)\n\($0)" }
    default:
      return "\(context)\nFoundation: \(foundation)\nModelMapper: \(ours)"
    }
  }

  /// Whether two texts are the same JSON, members in any order (Foundation's parser).
  static func sameJSON(_ a: Data, _ b: Data) -> Bool {
    let x = try? JSONSerialization.jsonObject(with: a, options: .fragmentsAllowed) as? NSObject
    let y = try? JSONSerialization.jsonObject(with: b, options: .fragmentsAllowed) as? NSObject
    return x != nil && x == y
  }

  @Test("encoding: the same error case and path, or text Foundation reads back to the same values")
  func encodingAgrees() {
    var failures = 0
    var encoded = 0
    var deviations: [Deviation: Int] = [:]
    let count = Self.documents / 2
    for seed in Self.firstSeed..<Self.firstSeed + UInt64(count) {
      var deviation: Deviation?
      let difference = Self.encode(seed: seed, deviation: &deviation)
      if let deviation { deviations[deviation, default: 0] += 1 }
      guard let difference else {
        encoded += deviation == nil ? 1 : 0
        continue
      }
      failures += 1
      if failures <= 10 { Issue.record(Comment(rawValue: difference)) }
    }
    let summary = deviations.map { "\($0.value) × \($0.key.rawValue)" }.joined(separator: "; ")
    print(
      "Codable differential (encoding): \(count) values from seed \(Self.firstSeed): \(failures) disagreements; "
        + "known Foundation faults: \(summary.isEmpty ? "none" : summary)")
    #expect(failures == 0)
    #expect(encoded > count / 2)
  }
}
