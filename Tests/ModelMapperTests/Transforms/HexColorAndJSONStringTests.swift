import Foundation
import Testing

@testable import ModelMapper

/// A model sent as a string inside the JSON.
final class Payload: Mappable {
  var id = 0
  var tags: [String] = []
  required init?(map: Map) {}
  func mapping(map: Map) {
    id <- map["id"]
    tags <- map["tags"]
  }
}

final class Envelope: Mappable {
  var kind = ""
  var payload: Payload?
  required init?(map: Map) {}
  func mapping(map: Map) {
    kind <- map["kind"]
    payload <- (map["payload"], JSONStringTransform<Payload>())
  }
}

@Suite("HexColorTransform's parsing and formatting, and JSONStringTransform")
struct HexColorAndJSONStringTests {
  @Test(
    "3, 4, 6 and 8 digits, with or without #",
    arguments: [
      ("F80", 1.0, 0.53333, 0.0, 1.0), ("#F80", 1.0, 0.53333, 0.0, 1.0), ("F808", 1.0, 0.53333, 0.0, 0.53333),
      ("ff8800", 1.0, 0.53333, 0.0, 1.0), ("#FF880080", 1.0, 0.53333, 0.0, 0.50196), ("000000", 0, 0, 0, 1),
    ])
  func parsing(text: String, red: Double, green: Double, blue: Double, alpha: Double) throws {
    let components = try #require(_HexColor.components(text))
    for (found, expected) in [
      (components.red, red), (components.green, green), (components.blue, blue), (components.alpha, alpha),
    ] {
      #expect(abs(found - expected) < 0.0001, "\(text)")
    }
  }

  @Test(
    "bad input is refused",
    arguments: ["", "#", "12", "12345", "1234567", "123456789", "12GG34", "#-12345", "0x1234", " 123"])
  func badInput(text: String) {
    #expect(_HexColor.components(text) == nil)
  }

  @Test("formatting: RRGGBB, with # and alpha when asked, and back")
  func formatting() throws {
    #expect(
      _HexColor.string(red: 1, green: 0.53333, blue: 0, alpha: 0.5, prefix: false, includesAlpha: false) == "FF8800")
    #expect(
      _HexColor.string(red: 1, green: 0.53333, blue: 0, alpha: 0.5, prefix: true, includesAlpha: true) == "#FF880080")
    #expect(
      _HexColor.string(red: 0, green: 0.05, blue: 1.5, alpha: -1, prefix: false, includesAlpha: true) == "000DFF00")
    let parsed = try #require(_HexColor.components("#12ABEF"))
    #expect(
      _HexColor.string(
        red: parsed.red, green: parsed.green, blue: parsed.blue, alpha: 1, prefix: true, includesAlpha: false)
        == "#12ABEF")
  }

  @Test("a model inside a string is read, and written back as a string")
  func jsonString() throws {
    let text = #"{"kind": "event", "payload": "{\"id\": 7, \"tags\": [\"a\"]}"}"#
    let envelope = try #require(Envelope(JSONString: text))
    #expect(envelope.payload?.id == 7 && envelope.payload?.tags == ["a"])
    let written = try #require(envelope.toJSONString())
    #expect(written == #"{"kind":"event","payload":"{\"id\":7,\"tags\":[\"a\"]}"}"#)
    #expect(Envelope(JSONString: written)?.payload?.tags == ["a"])
    #expect(Envelope(JSONString: #"{"payload": "not json"}"#)?.payload == nil)
    #expect(Envelope(JSONString: #"{"payload": 7}"#)?.payload == nil)
    #expect(throws: MappingProblems.self) {
      try Mapper<Envelope>(options: .strict).mapOrThrow(JSONString: #"{"kind": "k", "payload": "[1"}"#)
    }
  }
}
