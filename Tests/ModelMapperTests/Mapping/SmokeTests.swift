import Foundation
import ModelMapper
import Testing

final class SmokeUser: Mappable {
  var name: String?
  var id = 0
  var tags: [String] = []
  var friend: SmokeUser?
  init() {}
  required init?(map: Map) {}
  func mapping(map: Map) {
    name <- map["name"]
    id <- map["id"]
    tags <- map["tags"]
    friend <- map["friend"]
  }
}

@Suite("Smoke")
struct SmokeTests {
  @Test("round trip")
  func roundTrip() throws {
    let user = try #require(
      SmokeUser(JSONString: #"{"name":"Ada","id":7,"tags":["a","b"],"friend":{"name":"Bo","id":2}}"#))
    #expect(user.name == "Ada")
    #expect(user.id == 7)
    #expect(user.tags == ["a", "b"])
    #expect(user.friend?.name == "Bo")
    #expect(user.toJSONString() == #"{"name":"Ada","id":7,"tags":["a","b"],"friend":{"name":"Bo","id":2,"tags":[]}}"#)
  }
}
