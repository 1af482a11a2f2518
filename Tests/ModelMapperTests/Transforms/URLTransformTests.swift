import Foundation
import ModelMapper
import Testing

/// A model reading one value through `URLTransform` in each of its forms.
private final class Links: Mappable {
  var plain: URL?
  var encoded: URL?
  var alphanumeric: URL?
  var list: [URL] = []

  init?(map: Map) {}

  func mapping(map: Map) {
    plain <- (map["v"], URLTransform())
    encoded <- (map["v"], URLTransform(shouldEncodeURLString: true))
    alphanumeric <- (map["v"], URLTransform(shouldEncodeURLString: true, allowedCharacterSet: .alphanumerics))
    list <- (map["list"], URLTransform())
  }
}

/// A subclass that reads URLs its own way: the transform's direct reading must defer to it.
private final class LowercasingURLTransform: URLTransform, @unchecked Sendable {
  override func transformFromJSON(_ value: Any?) -> URL? {
    (value as? String).flatMap { URL(string: $0.lowercased()) }
  }
}

private final class LowercasedLink: Mappable {
  var url: URL?

  init?(map: Map) {}

  func mapping(map: Map) {
    url <- (map["v"], LowercasingURLTransform())
  }
}

@Suite("URLTransform")
struct URLTransformTests {
  @Test(
    "reading the parsed value gives what transformFromJSON gives its Foundation form",
    arguments: [
      #""https://example.com/a?b=c""#, #""https://example.com/a b?q=x y#frag""#, #""héllo wörld""#, #""""#,
      #""not a url at all""#, #""http://[::1]:80/""#, #""%zz""#, #""a\u0000b""#, #""https:\/\/e.com\/\u00e9""#,
      "3", "-0.5", "true", "null", #"["https://example.com"]"#, #"{"a": 1}"#,
    ])
  func sameAsFoundationForm(_ value: String) throws {
    let json = #"{"v": \#(value), "list": [\#(value), "https://example.com/b"]}"#
    let links = try #require(Mapper<Links>().map(JSONString: json))
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let foundation = object["v"] is NSNull ? nil : object["v"]
    #expect(links.plain == URLTransform().transformFromJSON(foundation))
    #expect(links.encoded == URLTransform(shouldEncodeURLString: true).transformFromJSON(foundation))
    let alphanumeric = URLTransform(shouldEncodeURLString: true, allowedCharacterSet: .alphanumerics)
    #expect(links.alphanumeric == alphanumeric.transformFromJSON(foundation))
    let list = try #require(object["list"] as? [Any])
    #expect(links.list == list.compactMap { URLTransform().transformFromJSON($0 is NSNull ? nil : $0) })
  }

  @Test("a subclass's transformFromJSON is the one called")
  func subclassOverride() throws {
    let link = try #require(Mapper<LowercasedLink>().map(JSONString: #"{"v": "HTTPS://Example.COM/Path"}"#))
    #expect(link.url == URL(string: "https://example.com/path"))
  }

  @Test("the default allowed characters are those of a query")
  func defaultAllowedCharacters() throws {
    let text = "https://e.com/a b?q=x y&r=[1]#f g"
    let expected = URL(string: try #require(text.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed)))
    #expect(URLTransform(shouldEncodeURLString: true).transformFromJSON(text) == expected)
    #expect(expected?.absoluteString.contains("%20") == true)
  }

  @Test("URLs are written as their absolute strings")
  func writing() throws {
    let link = try #require(Mapper<LowercasedLink>().map(JSONString: #"{"v": "https://example.com/a?b=c"}"#))
    #expect(link.toJSONString() == #"{"v":"https://example.com/a?b=c"}"#)
  }
}
