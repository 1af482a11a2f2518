import Foundation
import ModelMapper
import Testing

@Suite("Copying keys and values of every length into the output")
struct CopyLengthTests {
  @Test("keys and values of 1 to 40 bytes are written whole, with and without the key shape")
  func keyAndValueLengths() throws {
    var texts: [String] = []
    // The first write records the key shape; the next ones copy its prepared keys.
    for _ in 0..<3 { texts.append(try #require(KeyLengths().toJSONString())) }
    #expect(Set(texts).count == 1)
    let object = try #require(try JSONValue(parsing: texts[0]).object)
    #expect(object.count == KeyLengths.lengths.count)
    for length in KeyLengths.lengths {
      let key = String(UnicodeScalar(UInt8(0x60 + length % 26))) + String(repeating: "k", count: length - 1)
      #expect(object[key]?.string == String(repeating: "v", count: length - 1) + "!")
    }
    let back = try #require(Mapper<KeyLengths>().map(JSONString: texts[0]))
    #expect(back.values == KeyLengths().values)
  }
}
