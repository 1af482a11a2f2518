import Foundation
import ModelMapper
import Testing

/// Geometry from strings, objects and arrays.
final class Layout: Mappable {
  var origin: CGPoint?
  var size: CGSize?
  var frame: CGRect?
  var corners: [CGPoint] = []

  init() {}
  required init?(map: Map) {}

  func mapping(map: Map) {
    origin <- (map["origin"], CGPointTransform())
    size <- (map["size"], CGSizeTransform())
    frame <- (map["frame"], CGRectTransform())
    corners <- (map["corners"], CGPointTransform())
  }
}

/// Element transforms on nested containers.
final class Nested: Mappable {
  var schedule: [[Date]] = []
  var links: [String: [URL]] = [:]
  var days: Set<Date> = []
  var optionalDates: [Date]?

  init() {}
  required init?(map: Map) {}

  func mapping(map: Map) {
    schedule <- (map["schedule"], ArrayTransform(DateTransform()))
    links <- (map["links"], DictionaryValuesTransform(ArrayTransform(URLTransform())))
    days <- (map["days"], SetTransform(DateTransform()))
    optionalDates <- (map["optionalDates"], ArrayTransform(DateTransform()))
  }
}

/// Defaults for absent, null and mismatched values.
final class WithDefaults: Mappable {
  var retries = 0
  var name = ""
  var role = Role.member
  var tags: [String] = ["unset"]
  var ratio: Double?

  init() {}
  required init?(map: Map) {}

  func mapping(map: Map) {
    retries <- (map["retries"], Default(3))
    name <- (map["name"], Default("anonymous"))
    role <- (map["role"], Default(Role.admin))
    tags <- (map["tags"], Default([String]()))
    ratio <- (map["ratio"], Default(0.5))
  }
}

@Suite("Geometry, container and default transforms")
struct TransformExtrasTests {
  @Test("geometry reads the standard strings, objects and arrays")
  func geometryReading() throws {
    let layout = try #require(
      Mapper<Layout>().map(
        JSONString: """
          {"origin": "{12, 40.5}", "size": {"width": 320, "height": 480}, "frame": "{{1, 2}, {3, 4}}",
           "velocity": [0.5, -1], "corners": ["{0, 0}", {"x": 1, "y": 2}, [3, 4], "{bad}"]}
          """))
    #expect(layout.origin == CGPoint(x: 12, y: 40.5))
    #expect(layout.size == CGSize(width: 320, height: 480))
    #expect(layout.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
    #expect(layout.corners == [CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 2), CGPoint(x: 3, y: 4)])
    let other = try #require(
      Mapper<Layout>().map(
        JSONString: """
          {"size": [1, 2], "frame": {"origin": {"x": 1, "y": 2}, "size": "{3, 4}"},
           "velocity": {"dx": 1, "dy": 2}, "origin": "{1, 2, 3}"}
          """))
    #expect(other.size == CGSize(width: 1, height: 2))
    #expect(other.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
    #expect(other.origin == nil)
  }

  @Test(
    "geometry refuses malformed input", arguments: [#""{1}""#, #""{a, b}""#, "[1]", "[true, 1]", #"{"x": 1}"#, "7"])
  func geometryMalformed(json: String) throws {
    let layout = try #require(Mapper<Layout>().map(JSONString: #"{"origin": \#(json), "size": \#(json)}"#))
    #expect(layout.origin == nil && layout.size == nil)
  }

  @Test("geometry writes the standard strings and reads them back")
  func geometryWriting() throws {
    let layout = Layout()
    layout.origin = CGPoint(x: 12, y: 40.5)
    layout.size = CGSize(width: 320, height: 480)
    layout.frame = CGRect(x: 0, y: 0.25, width: 10, height: 20)
    layout.corners = [CGPoint(x: 1, y: 2)]
    let text = try #require(layout.toJSONString())
    #expect(
      text
        == #"{"origin":"{12, 40.5}","size":"{320, 480}","frame":"{{0, 0.25}, {10, 20}}","corners":["{1, 2}"]}"#
    )
    let back = try #require(Mapper<Layout>().map(JSONString: text))
    #expect(back.origin == layout.origin && back.size == layout.size && back.frame == layout.frame)
    #expect(back.corners == layout.corners)
  }

  #if canImport(CoreGraphics)
    @Test("CGVector reads the string, object and array forms and writes the string form")
    func vector() {
      let transform = CGVectorTransform()
      #expect(transform.transformFromJSON("{0.5, -1}") == CGVector(dx: 0.5, dy: -1))
      #expect(transform.transformFromJSON(["dx": 1, "dy": 2]) == CGVector(dx: 1, dy: 2))
      #expect(transform.transformFromJSON([3, 4]) == CGVector(dx: 3, dy: 4))
      #expect(transform.transformFromJSON("{1}") == nil)
      #expect(transform.transformToJSON(CGVector(dx: -1, dy: 2)) == "{-1, 2}")
    }
  #endif

  @Test("element transforms reach into nested containers, both ways")
  func nestedContainers() throws {
    let json = """
      {"schedule": [[0, 60], [], [120]], "links": {"a": ["https://a.example"], "b": []},
       "days": [0, 86400, 0], "optionalDates": [30]}
      """
    let nested = try #require(Mapper<Nested>().map(JSONString: json))
    let date = { (seconds: Double) in Date(timeIntervalSince1970: seconds) }
    #expect(nested.schedule == [[date(0), date(60)], [], [date(120)]])
    #expect(nested.links == ["a": [URL(string: "https://a.example")!], "b": []])
    #expect(nested.days == [date(0), date(86_400)])
    #expect(nested.optionalDates == [date(30)])
    let written = Mapper<Nested>().toJSONValue(nested)
    #expect(written["schedule"] == [[0, 60], [], [120]])
    #expect(written["links"] == ["a": ["https://a.example"], "b": []])
    #expect(written["days"]?.array?.count == 2)
    #expect(try JSONValue(parsing: #require(nested.toJSONString())) == written)
  }

  @Test("element transforms drop the elements they refuse")
  func droppedElements() throws {
    let nested = try #require(Mapper<Nested>().map(JSONString: #"{"schedule": [[0, "x", 60]], "days": ["y", 5]}"#))
    #expect(nested.schedule == [[Date(timeIntervalSince1970: 0), Date(timeIntervalSince1970: 60)]])
    #expect(nested.days == [Date(timeIntervalSince1970: 5)])
  }

  @Test("Default supplies its value for absent keys, nulls and mismatches, and writes the property")
  func defaults() throws {
    let absent = try #require(Mapper<WithDefaults>().map(JSONString: "{}"))
    #expect(absent.retries == 3 && absent.name == "anonymous" && absent.role == .admin && absent.tags == [])
    #expect(absent.ratio == 0.5)
    let nulls = try #require(
      Mapper<WithDefaults>().map(JSONString: #"{"retries": null, "name": null, "role": null, "tags": null}"#))
    #expect(nulls.retries == 3 && nulls.name == "anonymous" && nulls.role == .admin && nulls.tags == [])
    let wrong = try #require(
      Mapper<WithDefaults>().map(JSONString: #"{"retries": "x", "role": "owner", "tags": [1], "ratio": "y"}"#))
    #expect(wrong.retries == 3 && wrong.role == .admin && wrong.tags == [] && wrong.ratio == 0.5)
    let present = try #require(
      Mapper<WithDefaults>().map(
        JSONString: #"{"retries": 9, "name": "Ada", "role": "member", "tags": ["a"], "ratio": 2}"#))
    #expect(present.retries == 9 && present.name == "Ada" && present.role == .member && present.tags == ["a"])
    #expect(present.ratio == 2)
    #expect(
      present.toJSONString() == #"{"retries":9,"name":"Ada","role":"member","tags":["a"],"ratio":2}"#)
  }
}
