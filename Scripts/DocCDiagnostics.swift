// Reads the diagnostics file of `docc convert --diagnostics-file` and fails on every warning
// and error, except one kind: a missing description of the `file`, `function` and `line`
// parameters of the throwing getters. Those three are explained once, in `Map`'s
// documentation, instead of in each of the ~50 getters (DocC wants every parameter of a
// `- Parameters:` list described). Run by Scripts/build-docs.sh:
//
//   swift Scripts/DocCDiagnostics.swift DIAGNOSTICS.json

import Foundation

struct Diagnostics: Decodable {
  struct Diagnostic: Decodable {
    struct Range: Decodable {
      struct Position: Decodable { let line: Int }
      let start: Position
    }
    let severity: String
    let summary: String
    let source: String?
    let range: Range?
  }
  let diagnostics: [Diagnostic]
}

guard CommandLine.arguments.count == 2 else {
  FileHandle.standardError.write(Data("usage: DocCDiagnostics.swift DIAGNOSTICS.json\n".utf8))
  exit(2)
}
let file = try JSONDecoder().decode(
  Diagnostics.self, from: Data(contentsOf: URL(fileURLWithPath: CommandLine.arguments[1])))
let explainedOnce: Set<String> = ["file", "function", "line"].map { "Parameter '\($0)' is missing documentation" }
  .reduce(into: []) { $0.insert($1) }
let problems = file.diagnostics.filter { ($0.severity == "warning" || $0.severity == "error") }
  .filter { !explainedOnce.contains($0.summary) }
for problem in problems {
  let place =
    (problem.source.flatMap { URL(string: $0)?.lastPathComponent } ?? "?") + ":\(problem.range?.start.line ?? 0)"
  print("\(problem.severity): \(place): \(problem.summary)")
}
exit(problems.isEmpty ? 0 : 1)
