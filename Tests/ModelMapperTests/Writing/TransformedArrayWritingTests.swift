import Foundation
import SeededRandom
import Testing

@testable import ModelMapper

/// A transform that overrides ModelMapper's date writing, as a user's subclass may: its own
/// `transformToJSON` must be called for every element.
final class ShoutingDayTransform: CustomDateFormatTransform, @unchecked Sendable {
  init() { super.init(formatString: "yyyy-MM-dd") }

  override func transformToJSON(_ value: Date?) -> String? {
    super.transformToJSON(value).map { $0 + "!" }
  }
}

/// Arrays through transforms, as apps map them: dates in several forms (one array behind a
/// key path, one optional), URLs, and custom transforms that drop elements or write a
/// container per element.
final class TransformedArrays: Mappable {
  var twitter: [Date] = []
  var iso: [Date]?
  var flexible: [Date] = []
  var epochs: [Date] = []
  var days: [Date] = []
  var links: [URL] = []
  var nested: [Date] = []
  var evens: [Int] = []
  var pairs: [Int] = []
  var after = 7

  init() {}
  required init?(map: Map) {}

  func mapping(map: Map) {
    twitter <- (map["twitter"], CustomDateFormatTransform(formatString: "EEE MMM dd HH:mm:ss Z yyyy"))
    iso <- (map["iso"], ISO8601DateTransform())
    flexible <- (map["flexible"], FlexibleDateTransform())
    epochs <- (map["epochs"], DateTransform())
    days <- (map["days"], ShoutingDayTransform())
    links <- (map["links"], URLTransform())
    nested <- (map["meta.when"], FlexibleDateTransform(writingFormat: "yyyy-MM-dd HH:mm:ss"))
    // Odd numbers give nil and are dropped, as `compactMap` drops them.
    evens <- (
      map["evens"],
      TransformOf<Int, Int>(fromJSON: { $0 }, toJSON: { value in value.flatMap { $0 % 2 == 0 ? $0 : nil } })
    )
    // Each element written as an object: a container inside the streamed array.
    pairs <- (
      map["pairs"],
      TransformOf<Int, [String: Int]>(fromJSON: { $0?["n"] }, toJSON: { value in value.map { ["n": $0] } })
    )
    after <- map["after"]
  }

  /// A model with `count` elements in each array, from seeded instants in 1970 to 2038.
  static func random(_ random: inout SeededGenerator, count: Int) -> TransformedArrays {
    let model = TransformedArrays()
    func dates(milliseconds: Bool) -> [Date] {
      (0..<count).map { _ in
        let seconds = Double(Int64.random(in: 0...2_147_483_647, using: &random))
        let fraction = milliseconds ? Double(Int.random(in: 0..<1000, using: &random)) / 1000 : 0
        return Date(timeIntervalSince1970: seconds + fraction)
      }
    }
    model.twitter = dates(milliseconds: false)
    model.iso = Bool.random(using: &random) ? dates(milliseconds: false) : nil
    model.flexible = dates(milliseconds: true)
    model.epochs = dates(milliseconds: true)
    model.days = dates(milliseconds: false)
    model.links = (0..<count).compactMap { URL(string: "https://example.com/\($0)?q=\"a\\b\"") }
    model.nested = dates(milliseconds: false)
    model.evens = (0..<count).map { _ in Int.random(in: -50...50, using: &random) }
    model.pairs = (0..<count).map { _ in Int.random(in: 0...9, using: &random) }
    return model
  }
}

@Suite("Arrays through transforms are written straight into the output, as the tree writes them")
struct TransformedArrayWritingTests {
  @Test("compact and pretty output, with and without nil values, equal the tree's", arguments: [0, 1, 2, 5, 40])
  func sameAsTree(count: Int) throws {
    var random = SeededGenerator(seed: 0x5452_4146 &+ UInt64(count))
    for _ in 0..<20 {
      let model = TransformedArrays.random(&random, count: count)
      for includeNils in [false, true] {
        let mapper = Mapper<TransformedArrays>(shouldIncludeNilValues: includeNils)
        for pretty in [false, true] {
          let streamed = try #require(mapper.toJSONString(model, prettyPrint: pretty))
          let tree = try #require(mapper.toJSONString(model, prettyPrint: pretty, keys: .excluding()))
          #expect(streamed == tree, "count \(count), nils \(includeNils), pretty \(pretty)")
        }
      }
      let output = _JSONOutput(options: .compact)
      _ = Mapper<TransformedArrays>().write(model, into: output, depth: 0, location: nil)
      #expect(output.fallbacks == 0)
    }
  }

  @Test("what is written reads back: dates, URLs, the kept elements, the member after the arrays")
  func roundTrip() throws {
    var random = SeededGenerator(seed: 0x5254_5250)
    let model = TransformedArrays.random(&random, count: 25)
    let text = try #require(model.toJSONString())
    let read = try #require(TransformedArrays(JSONString: text))
    #expect(read.twitter == model.twitter)
    #expect(read.iso == model.iso)
    #expect(read.flexible == model.flexible)
    #expect(read.epochs == model.epochs)
    #expect(read.links == model.links)
    #expect(read.nested == model.nested)
    #expect(read.evens == model.evens.filter { $0 % 2 == 0 })
    #expect(read.pairs == model.pairs)
    #expect(read.after == 7)
    // The subclass's own writing is used for every element (and its text does not parse back).
    #expect(text.contains(#""days":["#))
    #expect(model.days.allSatisfy { text.contains(ShoutingDayTransform().transformToJSON($0)!) })
  }

  @Test("an empty array is [], a nil optional array is left out, or null with nil values")
  func emptyAndNil() throws {
    let model = TransformedArrays()
    let text = try #require(model.toJSONString())
    #expect(text.contains(#""twitter":[]"#))
    #expect(!text.contains(#""iso""#))
    let withNils = try #require(Mapper<TransformedArrays>(shouldIncludeNilValues: true).toJSONString(model))
    #expect(withNils.contains(#""iso":null"#))
    #expect(withNils.contains(#""meta":{"when":[]}"#))
  }

  @Test("a date outside the written range is dropped from the array, as from the tree")
  func unwritableElement() throws {
    let model = TransformedArrays()
    model.flexible = [Date(timeIntervalSince1970: 1e15), Date(timeIntervalSince1970: 0)]
    let text = try #require(model.toJSONString())
    #expect(text.contains(#""flexible":["1970-01-01T00:00:00.000Z"]"#))
    #expect(text == Mapper<TransformedArrays>().toJSONString(model, keys: .excluding()))
  }
}
