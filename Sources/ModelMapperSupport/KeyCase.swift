// The key conversions of the Codable coders' key strategies (`.convertToSnakeCase`,
// `.convertFromSnakeCase`), as `JSONEncoder` and `JSONDecoder` make them; the mapping
// layer's `.snakeCaseKeys` option uses the first one too.

/// Converts a camelCase key to snake_case, as `JSONEncoder` does.
package func _snakeCase(fromCamelCase key: String) -> String {
  guard !key.isEmpty else { return key }
  let characters = Array(key)
  var result = ""
  result.reserveCapacity(key.utf8.count + 4)
  for (position, character) in characters.enumerated() {
    if character.isUppercase {
      let previous = position > 0 ? characters[position - 1] : nil
      let next = position + 1 < characters.count ? characters[position + 1] : nil
      // A word starts at an uppercase letter after a lowercase one or a digit ("userId"),
      // or at the last capital of an acronym followed by lowercase ("URLString").
      if let previous, previous.isLowercase || previous.isNumber || (previous.isUppercase && next?.isLowercase == true)
      {
        result.append("_")
      }
      result += character.lowercased()
    } else {
      result.append(character)
    }
  }
  return result
}

/// Converts a snake_case JSON key to camelCase, as `JSONDecoder` does.
package func _camelCase(fromSnakeCase key: String) -> String {
  guard key.contains("_") else { return key }
  let leading = key.prefix { $0 == "_" }
  let trailing = key.reversed().prefix { $0 == "_" }
  let core = key.dropFirst(leading.count).dropLast(trailing.count)
  let words = core.split(separator: "_", omittingEmptySubsequences: true)
  guard let first = words.first else { return key }
  let camel = String(first) + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
  return String(leading) + camel + String(trailing)
}
