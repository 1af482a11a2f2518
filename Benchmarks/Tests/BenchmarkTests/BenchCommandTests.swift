import BenchmarkCommand
import Foundation
import ModelMapper
import Testing

/// Captures what the command writes.
final class Console {
  var output = ""
  var error = ""

  var io: BenchIO {
    BenchIO(writeOutput: { self.output += $0 }, writeError: { self.error += $0 })
  }

  func run(_ arguments: String...) -> Int32 {
    BenchCommand.run(arguments, io: io)
  }
}

@Suite("modelmapper-bench")
struct BenchCommandTests {
  @Test("--quick --format json prints one JSON object per result with the documented fields")
  func jsonLines() throws {
    let console = Console()
    #expect(console.run("--quick", "--format", "json", "--filter", "github-user.json parse") == 0)
    let lines = console.output.split(separator: "\n")
    #expect(lines.count == 5)
    for line in lines {
      let object = try JSONValue(parsing: String(line))
      for key in ["workload", "operation", "implementation", "median_ns", "mb_per_s", "baseline", "speedup"] {
        #expect(object[key] != nil, "\(key) missing in \(line)")
      }
      #expect(object["workload"] == "github-user.json")
      #expect((object["median_ns"]?.number?.doubleValue ?? 0) > 0)
    }
    let implementations = lines.compactMap { line -> String? in
      guard let object = try? JSONValue(parsing: String(line)) else { return nil }
      return object["implementation"]?.string
    }
    #expect(implementations.contains("JSONSerialization"))
  }

  @Test("--data reads the real files; a directory without them is an error")
  func dataDirectory() {
    let console = Console()
    #expect(console.run("--quick", "--data", "/nonexistent", "--filter", "github") == 1)
    #expect(console.error.contains("lacks twitter.json"))
    let fixtures = Console()
    // Benchmarks/Tests/BenchmarkTests/ -> the repository's Tests/Fixtures/bench-data.
    let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Tests/Fixtures/bench-data").path
    #expect(fixtures.run("--quick", "--data", directory, "--filter", "weibo-status.json write") == 0)
    #expect(fixtures.output.contains("weibo-status.json"))
    #expect(fixtures.output.contains("files in \(directory)"))
  }

  @Test("--svg writes the chart of the results it printed")
  func svgChart() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("bench-\(UUID().uuidString).svg").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let console = Console()
    #expect(console.run("--quick", "--filter", "github-user.json parse", "--svg", path) == 0)
    let svg = try String(contentsOfFile: path, encoding: .utf8)
    #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
    #expect(svg.contains("parse \u{00B7} ModelMapper</text>"))
    #expect(svg.contains("parse \u{00B7} to JSONValue</text>"))
    #expect(svg.contains("x vs JSONSerialization</text>"))
    #expect(svg.contains("modelmapper bench --quick --filter github-user.json parse --svg \(path)"))
    #expect(Console().run("--quick", "--filter", "github-user.json parse", "--svg", "/nonexistent/x.svg") == 1)
  }

  @Test("--count N names each implementation in the order it runs them, and times nothing")
  func instructionCountMode() {
    let console = Console()
    #expect(console.run("--count", "2", "--filter", "github-user.json parse") == 0)
    #expect(
      console.output.split(separator: "\n") == [
        "github-user.json | parse | ModelMapper", "github-user.json | parse | ModelMapper, to JSONValue",
        "github-user.json | parse | ModelMapper, read every value",
        "github-user.json | parse | ModelMapper, to [String: Any]", "github-user.json | parse | JSONSerialization",
      ])
    for bad in ["0", "-1", "many"] {
      let refused = Console()
      #expect(refused.run("--count", bad) == 2)
      #expect(refused.error.contains("--count must be a positive number"))
    }
  }

  @Test("a bad --format, an unknown option or an argument is a usage error")
  func badUsage() {
    for arguments in [["--format", "xml"], ["--quik"], ["twitter"], ["--data"]] {
      let console = Console()
      #expect(BenchCommand.run(arguments, io: console.io) == 2, "\(arguments)")
      #expect(console.error.hasPrefix("modelmapper-bench: "), "\(arguments)")
    }
  }
}
