import Foundation
import ModelMapper
import ModelMapperCodeGen
import ModelMapperJSONTool

/// `modelmapper generate`: model code from sample JSON documents.
enum GenerateCommand {
  static func run(_ arguments: [String], io: ToolIO) throws(UsageError) -> Int32 {
    let parsed = try Arguments(
      arguments, flags: ["--help", "-h", "--public", "--one-file", "--merge-keys"],
      options: ["--name", "--style", "--output"], repeatable: ["--flatten"])
    if parsed.flags.contains("--help") || parsed.flags.contains("-h") {
      io.writeOutput(Usage.generate)
      return ExitStatus.success
    }
    var options = GeneratorOptions(rootName: parsed.values["--name"] ?? "Root")
    if let style = parsed.values["--style"] {
      guard let chosen = GeneratorOptions.Style(rawValue: style) else {
        throw UsageError("--style must be class, struct or immutable, not '\(style)'")
      }
      options.style = chosen
    }
    options.isPublic = parsed.flags.contains("--public")
    options.mergesKeys = parsed.flags.contains("--merge-keys")
    options.flattenedPaths = parsed.repeated["--flatten"] ?? []
    if parsed.flags.contains("--one-file") && parsed.values["--output"] == nil {
      throw UsageError("--one-file needs --output DIR (without it, everything goes to standard output)")
    }
    var files = parsed.positionals
    if files.isEmpty {
      if io.inputIsTerminal {
        io.writeError(Usage.generate)
        throw UsageError("generate needs a FILE, or JSON piped to standard input")
      }
      files = ["-"]
    }
    var samples: [JSONValue] = []
    for file in files {
      guard let document = JSONInput.load(file, io: io) else { return ExitStatus.invalidInput }
      samples.append(document.root.value)
    }
    let code: GeneratedCode
    do {
      code = try CodeGenerator(options: options).generate(from: samples)
    } catch {
      io.writeError("modelmapper generate: \(error.message)\n")
      return error.kind == .badOption ? ExitStatus.usage : ExitStatus.invalidInput
    }
    guard let directory = parsed.values["--output"] else {
      io.writeOutput(code.source)
      return ExitStatus.success
    }
    return write(code.files(oneFile: parsed.flags.contains("--one-file")), to: directory, io: io)
  }

  /// Writes the files into `directory` (created if needed), each atomically.
  static func write(_ files: [(name: String, contents: String)], to directory: String, io: ToolIO) -> Int32 {
    let url = URL(fileURLWithPath: directory, isDirectory: true)
    do {
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
      for file in files {
        let destination = url.appendingPathComponent(file.name)
        try Data(file.contents.utf8).write(to: destination, options: .atomic)
        io.writeOutput(destination.path + "\n")
      }
      return ExitStatus.success
    } catch {
      io.writeError("\(directory): cannot write: \(error.localizedDescription)\n")
      return ExitStatus.invalidInput
    }
  }
}
