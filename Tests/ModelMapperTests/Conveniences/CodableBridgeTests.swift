import Foundation
import ModelMapper
import Testing

/// A Codable envelope around mappable models, as Codable code holds them.
private struct VisitEnvelope: Codable, Equatable {
  var kind: String
  var location: Coordinate
  var places: [Coordinate]
  var price: Money?

  enum CodingKeys: String, CodingKey {
    case kind
    case location = "where"
    case places
    case price
  }
}

/// A Codable value inside a mappable model, through `CodableTransform`.
private struct PageLayout: Codable, Equatable {
  var columns: Int
  var gutter: Double
  var titles: [String]
  var created: Date
}

private final class Page: Mappable {
  var title = ""
  var layout: PageLayout?
  var layouts: [PageLayout] = []

  init() {}
  required init?(map: Map) {}

  func mapping(map: Map) {
    title <- map["title"]
    layout <- (map["layout"], CodableTransform<PageLayout>())
    layouts <- (map["layouts"], CodableTransform<[PageLayout]>())
  }
}

/// A Codable value that cannot be encoded (a NaN).
private struct Broken: Codable { var value = Double.nan }

private final class HoldsBroken: Mappable {
  var before = 1
  var broken: Broken? = Broken()
  var after = 2

  init() {}
  required init?(map: Map) {}

  func mapping(map: Map) {
    before <- map["before"]
    broken <- (map["broken"], CodableTransform<Broken>())
    after <- map["after"]
  }
}

@Suite("Codable bridges on the engine's coders: models in Codable values, Codable values in models")
struct CodableBridgeTests {
  static var child: Coordinate.Child {
    var child = Coordinate.Child()
    child.id = 7
    child.flag = true
    return child
  }

  fileprivate static let envelope: VisitEnvelope = {
    var here = Coordinate(x: 1.5, y: -2, label: "here")
    here.tags = ["a"]
    here.child = child
    return VisitEnvelope(
      kind: "visit", location: here, places: [Coordinate(x: 0, y: 1), Coordinate(x: 2, y: 3, label: "b/c")],
      price: Money(amount: Decimal(string: "12.50")!, currency: "EUR"))
  }()

  @Test("a mappable model inside a Codable value round-trips through ModelMapper's coders, pretty or not")
  func mappableInsideCodable() throws {
    for formatting: ModelMapperJSONEncoder.OutputFormatting in [[], [.prettyPrinted], [.sortedKeys]] {
      let encoder = ModelMapperJSONEncoder()
      encoder.outputFormatting = formatting
      let data = try encoder.encode(Self.envelope)
      #expect(try ModelMapperJSONDecoder().decode(VisitEnvelope.self, from: data) == Self.envelope)
      // Foundation's coders read what ModelMapper's wrote, and the other way round.
      #expect(try JSONDecoder().decode(VisitEnvelope.self, from: data) == Self.envelope)
      let foundation = JSONEncoder()
      foundation.outputFormatting = .init(rawValue: formatting.rawValue)
      #expect(
        try ModelMapperJSONDecoder().decode(VisitEnvelope.self, from: foundation.encode(Self.envelope)) == Self.envelope
      )
    }
  }

  @Test("the model's members are written in mapping order straight into the encoder's output")
  func writtenInPlace() throws {
    let text = try ModelMapperJSONEncoder().encodeToString(Self.envelope)
    #expect(
      text.hasPrefix(
        #"{"kind":"visit","where":{"x":1.5,"y":-2,"label":"here","tags":["a"],"extra":{},"child":{"id":7,"flag":true}},"#
      ))
    let pretty = ModelMapperJSONEncoder()
    pretty.outputFormatting = .prettyPrinted
    let lines = try pretty.encodeToString(Self.envelope).split(separator: "\n")
    // Indented as one document: the model's members two levels in, its child's three.
    #expect(lines.contains(#"    "x" : 1.5,"#))
    #expect(lines.contains(#"      "id" : 7,"#))
  }

  @Test("a value that is not a model's object is a MapError; inside it, a value that does not map is skipped")
  func mappingErrorsPassThrough() throws {
    #expect(throws: MapError.self) {
      try ModelMapperJSONDecoder().decode(VisitEnvelope.self, from: #"{"kind": "visit", "where": "far", "places": []}"#)
    }
    // As everywhere in ModelMapper without strict mode: the property keeps its value.
    let lenient = try ModelMapperJSONDecoder().decode(
      VisitEnvelope.self, from: #"{"kind": "visit", "where": {"x": "far", "y": 2}, "places": []}"#)
    #expect(lenient.location.x == 0 && lenient.location.y == 2)
  }

  @Test("a Codable value inside a model is read from the document and written into the output")
  func codableInsideMappable() throws {
    let text = #"""
      {"title":"home","layout":{"columns":3,"gutter":1.5,"titles":["a","b"],"created":700000000},\#
      "layouts":[{"columns":1,"gutter":0,"titles":[],"created":0}]}
      """#
    let page = try #require(Page(JSONString: text))
    #expect(
      page.layout
        == PageLayout(
          columns: 3, gutter: 1.5, titles: ["a", "b"], created: Date(timeIntervalSinceReferenceDate: 700_000_000)))
    #expect(page.layouts.count == 1)
    #expect(page.toJSONString() == text)
    // The same through the tree (a dictionary) and pretty printed.
    let dictionary = page.toJSON()
    #expect((dictionary["layout"] as? [String: Any])?["columns"] as? Int == 3)
    let pretty = try #require(page.toJSONString(prettyPrint: true))
    #expect(Page(JSONString: pretty)?.layout == page.layout)
    #expect(pretty.contains("\n    \"columns\": 3,"))
  }

  @Test("a Codable value that cannot be encoded is left out, and the rest of the model is written")
  func failedEncodingLeavesNoKey() throws {
    #expect(HoldsBroken().toJSONString() == #"{"before":1,"after":2}"#)
  }
}
