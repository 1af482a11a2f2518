import Foundation
import ModelMapper
import SampleModels
import TestSupport
import Testing

/// `value` without the members whose value is null, at every level (writing omits nil
/// optionals, so these are the members a round trip cannot bring back).
func withoutNulls(_ value: JSONValue) -> JSONValue {
  switch value {
  case .object(let object):
    var result = JSONObject()
    for (key, member) in object where !member.isNull {
      result[key] = withoutNulls(member)
    }
    return .object(result)
  case .array(let elements):
    return .array(elements.map(withoutNulls))
  default:
    return value
  }
}

@Suite("The benchmark documents, mapped and written back")
struct RealDataTests {
  @Test("github-user.json round-trips exactly, nulls aside, as a class and as an immutable struct")
  func githubUser() throws {
    let data = try Fixtures.benchData("github-user.json")
    let text = String(decoding: data, as: UTF8.self)
    let original = withoutNulls(try JSONValue(parsing: text))
    let user = try #require(Mapper<GitHubUser>().map(JSONString: text))
    #expect(try JSONValue(parsing: try #require(user.toJSONString())) == original)
    let immutable = try Mapper<GitHubUserImmutable>().mapOrThrow(JSONString: text)
    #expect(try JSONValue(parsing: try #require(immutable.toJSONString())) == original)
  }

  @Test("the benchmark's fallback-key and camelCase GitHub models map exactly what the plain one does")
  func githubUserFeatures() throws {
    let text = String(decoding: try Fixtures.benchData("github-user.json"), as: UTF8.self)
    let plain = try #require(Mapper<GitHubUser>().map(JSONString: text)?.toJSONString())
    #expect(Mapper<GitHubUserFlexible>().map(JSONString: text)?.toJSONString() == plain)
    let snake = Mapper<GitHubUserCamelCase>(options: [.snakeCaseKeys, .lenientConversion])
    let camelCase = try #require(snake.map(JSONString: text))
    #expect(snake.toJSONString(camelCase) == plain)
    #expect(Mapper<GitHubUserCamelCase>().map(JSONString: text)?.toJSONString() != plain)
    // The Codable twin with the matching key strategies reads and writes the same.
    let data = Data(text.utf8)
    let twin = try GitHubUserSnakeCaseCodable.decoder().decode(GitHubUserSnakeCaseCodable.self, from: data)
    let twinWritten = try JSONDocument(parsing: try GitHubUserSnakeCaseCodable.encoder().encode(twin)).root.value
    #expect(withoutNulls(twinWritten) == (try JSONValue(parsing: plain)))
  }

  @Test("twitter.json round-trips exactly, nulls aside: 100 statuses, retweets, media, users")
  func twitter() throws {
    let data = try Fixtures.benchData("twitter.json")
    let text = String(decoding: data, as: UTF8.self)
    let search = try #require(Mapper<TwitterSearch>().map(JSONString: text))
    #expect(search.statuses.count == 100)
    let written = try #require(search.toJSONString())
    // Compared with the document read from bytes: models mapped from a String copy their
    // non-ASCII strings from it, a document parsed from bytes decodes them from its bytes.
    #expect(try JSONValue(parsing: written) == withoutNulls(try JSONDocument(parsing: data).root.value))
    #expect(Mapper<TwitterSearch>().map(JSONString: written)?.toJSONString() == written)
  }

  @Test(
    "weibo-status.json round-trips, nulls aside, the picture sizes sent as strings (0 in ObjectMapper's rules) and the dates rewritten in the formatter's zone"
  )
  func weibo() throws {
    let text = String(decoding: try Fixtures.benchData("weibo-status.json"), as: UTF8.self)
    let status = try #require(Mapper<WeiboStatus>().map(JSONString: text))
    let written = try JSONValue(parsing: try #require(status.toJSONString()))
    // Replace string sizes by 0 in the original, as Int properties read them, and dates by
    // the instants a DateFormatter reads from them (they are written in its zone).
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.dateFormat = weiboDateFormat
    func normalized(_ value: JSONValue, key: String? = nil) -> JSONValue {
      switch value {
      case .object(let object):
        return .object(JSONObject(object.map { ($0.key, normalized($0.value, key: $0.key)) }))
      case .array(let elements):
        return .array(elements.map { normalized($0) })
      case .string where key == "width" || key == "height":
        return 0
      case .string(let date) where key == "created_at":
        return formatter.date(from: date).map { .number(JSONNumber($0.timeIntervalSince1970)) } ?? value
      default:
        return value
      }
    }
    #expect(normalized(written) == normalized(withoutNulls(try JSONValue(parsing: text))))
    #expect(written["created_at"] != nil && written["user"]?["created_at"] != nil)
  }

  @Test("the models as apps write them produce what their Codable twins produce, dates compared as instants")
  func appStyleModels() throws {
    let twitter = try Fixtures.benchData("twitter.json")
    let feed = try #require(Mapper<FeedPage>().map(JSONString: String(decoding: twitter, as: UTF8.self)))
    #expect(feed.statuses.count == 100)
    let feedTwin = try FeedPageCodable.decoder().decode(FeedPageCodable.self, from: twitter)
    #expect(
      try Self.instants(JSONValue(parsing: try #require(feed.toJSONString())))
        == Self.instants(
          JSONValue(parsing: String(decoding: FeedPageCodable.encoder().encode(feedTwin), as: UTF8.self))))
    let orders = SampleDocuments.prettyData(SampleDocuments.orderPage())
    let page = try #require(Mapper<OrderPage>().map(JSONString: String(decoding: orders, as: UTF8.self)))
    #expect(page.orders.count == 100)
    let pageTwin = try JSONDecoder().decode(OrderPageCodable.self, from: orders)
    #expect(
      try Self.instants(JSONValue(parsing: try #require(page.toJSONString())))
        == Self.instants(JSONValue(parsing: String(decoding: JSONEncoder().encode(pageTwin), as: UTF8.self))))
  }

  /// `value` with every string that is a date (in a form FlexibleDateTransform reads) replaced
  /// by its instant in milliseconds, so that dates written in different zones compare equal.
  static func instants(_ value: JSONValue) -> JSONValue {
    switch value {
    case .object(let object): return .object(JSONObject(object.map { ($0.key, instants($0.value)) }))
    case .array(let elements): return .array(elements.map(instants))
    case .string(let text):
      guard let date = FlexibleDateTransform.date(from: text) else { return value }
      return .number(JSONNumber((date.timeIntervalSince1970 * 1000).rounded()))
    default: return value
    }
  }

  @Test("the generated documents map and round-trip like the real ones")
  func generated() throws {
    let documents = [
      ("twitter.json", SampleDocuments.twitterSearch()), ("github-user.json", SampleDocuments.githubUser()),
      ("weibo-status.json", SampleDocuments.weiboStatus()),
    ]
    for (name, value) in documents {
      let text = String(decoding: SampleDocuments.prettyData(value), as: UTF8.self)
      switch name {
      case "twitter.json":
        let search = try #require(Mapper<TwitterSearch>().map(JSONString: text))
        #expect(search.statuses.count == 100)
        #expect(
          try JSONValue(parsing: try #require(search.toJSONString())) == withoutNulls(try JSONValue(parsing: text)))
      case "github-user.json":
        let user = try #require(Mapper<GitHubUser>().map(JSONString: text))
        #expect(try JSONValue(parsing: try #require(user.toJSONString())) == withoutNulls(try JSONValue(parsing: text)))
      default:
        #expect(Mapper<WeiboStatus>().map(JSONString: text) != nil)
      }
    }
  }
}
