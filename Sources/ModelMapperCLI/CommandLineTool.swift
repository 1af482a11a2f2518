import Foundation
import ModelMapperJSON
import ModelMapperJSONTool

/// The `modelmapper` command: dispatches to its subcommands.
package enum CommandLineTool {
  /// The tool's version.
  package static let version = "0.2.0-dev"

  /// The subcommands, for dispatch, help and suggestions.
  static let subcommands = ["generate", "validate", "format", "bench", "help"]

  /// Runs the tool with `arguments` (without the program name) and returns the exit status.
  ///
  /// ```swift
  /// let status = CommandLineTool.run(["validate", "data.json"], io: .standard)
  /// ```
  package static func run(_ arguments: [String], io: ToolIO) -> Int32 {
    guard let subcommand = arguments.first else {
      io.writeOutput(Usage.main)
      return ExitStatus.success
    }
    let rest = Array(arguments.dropFirst())
    do throws(UsageError) {
      switch subcommand {
      case "generate": return try GenerateCommand.run(rest, io: io)
      case "validate": return try ValidateCommand.run(rest, io: io)
      case "format": return try FormatCommand.run(rest, io: io)
      case "bench": return BenchCommand.run(rest, io: io)
      case "help", "--help", "-h":
        return help(rest, io: io)
      case "--version":
        io.writeOutput("modelmapper \(version)\n")
        return ExitStatus.success
      default:
        let hint = Arguments.suggestion(for: subcommand, among: Set(subcommands))
        throw UsageError(
          subcommand.hasPrefix("-")
            ? "unknown option '\(subcommand)'" + hint : "unknown subcommand '\(subcommand)'" + hint)
      }
    } catch {
      io.writeError("modelmapper: \(error.message)\nRun 'modelmapper --help' for usage.\n")
      return ExitStatus.usage
    }
  }

  static func help(_ arguments: [String], io: ToolIO) -> Int32 {
    switch arguments.first {
    case nil: io.writeOutput(Usage.main)
    case "generate": io.writeOutput(Usage.generate)
    case "validate": io.writeOutput(JSONToolUsage.validate)
    case "format": io.writeOutput(JSONToolUsage.format)
    case "bench": io.writeOutput(Usage.bench)
    case let other?:
      io.writeError("modelmapper: no help for '\(other)'\n" + Usage.main)
      return ExitStatus.usage
    }
    return ExitStatus.success
  }
}
