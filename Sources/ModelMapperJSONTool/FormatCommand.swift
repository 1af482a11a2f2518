import Foundation
import ModelMapperJSON
import ModelMapperSupport

/// `modelmapper format`: writes a document back, compact or pretty.
package enum FormatCommand {
  /// Runs the subcommand with `arguments` (after its name); returns the exit status.
  ///
  /// - Throws: ``UsageError`` for bad arguments.
  package static func run(_ arguments: [String], io: ToolIO) throws(UsageError) -> Int32 {
    let parsed = try Arguments(
      arguments, flags: ["--help", "-h", "--jsonl", "--pretty", "--sort-keys", "--ascii", "--escape-slashes"],
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
    let lines = parsed.flags.contains("--jsonl")
    if lines && options.prettyPrinted {
      throw UsageError("--jsonl writes each document on one line: it cannot be used with --pretty or --indent")
    }
    let file = parsed.positionals.first ?? "-"
    if file == "-" && io.inputIsTerminal {
      throw UsageError("format needs a FILE, or JSON piped to standard input")
    }
    let input: StreamedInput
    do throws(_FileReading.Failure) {
      input = try StreamedInput(file, io: io)
    } catch {
      io.writeError("\(file == "-" ? "<stdin>" : file): cannot read: \(error.reason)\n")
      return ExitStatus.invalidInput
    }
    let writer = JSONWriter(options: options)
    let splitter = _JSONArraySplitter(layout: lines ? .lines : .array(path: []), maxDepth: documentOptions.maxDepth)
    var output = Output(io: io)
    do throws(StreamedInput.Failure) {
      if lines {
        try input.run(splitter) { batch in
          output.append(writer.string(JSONElement(document: batch.document, index: 0)) + "\n")
        }
      } else {
        try formatArray(input, splitter, writer, &output)
      }
    } catch {
      switch error {
      case .unreadable(let failure):
        io.writeError("\(input.name): cannot read: \(failure.reason)\n")
      case .invalid(let parseError):
        io.writeError(JSONInput.describe(parseError, in: input.name) + "\n")
      case .notAnArray:
        return formatWhole(input, splitter, writer, options: documentOptions, io: io)
      }
      return ExitStatus.invalidInput
    }
    output.flush()
    return ExitStatus.success
  }

  /// Text written in pieces of about 64 KiB; what is not flushed when an error stops the
  /// command is dropped, so a small input prints nothing on an error.
  struct Output {
    let io: ToolIO
    var pending: [UInt8] = []

    mutating func append(_ text: String) {
      append(text.utf8)
    }

    mutating func append(_ bytes: some Collection<UInt8>) {
      pending.append(contentsOf: bytes)
      if pending.count >= 1 << 16 { flush() }
    }

    mutating func append(_ byte: UInt8) {
      pending.append(byte)
    }

    mutating func flush() {
      if !pending.isEmpty { io.writeOutput(String(decoding: pending, as: UTF8.self)) }
      pending.removeAll(keepingCapacity: true)
    }
  }

  /// A top-level array, an element at a time, laid out as the writer lays out the whole.
  static func formatArray(
    _ input: StreamedInput, _ splitter: _JSONArraySplitter, _ writer: JSONWriter, _ output: inout Output
  ) throws(StreamedInput.Failure) {
    let pretty = writer.options.prettyPrinted
    let indent = [UInt8](repeating: UInt8(ascii: " "), count: writer.options.indentWidth)
    var count = 0
    try input.run(splitter) { batch in
      for element in batch.elements {
        let text = writer.bytes(JSONElement(document: batch.document, index: element))
        output.append(count == 0 ? UInt8(ascii: "[") : UInt8(ascii: ","))
        if pretty {
          // The element one level in: the writer's line breaks are all layout (strings
          // never hold a raw line break).
          output.append(UInt8(ascii: "\n"))
          output.append(indent)
          var start = 0
          while let newline = text[start...].firstIndex(of: UInt8(ascii: "\n")) {
            output.append(text[start...newline])
            output.append(indent)
            start = newline + 1
          }
          output.append(text[start...])
        } else {
          output.append(text)
        }
        count += 1
      }
    }
    output.append((count == 0 ? "[]" : pretty ? "\n]" : "]") + "\n")
  }

  /// Another top-level value: the bytes read so far and the rest, parsed whole.
  static func formatWhole(
    _ input: StreamedInput, _ splitter: _JSONArraySplitter, _ writer: JSONWriter, options: JSONDocument.Options,
    io: ToolIO
  ) -> Int32 {
    let held = splitter.held
    // Only a byte order mark may have been dropped before the value.
    var data = Data(held.offset == 3 ? [0xEF, 0xBB, 0xBF] : [])
    data.append(contentsOf: held.bytes)
    do throws(_FileReading.Failure) {
      try input.readRest(into: &data)
    } catch {
      io.writeError("\(input.name): cannot read: \(error.reason)\n")
      return ExitStatus.invalidInput
    }
    do {
      let document = try JSONDocument(parsing: data, options: options)
      io.writeOutput(writer.string(document.root) + "\n")
      return ExitStatus.success
    } catch {
      io.writeError(JSONInput.describe(error, in: input.name) + "\n")
      return ExitStatus.invalidInput
    }
  }
}
