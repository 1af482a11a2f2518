import Foundation
import ModelMapperJSONTool

/// `modelmapper bench`: builds the benchmarks' own package (`Benchmarks/` in a checkout of
/// the repository) in release mode and runs its `modelmapper-bench` with the same arguments.
///
/// The benchmarks are a package of their own, so that the installed tool links none of
/// them; this subcommand is a convenience for a checkout. It finds `Benchmarks/` above the
/// current directory or above the tool's executable (`.build/release/modelmapper`).
enum BenchCommand {
  static func run(_ arguments: [String], io: ToolIO) -> Int32 {
    if arguments.contains("--help") || arguments.contains("-h") {
      io.writeOutput(Usage.bench)
      return ExitStatus.success
    }
    guard let package = benchmarksPackage() else {
      io.writeError(
        "modelmapper bench: the benchmarks are a package of their own, in Benchmarks/ of a checkout of "
          + "ModelMapper; none was found above \(FileManager.default.currentDirectoryPath) or this executable. "
          + "Run this in a checkout, or there: swift run -c release --package-path Benchmarks modelmapper-bench\n")
      return ExitStatus.usage
    }
    // Build quietly (its progress on standard error), then run the executable with the
    // arguments, standard streams shared.
    let build = run(
      swiftTool, ["build", "-c", "release", "--package-path", package.path, "--product", "modelmapper-bench"],
      quiet: true)
    guard build == 0 else {
      io.writeError("modelmapper bench: building \(package.path) failed (status \(build))\n")
      return ExitStatus.invalidInput
    }
    let executable = package.appendingPathComponent(".build/release/modelmapper-bench")
    // The streaming report measures this tool's validate and format too.
    let tool = arguments.contains("--streaming") ? ["--tool=\(ownExecutable.path)"] : []
    return run(executable.path, arguments + tool, quiet: false)
  }

  /// The `swift` driver: the one on `PATH`.
  static let swiftTool = "/usr/bin/env"

  /// This executable.
  static var ownExecutable: URL {
    Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
  }

  /// The `Benchmarks` package above the current directory or this executable, if any.
  static func benchmarksPackage() -> URL? {
    benchmarksPackage(
      above: [
        URL(fileURLWithPath: FileManager.default.currentDirectoryPath), ownExecutable.deletingLastPathComponent(),
      ])
  }

  /// The first `Benchmarks` package (a folder of that name holding a `Package.swift`) in one
  /// of `starts` or a folder above it.
  static func benchmarksPackage(above starts: [URL]) -> URL? {
    for start in starts {
      var directory = start.standardizedFileURL
      while true {
        let candidate = directory.appendingPathComponent("Benchmarks")
        if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("Package.swift").path) {
          return candidate
        }
        let parent = directory.deletingLastPathComponent()
        if parent.path == directory.path { break }
        directory = parent
      }
    }
    return nil
  }

  /// Runs `executable` with `arguments` and returns its exit status; `quiet` sends its
  /// standard output to standard error.
  static func run(_ executable: String, _ arguments: [String], quiet: Bool) -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = executable == swiftTool ? ["swift"] + arguments : arguments
    if quiet { process.standardOutput = FileHandle.standardError }
    do {
      try process.run()
    } catch {
      return 127
    }
    process.waitUntilExit()
    return process.terminationStatus
  }
}
