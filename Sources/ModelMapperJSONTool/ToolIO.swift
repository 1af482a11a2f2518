import Foundation

/// The tool's connection to the outside: standard output, standard error and standard
/// input. Tests substitute buffers; the executable uses the process's streams.
package struct ToolIO {
  /// Writes text to standard output.
  package var writeOutput: (String) -> Void
  /// Writes text to standard error.
  package var writeError: (String) -> Void
  /// Reads all of standard input.
  package var readInput: () -> Data
  /// Whether standard input is a terminal (nothing piped in).
  package var inputIsTerminal: Bool

  /// Creates an I/O set from closures.
  package init(
    writeOutput: @escaping (String) -> Void, writeError: @escaping (String) -> Void,
    readInput: @escaping () -> Data, inputIsTerminal: Bool
  ) {
    self.writeOutput = writeOutput
    self.writeError = writeError
    self.readInput = readInput
    self.inputIsTerminal = inputIsTerminal
  }

  /// The process's standard streams.
  package static var standard: ToolIO {
    ToolIO(
      writeOutput: { FileHandle.standardOutput.write(Data($0.utf8)) },
      writeError: { FileHandle.standardError.write(Data($0.utf8)) },
      readInput: { FileHandle.standardInput.readDataToEndOfFile() },
      inputIsTerminal: isatty(STDIN_FILENO) != 0)
  }
}

/// Exit statuses of the tool.
package enum ExitStatus {
  /// Success.
  package static let success: Int32 = 0
  /// Invalid input: a file that is not valid JSON, or cannot be read.
  package static let invalidInput: Int32 = 1
  /// Bad usage: an unknown subcommand or option, or a missing argument.
  package static let usage: Int32 = 2
}
