import Foundation
import ModelMapper
import ModelMapperCLI
import Testing

/// What a newcomer tripped over in the tool, each fixed.
@Suite("modelmapper: help, version, format and generate options")
struct NewcomerFixesTests {
  @Test(
    "every subcommand takes -h as --help; the main help lists --version",
    arguments: ["generate", "validate", "format", "bench"])
  func shortHelp(subcommand: String) {
    let long = Console()
    let short = Console()
    #expect(long.run(subcommand, "--help") == 0)
    #expect(short.run(subcommand, "-h") == 0)
    #expect(short.output == long.output && short.output.hasPrefix("USAGE: modelmapper \(subcommand)"))
  }

  @Test("the main help shows --version, and --version prints the version")
  func version() {
    let help = Console()
    #expect(help.run("--help") == 0)
    #expect(help.output.contains("--version"))
    let version = Console()
    #expect(version.run("--version") == 0)
    #expect(version.output == "modelmapper \(CommandLineTool.version)\n")
  }

  @Test("format --indent N indents without --pretty")
  func indentImpliesPretty() {
    let console = Console(input: #"{"a": [1]}"#)
    #expect(console.run("format", "--indent", "4") == 0)
    #expect(console.output == "{\n    \"a\": [\n        1\n    ]\n}\n")
  }

  @Test("generate --flatten with a path the samples lack is a usage error")
  func flattenMissing() {
    let console = Console(input: #"{"user": {"name": "Ada"}}"#)
    #expect(console.run("generate", "--flatten", "profile.name") == 2)
    #expect(console.error.contains("no field 'profile'"))
    let inner = Console(input: #"{"user": {"name": "Ada"}}"#)
    #expect(inner.run("generate", "--flatten", "user.age") == 2)
  }

  @Test("generate --name String says why: it would hide a standard type; a keyword says so")
  func reservedNames() {
    let string = Console(input: #"{"a": 1}"#)
    #expect(string.run("generate", "--name", "String") == 2)
    #expect(string.error.contains("would hide the standard type 'String'"))
    let keyword = Console(input: #"{"a": 1}"#)
    #expect(keyword.run("generate", "--name", "class") == 2)
    #expect(keyword.error.contains("is a Swift keyword"))
  }

  @Test("a directory given as a file says it is a directory")
  func directory() {
    let console = Console()
    #expect(console.run("validate", FileManager.default.temporaryDirectory.path) == 1)
    #expect(console.error.contains("cannot read: is a directory"))
  }
}
