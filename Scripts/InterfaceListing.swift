// Lists the `package` declarations of a module's sources: what the module offers the
// package's other modules (the engine's interface to the mapping layer and the tool; the
// support target's helpers). Run by Scripts/check-engine-interface.sh:
//
//   swift Scripts/InterfaceListing.swift SOURCES_DIRECTORY MODULE_NAME
//
// Prints Markdown: a heading for the module, then one line per declaration, grouped by
// file, each as `Enclosing.Type: declaration` with its signature up to its body. A light
// reading of the text, not a compiler: it tracks the types and extensions that enclose each
// declaration by their braces, skipping comments and string literals.

import Foundation

/// The declaration keywords whose line names a declaration.
let declarationKeywords: Set<String> = [
  "func", "var", "let", "init", "subscript", "struct", "class", "enum", "protocol", "typealias", "case",
  "extension", "deinit", "actor", "associatedtype",
]
/// The keywords that open a scope named by the word after them.
let scopeKeywords: Set<String> = ["struct", "class", "enum", "protocol", "extension", "actor"]

/// `line` without a trailing `//` comment (outside string literals).
func strippingComment(_ line: Substring) -> Substring {
  var inString = false
  var previous: Character = " "
  for index in line.indices {
    let character = line[index]
    if character == "\"" && previous != "\\" { inString.toggle() }
    if !inString && character == "/" && previous == "/" {
      return line[..<line.index(before: index)]
    }
    previous = character
  }
  return line
}

/// The braces that open (+1) and close (-1) on `line`, outside string literals.
func braceBalance(_ line: Substring) -> Int {
  var balance = 0
  var inString = false
  var previous: Character = " "
  for character in line {
    if character == "\"" && previous != "\\" { inString.toggle() }
    if !inString {
      if character == "{" { balance += 1 }
      if character == "}" { balance -= 1 }
    }
    previous = character
  }
  return balance
}

/// The words of a declaration line: modifiers and attributes, the keyword, the name.
func words(_ line: Substring) -> [Substring] {
  line.split(whereSeparator: { $0 == " " || $0 == "(" || $0 == ":" || $0 == "<" || $0 == "{" || $0 == "=" })
}

/// The declaration's text up to its body or value, whitespace folded.
func signature(_ line: Substring) -> String {
  var text = String(line)
  if let brace = text.firstIndex(of: "{") { text = String(text[..<brace]) }
  // A stored property's initial value is not its signature (a parameter's default is).
  let isProperty = text.split(separator: " ").contains { $0 == "var" || $0 == "let" }
  if isProperty, let equals = text.range(of: " = ") { text = String(text[..<equals.lowerBound]) }
  text = text.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
  text = text.replacingOccurrences(of: "( ", with: "(").replacingOccurrences(of: " )", with: ")")
  let attributes = text.split(separator: " ").filter {
    !$0.hasPrefix("@")
      && !["package", "final", "static", "mutating", "nonmutating", "borrowing", "consuming"].contains($0)
  }
  var isStatic = false
  if text.split(separator: " ").contains("static") { isStatic = true }
  return (isStatic ? "static " : "") + attributes.joined(separator: " ").trimmingCharacters(in: .whitespaces)
}

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
  FileHandle.standardError.write(Data("usage: InterfaceListing.swift SOURCES_DIRECTORY MODULE_NAME\n".utf8))
  exit(2)
}
let root = URL(fileURLWithPath: arguments[1])
let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
var files: [URL] = []
while let url = enumerator?.nextObject() as? URL {
  if url.pathExtension == "swift" { files.append(url) }
}
files.sort { $0.path < $1.path }

var output = "## \(arguments[2])\n"
var total = 0
for file in files {
  let text = try String(contentsOf: file, encoding: .utf8)
  var scopes: [(name: String, depth: Int)] = []
  var depth = 0
  // A type whose declaration goes on over several lines before its `{`.
  var pendingScope: String?
  var inBlockComment = false
  var lines: [String] = []
  var pending: String?
  for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
    var line = rawLine.drop { $0 == " " }
    if inBlockComment {
      if line.contains("*/") { inBlockComment = false }
      continue
    }
    if line.hasPrefix("/*") {
      inBlockComment = !line.contains("*/")
      continue
    }
    line = strippingComment(line)
    if line.hasPrefix("#") { continue }
    // A declaration whose signature goes on over several lines: joined until its body.
    if let started = pending {
      let joined = started + " " + line
      if line.contains("{") || line.hasSuffix(")") && !line.hasSuffix("(") || line.isEmpty {
        pending = nil
        lines.append(signature(Substring(joined)))
      } else {
        pending = joined
      }
    }
    let lineWords = words(line)
    if let name = pendingScope, line.contains("{") {
      scopes.append((name, depth + 1))
      pendingScope = nil
    }
    if let keywordIndex = lineWords.firstIndex(where: { declarationKeywords.contains(String($0)) }) {
      let keyword = String(lineWords[keywordIndex])
      let isPackage = lineWords[..<keywordIndex].contains("package")
      if scopeKeywords.contains(keyword), keywordIndex + 1 < lineWords.count {
        if line.contains("{") {
          scopes.append((String(lineWords[keywordIndex + 1]), depth + 1))
        } else {
          pendingScope = String(lineWords[keywordIndex + 1])
        }
      }
      if isPackage {
        let enclosing = scopes.filter { $0.depth <= depth }.map(\.name).joined(separator: ".")
        let prefix = enclosing.isEmpty ? "" : "\(enclosing): "
        if line.hasSuffix("(") || (line.contains("(") && !line.contains(")")) {
          pending = prefix + String(line)
        } else {
          lines.append(prefix + signature(line))
        }
      }
    }
    depth += braceBalance(line)
    scopes.removeAll { $0.depth > depth }
  }
  guard !lines.isEmpty else { continue }
  total += lines.count
  let relative = file.path.replacingOccurrences(of: root.path + "/", with: "")
  output += "\n### \(relative)\n"
  for line in lines { output += "- `\(line)`\n" }
}
output += "\n\(total) declarations.\n"
print(output, terminator: "")
