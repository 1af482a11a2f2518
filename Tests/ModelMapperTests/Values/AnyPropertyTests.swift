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
    // JSON null as ObjectMapper gave it: a nil inside `Any` and `Any?` (`.some(nil)`), `NSNull`
    // for `AnyObject` and `AnyObject?`; all four are written back as null.
    let nulls = Mapper<AnyHolder>().map(
      JSONString: #"{"optionalAny": null, "any": null, "object": null, "optionalObject": null}"#, toObject: holder)
    let optionalAny = try #require(nulls.optionalAny)
    #expect(holdsNil(optionalAny) && holdsNil(nulls.any))
    #expect(nulls.object is NSNull && nulls.optionalObject is NSNull)
    #expect(nulls.toJSONString() == #"{"any":null,"optionalAny":null,"object":null,"optionalObject":null}"#)
    let absent = try #require(Mapper<AnyHolder>().map(JSONString: "{}"))
    #expect(absent.optionalAny == nil && absent.optionalObject == nil && absent.any as? String == "unset")
    #expect(!holdsNil(absent.any))
    #expect(absent.toJSONString() == #"{"any":"unset","object":null}"#)
  }
}

/// Whether `value` is a nil optional boxed in `Any`.
func holdsNil(_ value: Any) -> Bool {
  let mirror = Mirror(reflecting: value)
  return mirror.displayStyle == .optional && mirror.children.isEmpty
}
