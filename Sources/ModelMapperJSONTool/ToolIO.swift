import Foundation
import ModelMapperJSON
import ModelMapperSupport

/// The tool's connection to the outside: standard output, standard error and standard
/// input. Tests substitute buffers; the executable uses the process's streams.
package struct ToolIO {
  /// Writes text to standard output.
  package var writeOutput: (String) -> Void
  /// Writes text to standard error.
  package var writeError: (String) -> Void
  /// Reads all of standard input.
  package var readInput: () -> Data
  /// Reads the next bytes of standard input into the buffer and returns how many; 0 at its
  /// end (for the subcommands that stream).
  package var readInputChunk: (UnsafeMutableRawBufferPointer) throws(_FileReading.Failure) -> Int
  /// Whether standard input is a terminal (nothing piped in).
  package var inputIsTerminal: Bool

  /// Creates an I/O set from closures.
  ///
  /// - Parameters:
  ///   - writeOutput: Writes text to standard output.
  ///   - writeError: Writes text to standard error.
  ///   - readInput: Reads all of standard input.
  ///   - readInputChunk: Reads standard input a chunk at a time; by default, chunks of what
  ///     `readInput` returns.
  ///   - inputIsTerminal: Whether standard input is a terminal.
  package init(
    writeOutput: @escaping (String) -> Void, writeError: @escaping (String) -> Void,
    readInput: @escaping () -> Data,
    readInputChunk: ((UnsafeMutableRawBufferPointer) throws(_FileReading.Failure) -> Int)? = nil,
    inputIsTerminal: Bool
  ) {
    self.writeOutput = writeOutput
    self.writeError = writeError
    self.readInput = readInput
    self.readInputChunk = readInputChunk ?? Self.chunks(of: readInput)
    self.inputIsTerminal = inputIsTerminal
  }

  /// Chunks of what `readInput` returns, read once.
  static func chunks(of readInput: @escaping () -> Data) -> (UnsafeMutableRawBufferPointer) -> Int {
    final class Remaining {
      var data: Data?
      var offset = 0
    }
    let remaining = Remaining()
    return { buffer in
      let data = remaining.data ?? readInput()
      remaining.data = data
      let count = min(buffer.count, data.count - remaining.offset)
      guard count > 0 else { return 0 }
      data.withUnsafeBytes { source in
        buffer.baseAddress!.copyMemory(from: source.baseAddress! + remaining.offset, byteCount: count)
      }
      remaining.offset += count
      return count
    }
  }

  /// The process's standard streams.
  package static var standard: ToolIO {
    let input = _FileChunks(descriptor: STDIN_FILENO)
    return ToolIO(
      writeOutput: { FileHandle.standardOutput.write(Data($0.utf8)) },
      writeError: { FileHandle.standardError.write(Data($0.utf8)) },
      readInput: { FileHandle.standardInput.readDataToEndOfFile() },
      readInputChunk: { buffer throws(_FileReading.Failure) in try input.read(into: buffer) },
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
