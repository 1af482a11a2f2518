import Foundation
import ModelMapper
import ModelMapperCLI
import Testing

@Suite("modelmapper format")
struct FormatCommandTests {
  @Test("compact by default; --pretty and --sort-keys")
  func layouts() {
    let input = #"{ "b": [1, 2.50], "a": "é" }"#
    let compact = Console(input: input)
    #expect(compact.run("format") == 0)
    #expect(compact.output == #"{"b":[1,2.50],"a":"é"}"# + "\n")
    let pretty = Console(input: input)
    #expect(pretty.run("format", "--pretty", "--sort-keys", "--indent", "4") == 0)
    #expect(pretty.output == "{\n    \"a\": \"é\",\n    \"b\": [\n        1,\n        2.50\n    ]\n}\n")
    let ascii = Console(input: input)
    #expect(ascii.run("format", "--ascii") == 0)
    #expect(ascii.output.contains(#""\u00e9""#))
  }

  @Test("invalid input goes to standard error as FILE:LINE:COLUMN and exits 1")
  func invalid() throws {
    let file = try temporaryFile("[1 2]")
    let console = Console()
    #expect(console.run("format", file) == 1)
    #expect(console.output.isEmpty)
    #expect(console.error == "\(file):1:4: unexpected '2'; expected ',' or ']'\n")
  }

  @Test("more than one file, or a bad --indent, is a usage error")
  func usage() {
    #expect(Console(input: "1").run("format", "a", "b") == 2)
    #expect(Console(input: "1").run("format", "--indent", "x") == 2)
  }
}
