/// The command's arguments: flags (`--quick`), options with a value (`--data DIR` or
/// `--data=DIR`), and nothing else.
struct BenchArguments {
  /// The flags given.
  var flags: Set<String> = []
  /// The options given, with their values (the last one wins).
  var values: [String: String] = [:]

  /// Parses `arguments` against the known flags and options.
  ///
  /// - Throws: ``BenchUsageError`` for an unknown option, a missing value, or an argument
  ///   that is not an option (the command takes none).
  init(_ arguments: [String], flags knownFlags: Set<String>, options knownOptions: Set<String>) throws(BenchUsageError)
  {
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      guard argument.hasPrefix("--") || argument == "-h" else {
        throw BenchUsageError("bench takes no arguments besides options; got '\(argument)'")
      }
      let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
      let name = parts[0]
      if knownFlags.contains(name), parts.count == 1 {
        flags.insert(name)
      } else if knownOptions.contains(name) {
        guard let value = parts.count == 2 ? parts[1] : remaining.popFirst() else {
          throw BenchUsageError("option '\(name)' needs a value")
        }
        values[name] = value
      } else {
        throw BenchUsageError("unknown option '\(name)'")
      }
    }
  }
}

/// Bad usage of the command: what is wrong.
package struct BenchUsageError: Error {
  /// What is wrong.
  package var message: String

  init(_ message: String) {
    self.message = message
  }
}

/// Where the command writes: standard output and standard error, or buffers in tests.
package struct BenchIO {
  /// Writes text to standard output.
  package var writeOutput: (String) -> Void
  /// Writes text to standard error.
  package var writeError: (String) -> Void

  /// Creates an I/O pair from closures.
  package init(writeOutput: @escaping (String) -> Void, writeError: @escaping (String) -> Void) {
    self.writeOutput = writeOutput
    self.writeError = writeError
  }
}

/// Exit statuses: 0 success, 1 a failure of the data or a workload, 2 bad usage.
package enum BenchExitStatus {
  package static let success: Int32 = 0
  package static let failure: Int32 = 1
  package static let usage: Int32 = 2
}
