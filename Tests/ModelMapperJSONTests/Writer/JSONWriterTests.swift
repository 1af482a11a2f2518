import Foundation
import ModelMapperJSON
import SeededRandom
import Testing

@Suite("The writer: escaping, layout, options")
struct JSONWriterTests {
  @Test("quotes, backslashes and control characters are escaped; slash is not by default")
  func escaping() throws {
    let value = JSONValue.string("a\"b\\c/d\n\t\r\u{8}\u{C}\u{0}\u{1F}\u{7F}é😀")
    #expect(try JSONWriter().string(value) == #""a\"b\\c/d\n\t\r\b\f\u0000\u001f"# + "\u{7F}é😀\"")
    let slashes = JSONWriter(options: .init(escapesSlashes: true))
    #expect(try slashes.string("a/b") == #""a\/b""#)
  }

  @Test("ASCII-only output escapes every non-ASCII scalar, with surrogate pairs above U+FFFF")
  func asciiOnly() throws {
    let writer = JSONWriter(options: .init(escapesNonASCII: true))
    let text = try writer.string(["clé": "é😀中"])
    #expect(text == #"{"cl\u00e9":"\u00e9\ud83d\ude00\u4e2d"}"#)
    #expect(text.utf8.allSatisfy { $0 < 0x80 })
    #expect(try JSONDocument(parsing: text).root.value == ["clé": "é😀中"])
  }

  @Test("long strings take the 16-byte path and still escape correctly")
  func longStrings() throws {
    let long = String(repeating: "abcdefghij", count: 10) + "\"" + String(repeating: "é", count: 20) + "\n"
    let text = try JSONWriter().string(.string(long))
    #expect(try JSONDocument(parsing: text).root.string == long)
    #expect(text.hasSuffix(#"\""# + String(repeating: "é", count: 20) + #"\n""#))
  }

  @Test(
    "strings with escapes at every offset equal a byte-by-byte reference, slashes escaped or not",
    arguments: [false, true])
  func escapesAtEveryOffset(escapesSlashes: Bool) throws {
    // Runs of plain bytes between the bytes to escape, of every length across the writer's
    // 16-byte chunks and its padded last 32 bytes; several escapes in one chunk.
    let specials: [Character] = ["/", "\"", "\\", "\n", "\t", "\u{1}", "\u{1F}", "\u{8}", "\u{C}", "\r"]
    let plain: [Character] = ["a", "Z", "0", " ", "~", "é", "中", "😀", "\u{7F}"]
    var random = SeededGenerator(seed: 0x5EED_E5CA)
    let writer = JSONWriter(options: .init(escapesSlashes: escapesSlashes))
    for length in 0..<120 {
      for _ in 0..<8 {
        let density = Int.random(in: 1...6, using: &random)
        let text = String(
          (0..<length).map { _ in
            Int.random(in: 0..<density, using: &random) == 0
              ? specials.randomElement(using: &random)! : plain.randomElement(using: &random)!
          })
        let written = try writer.string(.string(text))
        #expect(written == Self.referenceEscaped(text, escapesSlashes: escapesSlashes), "\(Array(text.utf8))")
        #expect(try JSONDocument(parsing: written).root.string == text)
      }
    }
  }

  /// A JSON string written one scalar at a time, as RFC 8259 and the writer's options say.
  static func referenceEscaped(_ text: String, escapesSlashes: Bool) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "/" where escapesSlashes: out += "\\/"
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      case "\r": out += "\\r"
      case "\u{8}": out += "\\b"
      case "\u{C}": out += "\\f"
      case "\u{0}"..."\u{1F}":
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }

  @Test("pretty printing indents nested values; empty containers stay on one line")
  func pretty() throws {
    let value: JSONValue = ["a": [1, ["b": nil]], "c": [:], "d": []]
    let expected = """
      {
        "a": [
          1,
          {
            "b": null
          }
        ],
        "c": {},
        "d": []
      }
      """
    #expect(try JSONWriter(options: .pretty).string(value) == expected)
    let four = JSONWriter(options: .init(prettyPrinted: true, indentWidth: 4))
    #expect(try four.string(["a": 1]) == "{\n    \"a\": 1\n}")
  }

  @Test("sorted keys sort every object, at every level")
  func sortedKeys() throws {
    let value: JSONValue = ["b": 1, "a": ["z": 1, "y": 2], "c": [["q": 1, "p": 2]]]
    let writer = JSONWriter(options: .init(sortsKeys: true))
    #expect(try writer.string(value) == #"{"a":{"y":2,"z":1},"b":1,"c":[{"p":2,"q":1}]}"#)
    let document = try JSONDocument(parsing: #"{"b":1,"a":{"z":1,"y":2}}"#)
    #expect(writer.string(document.root) == #"{"a":{"y":2,"z":1},"b":1}"#)
  }

  @Test("documents are written with numbers verbatim and strings canonical")
  func documents() throws {
    let document = try JSONDocument(parsing: #"  { "n" : [1.50, -0, 1E+2], "s": "\u00e9\/\n" }  "#)
    #expect(JSONWriter().string(document.root) == #"{"n":[1.50,-0,1E+2],"s":"é/\n"}"#)
    #expect(JSONWriter().string(document.root["n"]!) == "[1.50,-0,1E+2]")
    let pretty = JSONWriter(options: .pretty).string(document.root)
    #expect(try JSONDocument(parsing: pretty).root.value == document.root.value)
  }

  @Test("duplicate keys: the last value wins when read and when written")
  func duplicateKeys() throws {
    let document = try JSONDocument(parsing: #"{"a":1,"b":2,"a":3,"\u0062":4}"#)
    #expect(document.root["a"]?.int64 == 3)
    #expect(document.root["b"]?.int64 == 4)
    #expect(document.root.count == 4)
    #expect(document.root.members.map(\.key) == ["a", "b", "a", "b"])
    #expect(JSONWriter().string(document.root) == #"{"a":3,"b":4}"#)
    #expect(document.root.value == ["a": 3, "b": 4])
  }

  @Test("bytes, data and string outputs agree")
  func outputs() throws {
    let value: JSONValue = ["x": [true, false, nil, "é"]]
    let writer = JSONWriter()
    let string = try writer.string(value)
    #expect(try writer.bytes(value) == Array(string.utf8))
    #expect(try writer.data(value) == Data(string.utf8))
  }

  @Test(
    "string output with non-ASCII text anywhere (across 64-byte blocks) equals the bytes",
    arguments: [0, 1, 2, 3, 62, 63, 64, 65, 127, 128, 200])
  func mixedTextString(asciiPrefix: Int) throws {
    // ASCII runs of many lengths between 2-, 3- and 4-byte sequences, so that multi-byte
    // characters straddle the writer's 64-byte blocks at every offset.
    var strings: [JSONValue] = []
    for length in 0..<70 {
      let ascii = String(repeating: "a", count: (length * 7) % 90)
      strings.append(.string(String(repeating: "x", count: asciiPrefix) + ascii + "é中😀" + ascii))
      strings.append(.string(String(repeating: "名", count: length)))
    }
    let value: JSONValue = ["items": .array(strings), "tail": .string(String(repeating: "z", count: 300))]
    let writer = JSONWriter()
    let string = try writer.string(value)
    let bytes = try writer.bytes(value)
    #expect(Array(string.utf8) == bytes)
    #expect(string == String(decoding: bytes, as: UTF8.self))
    #expect(try JSONDocument(parsing: string).root.value == value)
  }

  @Test("values deeper than the writer's limit throw tooDeep")
  func tooDeep() {
    var value: JSONValue = 1
    for _ in 0..<600 { value = [value] }
    let error = #expect(throws: JSONWriteError.self) { try JSONWriter().string(value) }
    #expect(error?.kind == .tooDeep)
    #expect(throws: Never.self) { try JSONWriter(options: .init(maxDepth: 1000)).string(value) }
  }
}
