// Reports public declarations without a documentation comment in the symbol graphs that
// `swift build -Xswiftc -emit-symbol-graph` wrote, and functions, initializers and
// subscripts whose comment lacks `- Parameter(s):` (when they take any) or `- Throws:`
// (when they throw). Exits with 1 when there are any.
// Run by Scripts/build-docs.sh:
//
//   swift Scripts/DocumentationCoverage.swift SYMBOL_GRAPH_DIR
//
// Exempt: declarations the compiler synthesized (they have no source location), names with
// a leading underscore (`@usableFromInline` internals) and members of such types.

import Foundation

struct SymbolGraph: Decodable {
  struct Symbol: Decodable {
    struct Kind: Decodable { let identifier: String }
    struct Location: Decodable { let uri: String }
    struct DocComment: Decodable {
      struct Line: Decodable { let text: String }
      let lines: [Line]
      var text: String { lines.map(\.text).joined(separator: "\n") }
    }
    struct Signature: Decodable {
      struct Parameter: Decodable { let name: String }
      let parameters: [Parameter]?
    }
    struct Fragment: Decodable { let spelling: String }
    let kind: Kind
    let pathComponents: [String]
    let accessLevel: String
    let location: Location?
    let docComment: DocComment?
    let functionSignature: Signature?
    let declarationFragments: [Fragment]?

    var declaration: String { (declarationFragments ?? []).map(\.spelling).joined() }
  }
  let symbols: [Symbol]
}

guard CommandLine.arguments.count == 2 else {
  FileHandle.standardError.write(Data("usage: DocumentationCoverage.swift SYMBOL_GRAPH_DIR\n".utf8))
  exit(2)
}
let directory = URL(fileURLWithPath: CommandLine.arguments[1])
let files = try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
  .filter { $0.pathExtension == "json" && $0.lastPathComponent.hasPrefix("ModelMapper") }
guard !files.isEmpty else {
  FileHandle.standardError.write(Data("no ModelMapper symbol graphs in \(directory.path)\n".utf8))
  exit(1)
}

var checked = 0
var missing: [String] = []
for file in files {
  let graph = try JSONDecoder().decode(SymbolGraph.self, from: Data(contentsOf: file))
  for symbol in graph.symbols where symbol.accessLevel == "public" || symbol.accessLevel == "open" {
    guard let location = symbol.location else { continue }
    guard !symbol.pathComponents.contains(where: { $0.hasPrefix("_") }) else { continue }
    checked += 1
    let name =
      "\(URL(string: location.uri)?.lastPathComponent ?? location.uri): "
      + "\(symbol.kind.identifier) \(symbol.pathComponents.joined(separator: "."))"
    guard let doc = symbol.docComment?.text else {
      missing.append(name)
      continue
    }
    if !(symbol.functionSignature?.parameters ?? []).isEmpty, !doc.contains("- Parameter") {
      missing.append(name + " (its parameters)")
    }
    if symbol.declaration.contains(" throws"), !doc.contains("- Throws") {
      missing.append(name + " (what it throws)")
    }
  }
}
for line in missing.sorted() { print("undocumented: \(line)") }
print("\(checked) public declarations checked; \(missing.count) lack documentation")
exit(missing.isEmpty ? 0 : 1)
