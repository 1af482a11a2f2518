// swift-format-ignore-file: AlwaysUseLowerCamelCase

// Compiled in Swift 5 language mode: what apps moving from ObjectMapper do every day, written
// as they write it. Objects parsed by JSONSerialization, `map.JSON` handed to another mapper
// inside a mapping (class clusters), untyped properties receiving null, whole doubles.
import Foundation
import ModelMapper
import XCTest

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

class Repository: Mappable {
  var id: Int?
  var fullName: String?
  var stars = 0
  var score: Double?
  var isPrivate = false
  var topics: [String] = []
  var owner: Owner?
  var license: License?
  var pushedAt: Date?
  var homepage: URL?
  var ownerLogin: String?

  required init?(map: Map) {}

  func mapping(map: Map) {
    id <- map["id"]
    fullName <- map["full_name"]
    stars <- map["stargazers_count"]
    score <- map["score"]
    isPrivate <- map["private"]
    topics <- map["topics"]
    owner <- map["owner"]
    license <- map["license"]
    pushedAt <- (map["pushed_at"], ISO8601DateTransform())
    homepage <- (map["homepage"], URLTransform())
    ownerLogin <- map["owner.login"]
  }
}

class Owner: Mappable {
  var login: String?
  var id: UInt64 = 0

  required init?(map: Map) {}

  func mapping(map: Map) {
    login <- map["login"]
    id <- map["id"]
  }
}

class License: Mappable {
  var key: String?
  var spdxId: AnyObject?
  var url: Any?
  var extra: [String: Any] = [:]
  var history: [Any] = []

  required init?(map: Map) {}

  func mapping(map: Map) {
    key <- map["key"]
    spdxId <- map["spdx_id"]
    url <- map["url"]
    extra <- map["extra"]
    history <- map["history"]
  }
}

class Measurement: Mappable {
  var timestamp: Double = 0
  var ratios: [Double] = []
  var offset: Double = 0
  var scale: Float = 0
  var wide: Double = 0

  init() {}
  required init?(map: Map) {}

  func mapping(map: Map) {
    timestamp <- map["timestamp"]
    ratios <- map["ratios"]
    offset <- map["offset"]
    scale <- map["scale"]
    wide <- map["wide"]
  }
}

// A class cluster as GitHub clients write it: the event hands its whole JSON to a
// StaticMappable payload class that picks the subclass from the event's type.
class Event: Mappable {
  var type: String?
  var payload: Payload?
  var nested: CommentFields?

  required init?(map: Map) {}

  func mapping(map: Map) {
    type <- map["type"]
    if map.mappingType == .fromJSON {
      payload = Mapper<Payload>().map(JSON: map.JSON)
    }
    nested <- map["payload"]
  }
}

class Payload: StaticMappable {
  var action: String?

  class func objectForMapping(map: Map) -> BaseMappable? {
    let type: String? = map["type"].value()
    return type == "IssueCommentEvent" ? CommentPayload() : Payload()
  }

  init() {}

  func mapping(map: Map) {
    action <- map["payload.action"]
  }
}

class CommentPayload: Payload {
  var body: String?
  var issueNumber = 0

  override func mapping(map: Map) {
    super.mapping(map: map)
    body <- map["payload.comment.body"]
    issueNumber <- map["payload.issue.number"]
  }
}

/// The same fields, as an ordinary nested model.
class CommentFields: Mappable {
  var action: String?
  var body: String?
  var issueNumber = 0

  required init?(map: Map) {}

  func mapping(map: Map) {
    action <- map["action"]
    body <- map["comment.body"]
    issueNumber <- map["issue.number"]
  }
}

final class RealAppPathsTests: XCTestCase {
  static let repositoryText = """
    {"id": 42, "full_name": "octo/hello \\u00e9\\"quoted\\"", "stargazers_count": 1200, "score": 0.1,
     "private": false, "topics": ["swift", "json", "東京"], "pushed_at": "2024-05-29T10:00:00Z",
     "homepage": "https://example.com/a/b", "owner": {"login": "octo", "id": 18446744073709551615},
     "license": {"key": "mit", "spdx_id": null, "url": null, "extra": {"a": null, "b": [1, null]},
                 "history": [null, 2.5, "x"]}}
    """

  // MARK: Objects parsed by Foundation

  func testObjectsFromJSONSerializationMapAsTheirText() throws {
    let data = Data(Self.repositoryText.utf8)
    let object = try JSONSerialization.jsonObject(with: data)
    let fromText = try XCTUnwrap(Mapper<Repository>().map(JSONString: Self.repositoryText))
    let fromObject = try XCTUnwrap(Mapper<Repository>().map(JSONObject: object))
    let fromDictionary = try XCTUnwrap(Mapper<Repository>().map(JSON: object as! [String: Any]))
    XCTAssertEqual(fromObject.toJSONString(), fromText.toJSONString())
    XCTAssertEqual(fromDictionary.toJSONString(), fromText.toJSONString())
    XCTAssertEqual(fromObject.fullName, "octo/hello é\"quoted\"")
    XCTAssertEqual(fromObject.owner?.id, UInt64.max)
    XCTAssertEqual(fromObject.ownerLogin, "octo")
    XCTAssertEqual(fromObject.score, 0.1)
    XCTAssertEqual(fromObject.pushedAt, Date(timeIntervalSince1970: 1_716_976_800))
    XCTAssertTrue(fromObject.license?.spdxId is NSNull)

    let array = try JSONSerialization.jsonObject(with: Data("[\(Self.repositoryText), {\"id\": 7}]".utf8))
    let repositories = try XCTUnwrap(Mapper<Repository>().mapArray(JSONObject: array))
    XCTAssertEqual(repositories.map { $0.id }, [42, 7])
  }

  func testObjectsBuiltByHandMapAsTheirText() throws {
    let owner = NSMutableDictionary()
    owner["login"] = NSString(string: "octo")
    owner["id"] = NSNumber(value: 9)
    let topics = NSMutableArray(array: ["a", NSString(string: "b")])
    let object: [String: Any] = [
      "id": 42, "full_name": "octo/hello", "stargazers_count": NSNumber(value: 12), "score": 2.0,
      "private": true, "topics": topics, "owner": owner, "pushed_at": "2024-05-29T10:00:00Z",
      "license": ["key": "mit", "spdx_id": NSNull(), "extra": ["n": Int64(5), "f": Float(0.5), "big": UInt64.max]],
    ]
    let repository = try XCTUnwrap(Mapper<Repository>().map(JSON: object))
    let text = """
      {"id": 42, "full_name": "octo/hello", "stargazers_count": 12, "score": 2.0, "private": true,
       "topics": ["a", "b"], "owner": {"login": "octo", "id": 9}, "pushed_at": "2024-05-29T10:00:00Z",
       "license": {"key": "mit", "spdx_id": null, "extra": {"n": 5, "f": 0.5, "big": 18446744073709551615}}}
      """
    let expected = try XCTUnwrap(Mapper<Repository>().map(JSONString: text))
    XCTAssertEqual(repository.toJSONString(), expected.toJSONString())
    XCTAssertEqual(repository.isPrivate, true)
    XCTAssertEqual(repository.topics, ["a", "b"])
    XCTAssertEqual(repository.license?.extra["big"] as? UInt64, UInt64.max)
  }

  func testObjectsWithoutAJSONFormAreRefusedWithoutACrash() throws {
    XCTAssertNil(Mapper<Repository>().map(JSONObject: ["id": Double.nan]))
    let badKeys = NSMutableDictionary()
    badKeys[NSNumber(value: 1)] = "one"
    XCTAssertNil(Mapper<Repository>().map(JSONObject: ["owner": badKeys]))
    // (An NSArray that contains itself cannot be read on Linux: Foundation's own element
    // access bridges it recursively.)
    var deep: Any = ["leaf": 1]
    for _ in 0..<600 { deep = [deep] }
    XCTAssertNil(Mapper<Repository>().map(JSONObject: ["topics": deep]))
    var deepObjects = NSArray(object: 1)
    for _ in 0..<600 { deepObjects = NSArray(object: deepObjects) }
    XCTAssertNil(Mapper<Repository>().map(JSONObject: ["topics": deepObjects]))
    var shallow = NSArray(object: "x")
    for _ in 0..<100 { shallow = NSArray(object: shallow) }
    XCTAssertNotNil(Mapper<Repository>().map(JSONObject: ["topics": shallow]))
    XCTAssertNil(Mapper<Repository>().map(JSONObject: "not an object"))
    XCTAssertThrowsError(try Mapper<ImmutableRepository>().map(JSONObject: ["id": Double.infinity]))
  }

  // MARK: map.JSON inside a mapping

  func testAClassClusterMapsFromMapJSONAsANestedModelWould() throws {
    let text = """
      [{"type": "IssueCommentEvent", "payload": {"action": "created", "comment": {"body": "LGTM"},
        "issue": {"number": 7}}},
       {"type": "WatchEvent", "payload": {"action": "started"}}]
      """
    let events = try XCTUnwrap(Mapper<Event>().mapArray(JSONString: text))
    XCTAssertEqual(events.count, 2)
    let comment = try XCTUnwrap(events[0].payload as? CommentPayload)
    XCTAssertEqual(comment.action, "created")
    XCTAssertEqual(comment.body, "LGTM")
    XCTAssertEqual(comment.issueNumber, 7)
    XCTAssertEqual(events[0].nested?.body, "LGTM")
    XCTAssertEqual(events[0].nested?.action, "created")
    XCTAssertFalse(events[1].payload is CommentPayload)
    XCTAssertEqual(events[1].payload?.action, "started")
  }

  func testMapJSONIsARealDictionaryAndChangesToItAreMapped() throws {
    final class Capture: Mappable {
      var json: [String: Any] = [:]
      var changed: Payload?
      var twice: Bool = false
      init?(map: Map) {}
      func mapping(map: Map) {
        json = map.JSON
        twice = (map.JSON["type"] as? String) == (json["type"] as? String)
        var copy = map.JSON
        copy["payload"] = ["action": "edited"]
        changed = Mapper<Payload>().map(JSON: copy)
      }
    }
    let capture = try XCTUnwrap(
      Mapper<Capture>().map(JSONString: #"{"type": "WatchEvent", "payload": {"action": "started", "n": null}}"#))
    XCTAssertEqual(capture.json["type"] as? String, "WatchEvent")
    XCTAssertTrue((capture.json["payload"] as? [String: Any])?["n"] is NSNull)
    XCTAssertTrue(capture.twice)
    XCTAssertEqual(capture.changed?.action, "edited")
    // The dictionary outlives its mapping and still maps.
    XCTAssertEqual(Mapper<Payload>().map(JSON: capture.json)?.action, "started")
  }

  // MARK: Untyped properties

  func testUntypedPropertiesReceiveNullAsObjectMapperGaveItAndWriteItBack() throws {
    let license = try XCTUnwrap(
      Mapper<License>().map(
        JSONString: #"{"key": "mit", "spdx_id": null, "url": null, "extra": {"a": null}, "history": [1, null]}"#))
    XCTAssertTrue(license.spdxId is NSNull)
    let url = try XCTUnwrap(license.url, "JSON null is .some(nil) for Any?, as in ObjectMapper")
    XCTAssertEqual(String(describing: url), "nil")
    XCTAssertTrue(license.extra["a"] is NSNull)
    XCTAssertTrue(license.history[1] is NSNull)
    XCTAssertEqual(
      license.toJSONString(), #"{"key":"mit","spdx_id":null,"url":null,"extra":{"a":null},"history":[1,null]}"#)
    let absent = try XCTUnwrap(Mapper<License>().map(JSONString: #"{"key": "mit"}"#))
    XCTAssertNil(absent.spdxId)
    XCTAssertNil(absent.url)
    XCTAssertEqual(absent.toJSONString(), #"{"key":"mit","extra":{},"history":[]}"#)
  }

  // MARK: Whole doubles

  func testWholeDoublesAreWrittenWithoutAFractionAndReadBackExactly() throws {
    let measurement = Measurement()
    measurement.timestamp = 1_716_940_800
    measurement.ratios = [1.5, 2]
    measurement.offset = -0.0
    measurement.scale = 2
    measurement.wide = 1e16
    let text = try XCTUnwrap(measurement.toJSONString())
    XCTAssertEqual(text, #"{"timestamp":1716940800,"ratios":[1.5,2],"offset":-0,"scale":2,"wide":1e+16}"#)
    let back = try XCTUnwrap(Mapper<Measurement>().map(JSONString: text))
    XCTAssertEqual(back.timestamp, 1_716_940_800)
    XCTAssertEqual(back.ratios, [1.5, 2])
    XCTAssertEqual(back.offset.sign, .minus)
    XCTAssertEqual(back.scale, 2)
    XCTAssertEqual(back.wide, 1e16)
    XCTAssertEqual(measurement.toJSON()["timestamp"] as? Double, 1_716_940_800)
  }

  func testDoublesAreWrittenAsJSONSerializationWritesThem() throws {
    var generator = SplitMix(seed: 19)
    var values: [Double] = [
      0, 1, 2, 100, 1_716_940_800, 9_007_199_254_740_992, 1e15, 1e17, 0.1, 1e-7, .leastNonzeroMagnitude,
    ]
    for _ in 0..<2_000 {
      values.append(Double(bitPattern: generator.next() & 0x7FEF_FFFF_FFFF_FFFF))
      values.append(Double(Int64.random(in: -1_000_000_000_000...1_000_000_000_000, using: &generator)))
      values.append(Double(Int.random(in: -1000...1000, using: &generator)) / 8)
    }
    let measurement = Measurement()
    measurement.ratios = values
    let ours = try XCTUnwrap(Mapper<Measurement>().toJSONString(measurement))
    let back = try XCTUnwrap(Mapper<Measurement>().map(JSONString: ours))
    XCTAssertEqual(back.ratios.map { $0.bitPattern }, values.map { $0.bitPattern })
    #if os(Linux)
      // swift-corelibs-foundation's JSONSerialization, which ObjectMapper wrote through.
      let theirs = try JSONSerialization.data(withJSONObject: values)
      XCTAssertTrue(ours.contains("\"ratios\":" + String(decoding: theirs, as: UTF8.self)))
    #endif
  }

  /// Coordinates as servers print them (`%.17g`): through `TransformOf`, an `Any` property
  /// and `[String: Any]`, each reads as the double nearest to its text, as `<-` into a
  /// `Double` reads it. They came as `NSDecimalNumber`, whose `doubleValue` was up to a few
  /// units in the last place off on Linux. (swift-corelibs-foundation's JSONSerialization,
  /// which ObjectMapper read through there, is not exact either: it reads
  /// `-9.058009645245221` as -9.058009645245223.)
  func testLongDoublesReachTransformsAndDictionariesAsTheNearestDouble() throws {
    final class Place: Mappable {
      var plain = 0.0
      var transformed = 0.0
      var untyped: Any?
      init?(map: Map) {}
      func mapping(map: Map) {
        plain <- map["lat"]
        transformed <- (map["lat"], TransformOf<Double, Double>(fromJSON: { $0 }, toJSON: { $0 }))
        untyped <- map["lat"]
      }
    }
    var generator = SplitMix(seed: 65)
    var mismatches: [String] = []
    for index in 0..<3_000 {
      let value = Double.random(in: -180...180, using: &generator) * (index % 3 == 0 ? 1e-9 : 1)
      let text = String(format: "%.17g", value)
      let json = #"{"lat": "# + text + "}"
      let place = try XCTUnwrap(Mapper<Place>().map(JSONString: json))
      let dictionary = try XCTUnwrap(Mapper<Place>.parseJSONStringIntoDictionary(JSONString: json))
      let nearest = try XCTUnwrap(Double(text))
      let reads = [place.plain, place.transformed, place.untyped as? Double, dictionary["lat"] as? Double]
      if reads != [nearest, nearest, nearest, nearest] { mismatches.append(text) }
    }
    XCTAssertEqual(mismatches.prefix(5), [])
  }

  #if canImport(CoreGraphics)
    func testWholeCGFloatsAreWrittenWithoutAFraction() {
      final class Box: Mappable {
        var width: CGFloat = 2
        init() {}
        init?(map: Map) {}
        func mapping(map: Map) { width <- map["width"] }
      }
      XCTAssertEqual(Box().toJSONString(), #"{"width":2}"#)
    }
  #endif
}

struct ImmutableRepository: ImmutableMappable {
  let id: Double

  init(map: Map) throws {
    id = try map.value("id")
  }
}

/// A seeded generator, so that a failure repeats.
struct SplitMix: RandomNumberGenerator {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
