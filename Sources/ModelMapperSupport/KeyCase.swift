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

/// `first_name` as `firstName`, exactly as `JSONDecoder`'s `.convertFromSnakeCase` converts a
/// key: leading and trailing underscores kept, the words between underscores joined, the
/// first lowercased and the others capitalized (`user_ID` is `userId`); a key without an
/// inner underscore is kept as it is.
package func _camelCaseFromSnakeCaseAsFoundation(_ key: String) -> String {
  guard let firstNonUnderscore = key.firstIndex(where: { $0 != "_" }) else { return key }
  var lastNonUnderscore = key.index(before: key.endIndex)
  while lastNonUnderscore > firstNonUnderscore && key[lastNonUnderscore] == "_" {
    key.formIndex(before: &lastNonUnderscore)
  }
  let words = key[firstNonUnderscore...lastNonUnderscore].split(separator: "_")
  guard words.count > 1 else { return key }
  var result = String(key[..<firstNonUnderscore])
  result += words[0].lowercased()
  for word in words.dropFirst() { result += word.capitalized }
  result += key[key.index(after: lastNonUnderscore)...]
  return result
}

/// `firstName` as `first_name`, exactly as `JSONEncoder`'s `.convertToSnakeCase` converts a
/// key: words split where a lowercase letter is followed by an uppercase one, a run of
/// capitals is a word of its own but for its last letter when a lowercase one follows
/// (`myURLValue` is `my_url_value`), and every word lowercased. The first character never
/// starts a word.
package func _snakeCaseFromCamelCaseAsFoundation(_ key: String) -> String {
  guard !key.isEmpty else { return key }
  let scalars = Array(key.unicodeScalars)
  let end = scalars.count
  func first(from start: Int, _ test: (Unicode.Scalar) -> Bool) -> Int? {
    var index = start
    while index < end {
      if test(scalars[index]) { return index }
      index += 1
    }
    return nil
  }
  var words: [Range<Int>] = []
  var wordStart = 0
  var searchStart = 1
  while let upper = first(from: searchStart, \.properties.isUppercase) {
    words.append(wordStart..<upper)
    guard let lower = first(from: upper, \.properties.isLowercase) else {
      wordStart = upper
      break
    }
    if lower == upper + 1 {
      // A capital followed by a lowercase letter: it starts the next word.
      wordStart = upper
    } else {
      // A run of capitals: a word of its own, but for the capital before the lowercase.
      words.append(upper..<lower - 1)
      wordStart = lower - 1
    }
    searchStart = lower + 1
  }
  words.append(wordStart..<end)
  var result = ""
  result.reserveCapacity(key.utf8.count + words.count)
  for (position, word) in words.enumerated() {
    if position > 0 { result += "_" }
    var text = String.UnicodeScalarView()
    text.append(contentsOf: scalars[word])
    result += String(text).lowercased()
  }
  return result
}
