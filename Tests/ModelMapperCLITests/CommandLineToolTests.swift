import Foundation
import ModelMapper
import ModelMapperCLI
import Testing

/// Captures what the tool writes, and feeds it standard input.
final class Console {
  var output = ""
  var error = ""
  var input: Data?

  init(input: String? = nil) {
    self.input = input.map { Data($0.utf8) }
  }

  var io: ToolIO {
    ToolIO(
      writeOutput: { self.output += $0 }, writeError: { self.error += $0 },
      readInput: { self.input ?? Data() }, inputIsTerminal: input == nil)
  }

  func run(_ arguments: String...) -> Int32 {
    CommandLineTool.run(arguments, io: io)
  }
}

/// A temporary file holding `text`.
func temporaryFile(_ text: String, name: String = "input.json") throws -> String {
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  let url = directory.appendingPathComponent(name)
  try Data(text.utf8).write(to: url)
  return url.path
}

@Suite("modelmapper: usage and dispatch")
struct UsageTests {
  @Test("no arguments and --help list every subcommand with an example")
  func help() {
    for arguments in [[], ["--help"], ["help"]] {
      let console = Console()
      #expect(CommandLineTool.run(arguments, io: console.io) == 0)
      for subcommand in ["generate", "validate", "format", "bench"] {
        #expect(console.output.contains("\n  \(subcommand) "))
        #expect(
          console.output.contains("modelmapper \(subcommand) ")
            || console.output.contains("modelmapper \(subcommand)\n"))
      }
      #expect(console.error.isEmpty)
    }
  }

  @Test("unknown subcommands and options are usage errors (status 2) with a hint")
  func unknown() {
    let console = Console()
    #expect(console.run("valdate", "x.json") == 2)
    #expect(console.error.contains("unknown subcommand 'valdate'; did you mean 'validate'?"))
    let option = Console()
    #expect(option.run("format", "--prety", "x.json") == 2)
    #expect(option.error.contains("unknown option '--prety'; did you mean '--pretty'?"))
    let missing = Console()
    #expect(missing.run("format", "--indent") == 2)
    #expect(missing.error.contains("needs a value"))
    #expect(Console().run("--frobnicate") == 2)
  }

  @Test("each subcommand explains its options")
  func subcommandHelp() {
    for subcommand in ["generate", "validate", "format", "bench"] {
      let console = Console()
      #expect(console.run(subcommand, "--help") == 0)
      #expect(console.output.contains("USAGE: modelmapper \(subcommand)"))
      #expect(console.output.contains("EXAMPLE"))
    }
  }
}

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

@Suite("modelmapper bench")
struct BenchCommandTests {
  @Test("--quick --format json prints one JSON object per result with the documented fields")
  func jsonLines() throws {
    let console = Console()
    #expect(console.run("bench", "--quick", "--format", "json", "--filter", "github-user.json parse") == 0)
    let lines = console.output.split(separator: "\n")
    #expect(lines.count == 3)
    for line in lines {
      let object = try JSONValue(parsing: String(line))
      for key in ["workload", "operation", "implementation", "median_ns", "mb_per_s", "baseline", "speedup"] {
        #expect(object[key] != nil, "\(key) missing in \(line)")
      }
      #expect(object["workload"] == "github-user.json")
      #expect((object["median_ns"]?.number?.doubleValue ?? 0) > 0)
    }
    let implementations = lines.compactMap { line -> String? in
      guard let object = try? JSONValue(parsing: String(line)) else { return nil }
      return object["implementation"]?.string
    }
    #expect(implementations.contains("JSONSerialization"))
  }

  @Test("--data reads the real files; a directory without them is an error")
  func dataDirectory() {
    let console = Console()
    #expect(console.run("bench", "--quick", "--data", "/nonexistent", "--filter", "github") == 1)
    #expect(console.error.contains("lacks twitter.json"))
    let fixtures = Console()
    let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fixtures/bench-data").path
    #expect(fixtures.run("bench", "--quick", "--data", directory, "--filter", "weibo-status.json write") == 0)
    #expect(fixtures.output.contains("weibo-status.json"))
    #expect(fixtures.output.contains("files in \(directory)"))
  }

  @Test("--svg writes the chart of the results it printed")
  func svgChart() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("bench-\(UUID().uuidString).svg").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let console = Console()
    #expect(console.run("bench", "--quick", "--filter", "github-user.json parse", "--svg", path) == 0)
    let svg = try String(contentsOfFile: path, encoding: .utf8)
    #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
    #expect(svg.contains("parse \u{00B7} ModelMapper</text>"))
    #expect(svg.contains("parse \u{00B7} to JSONValue</text>"))
    #expect(svg.contains("x vs JSONSerialization</text>"))
    #expect(svg.contains("modelmapper bench --quick --filter github-user.json parse --svg \(path)"))
    #expect(Console().run("bench", "--quick", "--filter", "github-user.json parse", "--svg", "/nonexistent/x.svg") == 1)
  }

  @Test("a bad --format is a usage error")
  func badFormat() {
    #expect(Console().run("bench", "--format", "xml") == 2)
  }
}
