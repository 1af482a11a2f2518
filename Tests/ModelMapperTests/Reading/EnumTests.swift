import Foundation
import ModelMapper
import Testing

@Suite("Enums through raw values")
struct EnumTests {
  @Test("known raw values map; unknown ones leave or clear the property and are dropped from collections")
  func rawValues() {
    let enums = Mapper<Enums>().map(
      JSONString:
        #"{"role": "admin", "optionalRole": "member", "level": 2, "roles": ["admin", "boss", "member"], "roleByName": {"a": "admin", "b": "x"}}"#
    )!
    #expect(enums.role == .admin)
    #expect(enums.optionalRole == .member)
    #expect(enums.level == .high)
    #expect(enums.roles == [.admin, .member])
    #expect(enums.roleByName == ["a": .admin])
    let unknown = Mapper<Enums>().map(JSONString: #"{"role": "boss", "optionalRole": "boss", "level": 1.5}"#)!
    #expect(unknown.role == .member)
    #expect(unknown.optionalRole == nil)
    #expect(unknown.level == .low)
  }

  @Test("enums are written as raw values")
  func writing() throws {
    let enums = Enums()
    enums.role = .admin
    enums.level = .high
    enums.roles = [.member, .admin]
    enums.roleByName = ["x": .member]
    let json = try JSONValue(parsing: try #require(enums.toJSONString()))
    #expect(json["role"] == "admin")
    #expect(json["level"] == 2)
    #expect(json["roles"] == ["member", "admin"])
    #expect(json["roleByName"] == ["x": "member"])
    #expect(json["optionalRole"] == nil)
  }
}
