import Foundation
import ModelMapper
import Testing

@Suite("Any and AnyObject properties (Swift 6 mode)")
struct AnyPropertyTests {
  @Test("they take the raw JSON value and write it back")
  func anyValues() throws {
    let holder = try #require(
      Mapper<AnyHolder>().map(
        JSONString: #"{"any": {"k": [1, 2]}, "optionalAny": 1.5, "object": "s", "optionalObject": [true]}"#))
    #expect(((holder.any as? [String: Any])?["k"] as? [Int]) == [1, 2])
    #expect(holder.optionalAny as? Double == 1.5)
    #expect(holder.object as? String == "s")
    #expect(holder.optionalObject as? [Bool] == [true])
    let json = try JSONValue(parsing: try #require(holder.toJSONString()))
    #expect(json == ["any": ["k": [1, 2]], "optionalAny": 1.5, "object": "s", "optionalObject": [true]])
    let cleared = Mapper<AnyHolder>().map(JSONString: #"{"optionalAny": null, "any": null}"#, toObject: holder)
    #expect(cleared.optionalAny == nil)
    #expect(cleared.any is [String: Any])
  }
}
