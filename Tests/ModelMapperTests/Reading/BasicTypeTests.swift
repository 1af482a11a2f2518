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
