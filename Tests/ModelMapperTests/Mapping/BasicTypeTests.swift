import Foundation
import ModelMapper
import Testing

@Suite("Basic types: absent, null and wrong type")
struct BasicTypeTests {
  func map(_ json: String) -> Basics {
    Mapper<Basics>().map(JSONString: json)!
  }

  @Test("absent keys leave every property unchanged")
  func absent() {
    let basics = map("{}")
    #expect(basics.string == "unset")
    #expect(basics.optionalString == nil)
    #expect(basics.int == -1)
    #expect(basics.strings == ["unset"])
    #expect(basics.dictionary == ["unset": "unset"])
  }

  @Test("null sets optionals to nil and leaves non-optionals unchanged")
  func nulls() {
    let basics = Basics()
    basics.optionalString = "x"
    basics.optionalInt = 5
    basics.optionalStrings = ["x"]
    let mapped = Mapper<Basics>().map(
      JSONString:
        #"{"string": null, "optionalString": null, "optionalInt": null, "double": null, "strings": null, "optionalStrings": null}"#,
      toObject: basics)
    #expect(mapped.string == "unset")
    #expect(mapped.optionalString == nil)
    #expect(mapped.optionalInt == nil)
    #expect(mapped.double == -1)
    #expect(mapped.strings == ["unset"])
    #expect(mapped.optionalStrings == nil)
  }

  @Test("a wrong type sets optionals to nil and leaves non-optionals unchanged; strings are never numbers")
  func wrongTypes() {
    let basics = map(
      #"{"string": 12, "optionalString": 12, "bool": "true", "optionalBool": "yes", "double": "1.5", "optionalDouble": "1.5", "strings": "a", "dictionary": ["a"]}"#
    )
    #expect(basics.string == "unset")
    #expect(basics.optionalString == nil)
    #expect(basics.bool == false)
    #expect(basics.optionalBool == nil)
    #expect(basics.double == -1)
    #expect(basics.optionalDouble == nil)
    #expect(basics.strings == ["unset"])
    #expect(basics.dictionary == ["unset": "unset"])
  }

  @Test("Bool accepts true/false and the numbers 0 and 1; numbers accept true/false")
  func boolsAndNumbers() {
    let ones = map(#"{"bool": 1, "optionalBool": 0, "int": true, "double": true, "optionalDouble": false}"#)
    #expect(ones.bool == true)
    #expect(ones.optionalBool == false)
    #expect(ones.int == 1)
    #expect(ones.double == 1)
    #expect(ones.optionalDouble == 0)
    #expect(map(#"{"optionalBool": 2}"#).optionalBool == nil)
  }

  @Test("Double and Float accept any number; Float rounds non-exact doubles")
  func floats() {
    let basics = map(
      #"{"double": 3, "float": 0.1, "optionalFloat": 1e-50, "floats": [1, 0.1, 2.5], "floatDictionary": {"a": 0.3}}"#)
    #expect(basics.double == 3)
    #expect(basics.float == 0.1)
    #expect(basics.optionalFloat == 0)
    #expect(basics.floats == [1, 0.1, 2.5])
    #expect(basics.floatDictionary == ["a": 0.3])
  }

  @Test("collections of basic values cast as a whole: one bad element fails the collection")
  func collections() {
    let good = map(
      #"{"strings": ["a", "b"], "ints": [1, 2], "dictionary": {"k": "v"}, "optionalDictionary": {"a": 1}}"#)
    #expect(good.strings == ["a", "b"])
    #expect(good.ints == [1, 2])
    #expect(good.dictionary == ["k": "v"])
    #expect(good.optionalDictionary == ["a": 1])
    let bad = map(
      #"{"strings": ["a", 1], "ints": [1, 2.5], "optionalStrings": ["a", null], "optionalDictionary": {"a": "1"}}"#)
    #expect(bad.strings == ["unset"])
    #expect(bad.ints == [-1])
    #expect(bad.optionalStrings == nil)
    #expect(bad.optionalDictionary == nil)
  }

  @Test("[String: Any] and [Any] take the JSON as Foundation values")
  func anyCollections() {
    let basics = map(#"{"anyDictionary": {"n": 1, "s": "x", "b": true, "z": null, "a": [1.5]}, "anyArray": [1, "x"]}"#)
    #expect(basics.anyDictionary["n"] as? Int == 1)
    #expect(basics.anyDictionary["s"] as? String == "x")
    #expect(basics.anyDictionary["b"] as? Bool == true)
    #expect(basics.anyDictionary["z"] is NSNull)
    #expect((basics.anyDictionary["a"] as? [Double]) == [1.5])
    #expect(basics.anyArray.count == 2)
  }

  @Test("implicitly unwrapped optionals map like optionals")
  func implicitlyUnwrapped() {
    let basics = map(#"{"implicit": "here"}"#)
    #expect(basics.implicit == "here")
    let cleared = Mapper<Basics>().map(JSONString: #"{"implicit": null}"#, toObject: basics)
    #expect(cleared.implicit == nil)
  }

  @Test("value() casts the current value, with Float accepting any number")
  func valueCast() {
    let map = Map(mappingType: .fromJSON, JSON: ["f": 0.1, "s": "x", "n": 1])
    let float: Float? = map["f"].value()
    let string: String? = map["s"].value()
    let wrong: String? = map["n"].value()
    let floats: [Float]? = Map(mappingType: .fromJSON, JSON: ["a": [0.1, 1]])["a"].value()
    #expect(float == 0.1)
    #expect(string == "x")
    #expect(wrong == nil)
    #expect(floats == [0.1, 1])
  }
}

@Suite("Integers of every width")
struct IntegerTests {
  func map(_ value: String) -> Integers {
    Mapper<Integers>().map(JSONString: #"{"value": \#(value)}"#)!
  }

  @Test("whole numbers in any spelling are read; fractions are refused and leave the property")
  func fractions() {
    #expect(map("41").int8 == 41)
    #expect(map("41.0").int == 41)
    #expect(map("4.1e1").uint64 == 41)
    #expect(map("4100e-2").optionalInt8 == 41)
    #expect(map("1e2").int == 100)
    let fractional = map("41.9")
    #expect(fractional.int == 7)
    #expect(fractional.int8 == 7)
    #expect(fractional.uint64 == 7)
    #expect(fractional.optionalInt8 == 7)
    #expect(map("-1.9").int == 7)
    #expect(map("-0.0").int == 0)
  }

  @Test(
    "out-of-range values leave the property as it was, optional or not",
    arguments: [
      ("300", [false, true, false, false, false, false, true, false, false, false]),
      ("-1", [false, false, false, false, false, true, true, true, true, true]),
      ("70000", [false, true, true, false, false, false, true, true, false, false]),
      ("5000000000", [false, true, true, true, false, false, true, true, true, false]),
      ("18446744073709551615", [true, true, true, true, true, false, true, true, true, false]),
      ("1e30", [true, true, true, true, true, true, true, true, true, true]),
      ("1e400", [true, true, true, true, true, true, true, true, true, true]),
    ])
  func overflow(value: String, refused: [Bool]) {
    // refused: Int, Int8, Int16, Int32, Int64, UInt, UInt8, UInt16, UInt32, UInt64
    let integers = map(value)
    let values: [Int] = [
      integers.int, Int(integers.int8), Int(integers.int16), Int(integers.int32), Int(integers.int64),
      Int(truncatingIfNeeded: integers.uint), Int(integers.uint8), Int(integers.uint16), Int(integers.uint32),
      Int(truncatingIfNeeded: integers.uint64),
    ]
    for (index, isRefused) in refused.enumerated() {
      #expect((values[index] == 7) == isRefused, "\(value) width \(index): \(values[index])")
    }
    #expect((integers.optionalInt8 == 7) == refused[1])
    #expect((integers.optionalUInt64 == 7) == refused[9])
  }

  @Test("strict mode names the refused number: out of range, or not a whole number")
  func strictRefusals() throws {
    for (value, reason) in [
      ("300", "Out of range for 'Int8'"), ("41.5", "Not a whole number"), ("1e400", "Out of range for 'Int8'"),
    ] {
      let problems = try #require(throws: MappingProblems.self) {
        try Mapper<Integers>(options: .strict).mapOrThrow(JSONString: #"{"value": \#(value)}"#)
      }
      let int8 = try #require(problems.errors.first { $0.expectedType == "Int8" })
      #expect(int8.reason == reason)
      #expect(int8.path == "value")
      #expect(int8.found == "number \(value)")
    }
  }

  @Test("the full 64-bit ranges")
  func ranges() {
    #expect(map("9223372036854775807").int64 == .max)
    #expect(map("-9223372036854775808").int64 == .min)
    #expect(map("18446744073709551615").uint64 == .max)
    #expect(map("-128").int8 == -128)
    #expect(map("255").uint8 == 255)
  }

  @Test("strings, null and Booleans")
  func otherKinds() {
    #expect(map(#""12""#).int == 0)
    #expect(map(#""12""#).optionalInt == nil)
    #expect(map("null").int == 0)
    #expect(map("null").optionalInt == nil)
    #expect(map("true").int8 == 1)
    #expect(map("false").uint == 0)
    #expect(Mapper<Integers>().map(JSONString: "{}")!.int == 7)
  }

  @Test("integers are written as numbers")
  func writing() throws {
    let integers = Integers()
    integers.int8 = -5
    integers.uint64 = .max
    let json = try JSONValue(parsing: try #require(integers.toJSONString()))
    #expect(json["value"] == JSONValue.number(JSONNumber(7)))
    let dictionary = integers.toJSON()
    #expect(dictionary["value"] as? Int == 7)
  }
}

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
