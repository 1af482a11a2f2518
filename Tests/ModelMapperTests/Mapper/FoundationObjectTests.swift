import Foundation
import ModelMapper
import SampleModels
import TestSupport
import Testing

/// Objects parsed by JSONSerialization map exactly as their text does, for every benchmark
/// document and its models; a class cluster fed `map.JSON` maps as the nested model does.
@Suite("Foundation objects and map.JSON")
struct FoundationObjectTests {
  /// A document and a mapping of it, written back as text for comparison.
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let data: @Sendable () throws -> Data
    let fromText: @Sendable (String) -> String?
    let fromObject: @Sendable (Any) -> String?
    var testDescription: String { name }
  }

  static func mapping<Model: BaseMappable & SendableMetatype>(
    _ name: String, _ model: Model.Type, array: Bool = false, _ data: @escaping @Sendable () throws -> Data
  ) -> Case {
    Case(
      name: name, data: data,
      fromText: {
        array
          ? Mapper<Model>().mapArray(JSONString: $0)?.toJSONString()
          : Mapper<Model>().map(JSONString: $0)?.toJSONString()
      },
      fromObject: {
        array
          ? Mapper<Model>().mapArray(JSONObject: $0)?.toJSONString()
          : Mapper<Model>().map(JSONObject: $0)?.toJSONString()
      })
  }

  static let cases: [Case] = [
    mapping("github-user.json as GitHubUser", GitHubUser.self) { try Fixtures.benchData("github-user.json") },
    mapping("github-user.json as GitHubUserImmutable", GitHubUserImmutable.self) {
      try Fixtures.benchData("github-user.json")
    },
    mapping("twitter.json as TwitterSearch", TwitterSearch.self) { try Fixtures.benchData("twitter.json") },
    mapping("twitter.json as FeedPage", FeedPage.self) { try Fixtures.benchData("twitter.json") },
    mapping("weibo-status.json as WeiboStatus", WeiboStatus.self) { try Fixtures.benchData("weibo-status.json") },
    mapping("orders as OrderPage", OrderPage.self) { SampleDocuments.prettyData(SampleDocuments.orderPage()) },
    mapping("events as PlainEvent", PlainEvent.self, array: true) {
      SampleDocuments.prettyData(SampleDocuments.eventPage())
    },
    mapping("events as ClusterEvent", ClusterEvent.self, array: true) {
      SampleDocuments.prettyData(SampleDocuments.eventPage())
    },
  ]

  @Test("JSONSerialization objects map as their text", arguments: cases)
  func objectsMapAsText(_ mapping: Case) throws {
    let data = try mapping.data()
    let expected = try #require(mapping.fromText(String(decoding: data, as: UTF8.self)))
    let object = try JSONSerialization.jsonObject(with: data)
    let written = try #require(mapping.fromObject(object))
    // Compared as text: the first difference, not two documents, on failure.
    let same = zip(written.utf8, expected.utf8).prefix { $0 == $1 }.count
    #expect(written.utf8.count == expected.utf8.count && same == expected.utf8.count, "differs at byte \(same)")
  }

  final class Numbers: Mappable {
    var values: [JSONNumber] = []
    init?(map: Map) {}
    func mapping(map: Map) { values <- map["values"] }
  }

  @Test("numbers beyond Double and Decimal keep their text through [String: Any]")
  func extremeNumbers() throws {
    // Found by the mapping fuzzer: an exponent too large for Int was read as 0, so the
    // first number came back from its dictionary as -1.
    let text = """
      {"values": [-1e-43456789012345678901234567890123, 1e400, 0.1000000000000000055511151231257827,
                  1234567890123456789012345678901234567890123, 9007199254740993, -0]}
      """
    let model = try #require(Mapper<Numbers>().map(JSONString: text))
    let written = try #require(model.toJSONString())
    #expect(written.hasPrefix(#"{"values":[-1e-43456789012345678901234567890123,1e400,"#))
    #expect(Mapper<Numbers>().map(JSON: model.toJSON())?.toJSONString() == written)
  }

  @Test("a payload cluster mapped from map.JSON equals the nested model, event by event")
  func clusterMatchesNested() throws {
    let text = String(decoding: SampleDocuments.prettyData(SampleDocuments.eventPage()), as: UTF8.self)
    let cluster = try #require(Mapper<ClusterEvent>().mapArray(JSONString: text))
    let plain = try #require(Mapper<PlainEvent>().mapArray(JSONString: text))
    #expect(cluster.count == 100 && plain.count == 100)
    var kinds = Set<String>()
    for (event, twin) in zip(cluster, plain) {
      let payload = try #require(event.payload)
      kinds.insert("\(type(of: payload))")
      let clusterJSON = try #require(event.toJSONString())
      let plainJSON = try #require(twin.toJSONString())
      // The cluster writes its fields under "payload" through key paths: the same object,
      // less the fields of other kinds, which the plain payload writes as absent.
      guard let written = try JSONValue(parsing: clusterJSON)["payload"]?.object else { continue }
      let nested = try #require(JSONValue(parsing: plainJSON)["payload"]?.object)
      for (key, value) in written {
        #expect(nested[key] == value, "\(event.id ?? "") \(key)")
      }
    }
    #expect(kinds == ["PushPayload", "IssuesPayload", "EventPayload", "CreatePayload", "ForkPayload"])
  }

  #if !canImport(Darwin)
    /// `map.JSON` builds its whole dictionary because, on Linux, a `[String: Any]` can only be
    /// built eagerly: a lazy `NSDictionary` subclass would be the way to build nested objects
    /// only when read, but swift-corelibs-foundation bridges an `NSDictionary` to a Swift
    /// dictionary (and writes it with `JSONSerialization`) from the storage its own
    /// initializers fill, never through a subclass's `count`, `object(forKey:)` or
    /// `keyEnumerator()`. Should Foundation change this, the test fails, and a lazy
    /// `map.JSON` becomes possible (Docs/Performance.md).
    @Test("Foundation on Linux bridges an NSDictionary subclass from its storage, not its methods")
    func linuxBridgingIgnoresSubclassMethods() throws {
      let lazy: Any = _LazySubclassDictionary()
      let bridged = try #require(lazy as? [String: Any])
      #expect(bridged.isEmpty)
      let written = try JSONSerialization.data(withJSONObject: ["payload": lazy])
      #expect(String(decoding: written, as: UTF8.self) == #"{"payload":{}}"#)
      // What the subclass answers itself, asked directly.
      let asked = try #require(lazy as? NSDictionary)
      #expect(asked.count == 1 && asked.object(forKey: "action") as? String == "opened")
    }
  #endif
}

#if !canImport(Darwin)
  /// An `NSDictionary` whose content comes from its overridden primitive methods only, as a
  /// lazily built dictionary's would (see `linuxBridgingIgnoresSubclassMethods`).
  private final class _LazySubclassDictionary: NSDictionary {
    private let content: [String: Any] = ["action": "opened"]

    init() { super.init(objects: nil, forKeys: nil, count: 0) }

    required init(objects: UnsafePointer<AnyObject>!, forKeys keys: UnsafePointer<NSObject>!, count: Int) {
      super.init(objects: objects, forKeys: keys, count: count)
    }

    required init?(coder: NSCoder) { nil }

    override var count: Int { content.count }

    override func object(forKey key: Any) -> Any? { (key as? String).flatMap { content[$0] } }

    override func keyEnumerator() -> NSEnumerator { NSArray(array: Array(content.keys)).objectEnumerator() }
  }
#endif
