import Foundation
import ModelMapper
import ModelMapperCLI
import ModelMapperJSONTool
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
