import Foundation
import ModelMapper
import ModelMapperCLI
import ModelMapperJSONTool
import SampleModels
import TestSupport
import Testing

@Suite("modelmapper validate and format, a chunk at a time")
struct StreamedCommandTests {
  /// What `format` writes for `text` when the document is formatted whole.
  static func whole(_ data: Data, _ options: JSONWriter.Options) throws -> String {
    JSONWriter(options: options).string(try JSONDocument(parsing: data).root) + "\n"
  }

  static let optionSets: [([String], JSONWriter.Options)] = [
    ([], .init()),
    (["--pretty"], .init(prettyPrinted: true)),
    (["--indent", "4", "--sort-keys"], .init(prettyPrinted: true, indentWidth: 4, sortsKeys: true)),
    (["--ascii", "--escape-slashes"], .init(escapesSlashes: true, escapesNonASCII: true)),
  ]

  @Test("formatting every valid suite document, arrays an element at a time, gives the whole-document text")
  func conformance() throws {
    for url in Fixtures.files(in: "conformance/JSONTestSuite/test_parsing") where url.lastPathComponent.hasPrefix("y_")
    {
      let data = try Data(contentsOf: url)
      for (flags, options) in Self.optionSets {
        let console = Console()
        #expect(console.run(["format"] + flags + [url.path]) == 0, "\(url.lastPathComponent)")
        #expect(console.output == (try Self.whole(data, options)), "\(url.lastPathComponent) \(flags)")
      }
    }
  }

  @Test("a large array read in many chunks, and an object formatted whole, give the whole-document text")
  func largeDocuments() throws {
    let ledger = Data(SampleDocuments.ledger(entries: 12_000))
    #expect(ledger.count > 1 << 20)  // more than one chunk
    let file = try temporaryFile(String(decoding: ledger, as: UTF8.self), name: "ledger.json")
    let twitter = Fixtures.root.appendingPathComponent("bench-data/twitter.json")
    for (flags, options) in Self.optionSets {
      let console = Console()
      #expect(console.run(["format"] + flags + [file]) == 0)
      #expect(console.output == (try Self.whole(ledger, options)))
      let object = Console()
      #expect(object.run(["format"] + flags + [twitter.path]) == 0)
      #expect(object.output == (try Self.whole(try Data(contentsOf: twitter), options)))
    }
    // Standard input, and a byte order mark before a value that is not an array.
    let piped = Console(input: String(decoding: ledger, as: UTF8.self))
    #expect(piped.run("format") == 0)
    #expect(piped.output == (try Self.whole(ledger, .init())))
    let marked = Console(input: "\u{FEFF}{\"b\": 1, \"a\": [true]}")
    #expect(marked.run("format", "--sort-keys") == 0)
    #expect(marked.output == #"{"a":[true],"b":1}"# + "\n")
  }

  @Test("an error late in a large array is reported at its line and column, as the parser reports it")
  func lateError() throws {
    var text = String(decoding: SampleDocuments.ledger(entries: 12_000), as: UTF8.self)
    text = text.replacingOccurrences(of: #"{"id":11000,"#, with: #"{"id":11000,,"#)
    let expected = try #require(throws: JSONParseError.self) { try JSONDocument(parsing: text) }
    let file = try temporaryFile(text, name: "broken.json")
    let validate = Console()
    #expect(validate.run("validate", file) == 1)
    #expect(validate.output == "\(file):\(expected.line):\(expected.column): \(expected.message)\n")
    let format = Console()
    #expect(format.run("format", file) == 1)
    #expect(format.error == "\(file):\(expected.line):\(expected.column): \(expected.message)\n")
  }

  @Test("--jsonl: every invalid line is reported; format writes each document on its line, blank lines dropped")
  func jsonLines() throws {
    let text = "{\"b\": 1, \"a\": 2}\n\n[1, 2,]\n  \"x\"  \r\n{\"c\": nul}\n3"
    let validate = Console(input: text)
    #expect(validate.run("validate", "--jsonl") == 1)
    #expect(
      validate.output
        == "<stdin>:3:7: unexpected ']' after ','; trailing commas are not allowed\n"
        + "<stdin>:5:10: unexpected '}'; expected 'null'\n")
    let good = Console(input: "{\"b\": 1, \"a\": 2}\n\n  \"x\"  \r\n3")
    #expect(good.run("format", "--jsonl", "--sort-keys") == 0)
    #expect(good.output == "{\"a\":2,\"b\":1}\n\"x\"\n3\n")
    let bad = Console(input: text)
    #expect(bad.run("format", "--jsonl") == 1)
    #expect(bad.error.hasPrefix("<stdin>:3:7: "))
    #expect(Console(input: "1").run("format", "--jsonl", "--pretty") == 2)
  }
}

extension Console {
  func run(_ arguments: [String]) -> Int32 {
    CommandLineTool.run(arguments, io: io)
  }
}
