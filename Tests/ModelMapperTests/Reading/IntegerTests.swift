import Foundation
import ModelMapper
import Testing

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
