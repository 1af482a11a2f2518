import Foundation
import ModelMapperJSON
import ModelMapperSupport

/// `modelmapper validate`: reports each input that is not valid JSON.
package enum ValidateCommand {
  /// Runs the subcommand with `arguments` (after its name); returns the exit status.
  ///
  /// - Throws: ``UsageError`` for bad arguments.
  package static func run(_ arguments: [String], io: ToolIO) throws(UsageError) -> Int32 {
    let parsed = try Arguments(arguments, flags: ["--help", "-h", "--jsonl"], options: ["--max-depth"])
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
    for file in files where !validate(file, lines: parsed.flags.contains("--jsonl"), options: options, io: io) {
      status = ExitStatus.invalidInput
    }
    return status
  }

  /// Checks one input a chunk at a time, reporting each problem; whether it is valid. With
  /// `lines`, each line is a document and every invalid line is reported.
  static func validate(_ file: String, lines: Bool, options: JSONDocument.Options, io: ToolIO) -> Bool {
    let input: StreamedInput
    do throws(_FileReading.Failure) {
      input = try StreamedInput(file, io: io)
    } catch {
      io.writeError("\(file == "-" ? "<stdin>" : file): cannot read: \(error.reason)\n")
      return false
    }
    let splitter = _JSONArraySplitter(
      layout: lines ? .lines : .document, maxDepth: options.maxDepth, skipsInvalidElements: lines)
    var valid = true
    do throws(StreamedInput.Failure) {
      let report = { (error: JSONParseError) in
        valid = false
        io.writeOutput(JSONInput.describe(error, in: input.name) + "\n")
      }
      try input.run(splitter, skipped: report, { _ in })
    } catch {
      switch error {
      case .unreadable(let failure): io.writeError("\(input.name): cannot read: \(failure.reason)\n")
      case .invalid(let parseError): io.writeOutput(JSONInput.describe(parseError, in: input.name) + "\n")
      case .notAnArray: preconditionFailure("validation expects no array")
      }
      return false
    }
    return valid
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
