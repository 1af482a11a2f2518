/// A small argument parser: flags (`--pretty`), options with a value (`--indent 4` or
/// `--indent=4`), positional arguments, and `--` to end options.
package struct Arguments {
  /// The flags given.
  package var flags: Set<String> = []
  /// The options given, with their values (the last one wins).
  package var values: [String: String] = [:]
  /// Repeatable options, with every value in order.
  package var repeated: [String: [String]] = [:]
  /// The positional arguments.
  package var positionals: [String] = []

  /// Parses `arguments` against the known flags and valued options.
  ///
  /// - Throws: ``UsageError`` for an unknown option (with a suggestion) or a missing value.
  package init(
    _ arguments: [String], flags knownFlags: Set<String>, options knownOptions: Set<String>,
    repeatable: Set<String> = []
  ) throws(UsageError) {
    var index = 0
    var onlyPositionals = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
        positionals.append(argument)
        continue
      }
      if argument == "--" {
        onlyPositionals = true
        continue
      }
      var name = argument
      var inlineValue: String?
      if let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      if knownFlags.contains(name) && inlineValue == nil {
        flags.insert(name)
      } else if knownOptions.contains(name) || repeatable.contains(name) {
        guard let value = inlineValue ?? (index < arguments.count ? arguments[index] : nil) else {
          throw UsageError("option '\(name)' needs a value")
        }
        if inlineValue == nil { index += 1 }
        if repeatable.contains(name) {
          repeated[name, default: []].append(value)
        } else {
          values[name] = value
        }
      } else {
        let known = knownFlags.union(knownOptions).union(repeatable)
        throw UsageError("unknown option '\(name)'" + Self.suggestion(for: name, among: known))
      }
    }
  }

  /// `; did you mean '--pretty'?` for the closest known name, or nothing.
  package static func suggestion(for name: String, among known: Set<String>) -> String {
    let scored = known.map { ($0, editDistance(name, $0)) }.sorted { ($0.1, $0.0) < ($1.1, $1.0) }
    guard let best = scored.first, best.1 <= max(2, name.count / 3) else { return "" }
    return "; did you mean '\(best.0)'?"
  }

  /// The Levenshtein distance between two strings.
  static func editDistance(_ lhs: String, _ rhs: String) -> Int {
    let left = Array(lhs)
    let right = Array(rhs)
    var previous = Array(0...right.count)
    for (row, leftCharacter) in left.enumerated() {
      var current = [row + 1]
      for (column, rightCharacter) in right.enumerated() {
        let cost = leftCharacter == rightCharacter ? 0 : 1
        current.append(min(previous[column + 1] + 1, current[column] + 1, previous[column] + cost))
      }
      previous = current
    }
    return previous[right.count]
  }
}

/// Bad usage: the message says what is wrong, and the tool adds a hint.
package struct UsageError: Error {
  /// What is wrong.
  package var message: String

  /// An error saying `message`.
  package init(_ message: String) {
    self.message = message
  }
}
