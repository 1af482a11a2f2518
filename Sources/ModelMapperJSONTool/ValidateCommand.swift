import Foundation
import ModelMapperJSON

/// `modelmapper validate`: reports each input that is not valid JSON.
package enum ValidateCommand {
  /// Runs the subcommand with `arguments` (after its name); returns the exit status.
  ///
  /// - Throws: ``UsageError`` for bad arguments.
  package static func run(_ arguments: [String], io: ToolIO) throws(UsageError) -> Int32 {
    let parsed = try Arguments(arguments, flags: ["--help", "-h"], options: ["--max-depth"])
    if parsed.flags.contains("--help") || parsed.flags.contains("-h") {
      io.writeOutput(JSONToolUsage.validate)
      return ExitStatus.success
    }
    let options = try documentOptions(parsed)
    var files = parsed.positionals
    if files.isEmpty {
      guard !io.inputIsTerminal else {
        throw UsageError("validate needs a FILE, or JSON piped to standard input")
      }
      files = ["-"]
    }
    var status = ExitStatus.success
    for file in files where JSONInput.load(file, options: options, io: io, report: io.writeOutput) == nil {
      status = ExitStatus.invalidInput
    }
    return status
  }

  /// Parsing options from `--max-depth`.
  package static func documentOptions(_ parsed: Arguments) throws(UsageError) -> JSONDocument.Options {
    var options = JSONDocument.Options()
    if let text = parsed.values["--max-depth"] {
      guard let depth = Int(text), depth > 0 else {
        throw UsageError("--max-depth needs a positive integer, not '\(text)'")
      }
      options.maxDepth = depth
    }
    return options
  }
}
