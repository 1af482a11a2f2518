import BenchmarkModels
import Foundation
import ModelMapper
import ModelMapperBenchmarks
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

  @Test("weibo-status.json round-trips, nulls aside and the picture sizes sent as strings (0 in ObjectMapper's rules)")
  func weibo() throws {
    let text = String(decoding: try Fixtures.benchData("weibo-status.json"), as: UTF8.self)
    let status = try #require(Mapper<WeiboStatus>().map(JSONString: text))
    let written = try JSONValue(parsing: try #require(status.toJSONString()))
    // Replace string sizes by 0 in the original, as Int properties read them.
    func zeroStrings(_ value: JSONValue, key: String? = nil) -> JSONValue {
      switch value {
      case .object(let object):
        return .object(JSONObject(object.map { ($0.key, zeroStrings($0.value, key: $0.key)) }))
      case .array(let elements):
        return .array(elements.map { zeroStrings($0) })
      case .string where key == "width" || key == "height":
        return 0
      default:
        return value
      }
    }
    #expect(written == zeroStrings(withoutNulls(try JSONValue(parsing: text))))
  }

  @Test("the generated documents map and round-trip like the real ones")
  func generated() throws {
    for document in BenchmarkDocument.generated() {
      let text = String(decoding: document.data, as: UTF8.self)
      switch document.name {
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
