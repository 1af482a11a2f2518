import Foundation
import ModelMapper
import SeededRandom
import TestSupport
import Testing

@Suite("The new entry points with malformed, truncated, huge and deeply nested input")
struct ExtrasBadInputTests {
  static let dateSamples = [
    "2015-09-16T12:20:09.123456+08:00", "Wed Sep 16 12:20:09 +0800 2015", "2015-09-16 12:20:09", "1442377209123",
  ]

  @Test("every truncation and random corruption of a date string gives nil or a date, never a crash")
  func dates() throws {
    var generator = SeededGenerator(seed: 11)
    for sample in Self.dateSamples {
      let bytes = Array(sample.utf8)
      for length in 0...bytes.count {
        _ = FlexibleDateTransform().date(from: String(decoding: bytes[..<length], as: UTF8.self))
      }
      for _ in 0..<2_000 {
        var corrupted = bytes
        corrupted[Int.random(in: 0..<corrupted.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
        _ = FlexibleDateTransform().date(from: String(decoding: corrupted, as: UTF8.self))
      }
    }
    for huge in [
      String(repeating: "9", count: 10_000), "9999999999-01-01",
      "2015-09-16T12:20:09." + String(repeating: "1", count: 5_000),
    ] {
      let date = FlexibleDateTransform().date(from: huge)
      #expect(date == nil || date!.timeIntervalSince1970.isFinite)
    }
    #expect(FlexibleDateTransform().transformFromJSON(Double.infinity) == nil)
    #expect(FlexibleDateTransform().transformToJSON(Date(timeIntervalSince1970: -1e300)) == nil)
  }

  @Test("geometry transforms refuse truncations and huge input")
  func geometry() throws {
    let rect = Array("{{1, 2}, {3, 4}}".utf8)
    for length in 0..<rect.count {
      let text = String(decoding: rect[..<length], as: UTF8.self)
      let expected = CGRectTransform().transformFromJSON(text)
      #expect(expected == nil || length == rect.count - 1 || length == rect.count - 2, "\(text)")
    }
    #expect(CGPointTransform().transformFromJSON(String(repeating: "{1, ", count: 10_000)) == nil)
    #expect(CGPointTransform().transformFromJSON("{1e999, 2}") == nil)
    #expect(CGSizeTransform().transformFromJSON(Array(repeating: 1, count: 10_000)) == nil)
  }

  @Test("lenient conversion refuses huge numeric strings instead of overflowing")
  func lenientHuge() throws {
    let digits = String(repeating: "9", count: 10_000)
    #expect(Lenient<Int>().transformFromJSON(digits) == nil)
    #expect(Lenient<UInt64>().transformFromJSON("18446744073709551616") == nil)
    #expect(Lenient<UInt64>().transformFromJSON("18446744073709551615") == UInt64.max)
    #expect(Lenient<Double>().transformFromJSON(digits) == nil)
    #expect(Lenient<Decimal>().transformFromJSON("1" + String(repeating: "0", count: 40)) != nil)
  }

  @Test("fallback keys, bracket paths and filters on deeply nested and malformed keys")
  func deepKeys() throws {
    var json = "1"
    for _ in 0..<250 { json = #"{"a": [\#(json)]}"# }
    let path = Array(repeating: "a[0]", count: 250).joined(separator: ".")
    final class Deep: Mappable {
      nonisolated(unsafe) static var key = ""
      var value: Int?
      required init?(map: Map) {}
      func mapping(map: Map) { value <- map[[Deep.key, "missing"]] }
    }
    Deep.key = path
    #expect(Mapper<Deep>().map(JSONString: json)?.value == 1)
    for bad in ["a[", "a[]", "a[x]", "a[0", "a]0[", "[0]", "a[-1]", "a[99999999999999999999]", "a[0]]"] {
      Deep.key = bad
      #expect(Mapper<Deep>().map(JSONString: json)?.value == nil, "\(bad)")
    }
    let nested = try JSONValue(parsing: json)
    let filtered = KeyFilter.only(Array(repeating: "a", count: 250).joined(separator: ".")).apply(to: nested.object!)
    #expect(JSONValue.object(filtered) == nested)
    #expect(KeyFilter.excluding(["a"]).apply(to: nested.object!) == [:])
    #expect(KeyFilter.only(["", ".", "..a.."]).apply(to: nested.object!) == nested.object!)
  }
}
