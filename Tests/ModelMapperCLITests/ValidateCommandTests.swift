import Foundation
import ModelMapper
import ModelMapperCLI
import Testing

@Suite("modelmapper validate")
struct ValidateCommandTests {
  @Test("valid files print nothing and exit 0")
  func valid() throws {
    let file = try temporaryFile(#"{"a": [1, 2]}"#)
    let console = Console()
    #expect(console.run("validate", file) == 0)
    #expect(console.output.isEmpty)
  }

  @Test("invalid files print FILE:LINE:COLUMN: message and exit 1; valid ones beside them print nothing")
  func invalid() throws {
    let good = try temporaryFile("[1]")
    let bad = try temporaryFile("{\n  \"a\": [1, 2,]\n}", name: "bad.json")
    let console = Console()
    #expect(console.run("validate", good, bad) == 1)
    #expect(console.output == "\(bad):2:14: unexpected ']' after ','; trailing commas are not allowed\n")
  }

  @Test("standard input is read when piped, and named <stdin>")
  func standardInput() {
    let console = Console(input: "[1,]")
    #expect(console.run("validate") == 1)
    #expect(console.output.hasPrefix("<stdin>:1:4: "))
    let valid = Console(input: "[1]")
    #expect(valid.run("validate", "-") == 0)
  }

  @Test("with no file and a terminal on standard input, it is a usage error")
  func terminal() {
    let console = Console()
    #expect(console.run("validate") == 2)
    #expect(console.error.contains("validate needs a FILE"))
  }

  @Test("a missing file is reported and exits 1")
  func missingFile() {
    let console = Console()
    #expect(console.run("validate", "/nonexistent/x.json") == 1)
    #expect(console.error.hasPrefix("/nonexistent/x.json: cannot read"))
  }

  @Test("--max-depth applies the depth limit")
  func maxDepth() {
    let console = Console(input: "[[[1]]]")
    #expect(console.run("validate", "--max-depth", "2") == 1)
    #expect(console.output.contains("nesting deeper than the limit of 2"))
  }
}
