// Compiles and runs every Swift code block of README.md and Docs/*.md against the library,
// and checks the output that the blocks promise. Run by Scripts/check-doc-examples.sh:
//
//   swift Scripts/DocExamples.swift CHECKOUT FILE.md ...
//
// The blocks are built as one throwaway package (Scripts/DocExamplesPackage) that depends on
// the checkout by path, as a user's package would.
//
// What a block's fence says:
//
//   ```swift              a program: compiled (Swift 6, warnings are errors) and run.
//   ```swift continued    the same, after the file's previous compiled block(s): for
//                         guides that build one example over several blocks.
//   ```swift no-compile   deliberately not compiled (another library's code, a fragment
//                         of Package.swift); the text around it says why.
//
// Expected output: a `print(...)` line with a trailing `// text` comment expects the line
// `text` on standard output, in order; a block with such comments must print exactly those
// lines. A block followed directly by an ```output block must print exactly that text.
// Each program runs in an empty temporary directory (examples may write files there).
// Relative links between the files are checked too: the file exists, and an `#anchor`
// names a heading in it.

import Foundation

struct Example {
  var file: String
  var line: Int
  var code: String
  var expected: [String]?
  var continued: Bool
}

/// The Swift blocks of one Markdown file, with their expected output.
func examples(in path: String) throws -> [Example] {
  let lines = try String(contentsOfFile: path, encoding: .utf8).components(separatedBy: "\n")
  var result: [Example] = []
  var index = 0
  var lastWasSwift = false
  while index < lines.count {
    let line = lines[index]
    guard line.hasPrefix("```") else {
      if !line.trimmingCharacters(in: .whitespaces).isEmpty { lastWasSwift = false }
      index += 1
      continue
    }
    let info = line.dropFirst(3).split(separator: " ").map(String.init)
    let start = index + 1
    var end = start
    while end < lines.count, !lines[end].hasPrefix("```") { end += 1 }
    let body = Array(lines[start..<min(end, lines.count)])
    index = end + 1
    if info.first == "output", lastWasSwift, !result.isEmpty {
      result[result.count - 1].expected = body
      lastWasSwift = false
      continue
    }
    lastWasSwift = false
    guard info.first == "swift", !info.contains("no-compile") else { continue }
    let annotated = body.compactMap(expectedOutput(of:))
    result.append(
      Example(
        file: path, line: start, code: body.joined(separator: "\n"),
        expected: annotated.isEmpty ? nil : annotated, continued: info.contains("continued")))
    lastWasSwift = true
  }
  return result
}

/// The text of a `print(...)  // text` line's comment.
func expectedOutput(of line: String) -> String? {
  let trimmed = line.trimmingCharacters(in: .whitespaces)
  guard trimmed.hasPrefix("print("), let marker = trimmed.range(of: " // ", options: .backwards),
    trimmed[..<marker.lowerBound].trimmingCharacters(in: .whitespaces).hasSuffix(")")
  else { return nil }
  return String(trimmed[marker.upperBound...])
}

/// GitHub's anchor for a heading: lowercased, punctuation other than `-` and `_` removed,
/// spaces turned into hyphens.
func anchor(_ heading: String) -> String {
  String(
    heading.lowercased().unicodeScalars.compactMap { scalar -> Character? in
      if scalar == " " { return "-" }
      if scalar == "-" || scalar == "_" || CharacterSet.alphanumerics.contains(scalar) { return Character(scalar) }
      return nil
    })
}

/// The anchors of a Markdown file's headings (outside code blocks).
func anchors(in path: String) -> Set<String> {
  guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [] }
  var result: Set<String> = []
  var inCode = false
  for line in text.components(separatedBy: "\n") {
    if line.hasPrefix("```") { inCode.toggle() }
    guard !inCode, line.hasPrefix("#") else { continue }
    result.insert(anchor(line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)))
  }
  return result
}

/// Relative links whose file does not exist, or whose `#anchor` names no heading there.
func brokenLinks(in path: String) throws -> [String] {
  let text = try String(contentsOfFile: path, encoding: .utf8)
  let directory = URL(fileURLWithPath: path).deletingLastPathComponent()
  var broken: [String] = []
  var inCode = false
  for (number, line) in text.components(separatedBy: "\n").enumerated() {
    if line.hasPrefix("```") { inCode.toggle() }
    guard !inCode else { continue }
    var rest = Substring(line)
    while let open = rest.range(of: "](") {
      rest = rest[open.upperBound...]
      guard let close = rest.firstIndex(of: ")") else { break }
      let target = String(rest[..<close])
      rest = rest[close...]
      if target.contains("://") || target.hasPrefix("mailto:") { continue }
      let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
      let file = parts[0].isEmpty ? URL(fileURLWithPath: path) : directory.appendingPathComponent(parts[0])
      guard FileManager.default.fileExists(atPath: file.path) else {
        broken.append("\(path):\(number + 1): no file \(target)")
        continue
      }
      if parts.count == 2, file.pathExtension == "md", !anchors(in: file.path).contains(parts[1]) {
        broken.append("\(path):\(number + 1): no heading for \(target)")
      }
    }
  }
  return broken
}

@discardableResult
func run(_ executable: String, _ arguments: [String], in directory: URL? = nil) throws -> (
  status: Int32, output: String
) {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: executable)
  process.arguments = arguments
  if let directory { process.currentDirectoryURL = directory }
  let pipe = Pipe()
  process.standardOutput = pipe
  process.standardError = pipe
  try process.run()
  let data = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 2 else {
  print("usage: swift Scripts/DocExamples.swift CHECKOUT FILE.md ...")
  exit(2)
}
let checkout = URL(fileURLWithPath: arguments[0]).standardizedFileURL
let swift = try run("/usr/bin/env", ["which", "swift"]).output.trimmingCharacters(in: .whitespacesAndNewlines)
let work = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("doc-examples-\(getpid())")
try? FileManager.default.removeItem(at: work)
try FileManager.default.createDirectory(at: work.appendingPathComponent("Sources"), withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: work) }
try FileManager.default.copyItem(
  at: checkout.appendingPathComponent("Scripts/DocExamplesPackage/Package.swift"),
  to: work.appendingPathComponent("Package.swift"))

var failures = 0
for file in arguments.dropFirst() {
  for problem in try brokenLinks(in: file) {
    failures += 1
    print("FAIL \(problem)")
  }
}

// One executable target per example: an example continued by the next block is compiled
// again with it.
var examplesToRun: [(label: String, target: String, example: Example, expected: [[String]])] = []
for file in arguments.dropFirst() {
  var chain: [Example] = []
  for example in try examples(in: file) {
    let parts = example.continued ? chain + [example] : [example]
    chain = parts
    let target = "Example\(examplesToRun.count + 1)"
    let directory = work.appendingPathComponent("Sources/\(target)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let source = "import Foundation\nimport ModelMapper\n\n" + parts.map(\.code).joined(separator: "\n\n")
    try source.write(to: directory.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
    examplesToRun.append(("\(example.file):\(example.line)", target, example, parts.compactMap(\.expected)))
  }
}

// Build them all at once (in the checkout's .build, so that a second run is incremental).
let scratch = checkout.appendingPathComponent(".build/doc-examples").path
setenv("MODELMAPPER_CHECKOUT", checkout.path, 1)
let build = try run(swift, ["build", "--package-path", work.path, "--scratch-path", scratch])
guard build.status == 0 else {
  // Name the examples, not the temporary targets, in the compiler's messages.
  var output = build.output
  for entry in examplesToRun.reversed() {
    output = output.replacingOccurrences(
      of: "\(work.path)/Sources/\(entry.target)/main.swift", with: "\(entry.label), in main.swift at")
  }
  print(
    output.components(separatedBy: "\n").filter { $0.contains("error") || $0.contains("warning") }.joined(
      separator: "\n"))
  print("FAIL: the examples do not compile (above)")
  exit(1)
}
let binaries = try run(swift, ["build", "--package-path", work.path, "--scratch-path", scratch, "--show-bin-path"])
  .output.trimmingCharacters(in: .whitespacesAndNewlines)

for entry in examplesToRun {
  let directory = work.appendingPathComponent("run/\(entry.target)")
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  let execution = try run("\(binaries)/\(entry.target)", [], in: directory)
  guard execution.status == 0 else {
    failures += 1
    print("FAIL \(entry.label): exit status \(execution.status)\n\(execution.output)")
    continue
  }
  if entry.example.expected != nil {
    var actual = execution.output.components(separatedBy: "\n")
    if actual.last == "" { actual.removeLast() }
    var wanted = entry.expected.flatMap { $0 }
    while wanted.last == "" { wanted.removeLast() }
    guard actual == wanted else {
      failures += 1
      print("FAIL \(entry.label): output differs\n--- expected\n\(wanted.joined(separator: "\n"))")
      print("--- actual\n\(actual.joined(separator: "\n"))")
      continue
    }
    print("ok   \(entry.label) (output checked)")
  } else {
    print("ok   \(entry.label)")
  }
}
print("\(examplesToRun.count) examples and the links of \(arguments.count - 1) files checked; \(failures) failed")
exit(failures == 0 ? 0 : 1)
