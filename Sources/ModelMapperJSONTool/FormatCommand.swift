import Foundation
import ModelMapperJSON

/// `modelmapper format`: writes a document back, compact or pretty.
package enum FormatCommand {
  /// Runs the subcommand with `arguments` (after its name); returns the exit status.
  ///
  /// - Throws: ``UsageError`` for bad arguments.
  package static func run(_ arguments: [String], io: ToolIO) throws(UsageError) -> Int32 {
    let parsed = try Arguments(
      arguments, flags: ["--help", "-h", "--pretty", "--sort-keys", "--ascii", "--escape-slashes"],
      options: ["--indent", "--max-depth"])
    if parsed.flags.contains("--help") || parsed.flags.contains("-h") {
      io.writeOutput(JSONToolUsage.format)
      return ExitStatus.success
    }
    guard parsed.positionals.count <= 1 else {
      throw UsageError("format takes one FILE (or standard input), not \(parsed.positionals.count)")
    }
    // `--indent N` asks for indented output: it implies `--pretty`.
    var options = JSONWriter.Options(
      prettyPrinted: parsed.flags.contains("--pretty") || parsed.values["--indent"] != nil,
      sortsKeys: parsed.flags.contains("--sort-keys"),
      escapesSlashes: parsed.flags.contains("--escape-slashes"), escapesNonASCII: parsed.flags.contains("--ascii"))
    if let text = parsed.values["--indent"] {
      guard let width = Int(text), (0...16).contains(width) else {
        throw UsageError("--indent needs a number of spaces from 0 to 16, not '\(text)'")
      }
      options.indentWidth = width
    }
    let documentOptions = try ValidateCommand.documentOptions(parsed)
    let file = parsed.positionals.first ?? "-"
    if file == "-" && io.inputIsTerminal {
      throw UsageError("format needs a FILE, or JSON piped to standard input")
    }
    guard let document = JSONInput.load(file, options: documentOptions, io: io) else {
      return ExitStatus.invalidInput
    }
    io.writeOutput(JSONWriter(options: options).string(document.root) + "\n")
    return ExitStatus.success
  }
}
