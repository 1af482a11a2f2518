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
  var key = key
  if let converted = key.withUTF8({ _asciiCamelCaseFromSnakeCase($0) }) { return converted }
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
  var key = key
  if let converted = key.withUTF8({ _asciiSnakeCaseFromCamelCase($0) }) { return converted }
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
  // `CharacterSet.uppercaseLetters` and `.lowercaseLetters`: Lu and Lt, and Ll.
  let isUpper = { (scalar: Unicode.Scalar) in
    scalar.properties.generalCategory == .uppercaseLetter || scalar.properties.generalCategory == .titlecaseLetter
  }
  let isLower = { (scalar: Unicode.Scalar) in scalar.properties.generalCategory == .lowercaseLetter }
  while let upper = first(from: searchStart, isUpper) {
    words.append(wordStart..<upper)
    guard let lower = first(from: upper, isLower) else {
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

/// ``_camelCaseFromSnakeCaseAsFoundation(_:)`` for a key of ASCII letters, digits and
/// underscores, on its bytes (the same result: `lowercased()` and `capitalized` of such words
/// are the ASCII case changes); nil for any other key, and for a word with a letter after a
/// digit, which `capitalized` treats differently on Linux and Apple platforms.
func _asciiCamelCaseFromSnakeCase(_ key: UnsafeBufferPointer<UInt8>) -> String? {
  var result: String?
  withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(1, key.count)) { output in
    guard let count = _asciiCamelCaseFromSnakeCase(key, into: output.baseAddress!) else { return }
    result = String(decoding: UnsafeBufferPointer(start: output.baseAddress!, count: count), as: UTF8.self)
  }
  return result
}

/// ``_asciiCamelCaseFromSnakeCase(_:)`` written to `output` (room for `key.count` bytes):
/// the converted key's length, or nil (nothing meaningful written) for a key it does not
/// convert.
package func _asciiCamelCaseFromSnakeCase(_ key: UnsafeBufferPointer<UInt8>, into output: UnsafeMutablePointer<UInt8>)
  -> Int?
{
  let underscore = UInt8(ascii: "_")
  let end = key.count
  guard let base = key.baseAddress else { return 0 }
  var first = 0
  while first < end && base[first] == underscore { first += 1 }
  // All underscores: unchanged.
  guard first < end else {
    output.update(from: base, count: end)
    return end
  }
  var last = end - 1
  while base[last] == underscore { last -= 1 }
  output.update(repeating: underscore, count: first)
  var count = first
  var word = 0
  var previousIsLetter = false
  var afterUnderscore = false
  var position = first
  // One pass: words after the first begin with a capital, the rest is lowercased; a letter
  // after a digit in such a word makes the key one for Foundation's own code (nil).
  while position <= last {
    let byte = base[position]
    if byte == underscore {
      while base[position] == underscore { position += 1 }
      word += 1
      previousIsLetter = false
      afterUnderscore = true
      continue
    }
    let lower = byte | 0x20
    if byte >= UInt8(ascii: "A") && lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z") {
      if word > 0 && !previousIsLetter {
        guard afterUnderscore else { return nil }
        output[count] = byte & ~0x20
      } else {
        output[count] = lower
      }
      previousIsLetter = true
    } else if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
      output[count] = byte
      previousIsLetter = false
    } else {
      return nil
    }
    afterUnderscore = false
    count += 1
    position += 1
  }
  // One word: unchanged.
  guard word > 0 else {
    output.update(from: base, count: end)
    return end
  }
  (output + count).update(repeating: underscore, count: end - 1 - last)
  return count + end - 1 - last
}

/// ``_snakeCaseFromCamelCaseAsFoundation(_:)`` for an ASCII key, on its bytes (the same
/// result: the only ASCII capitals and lowercase letters are `A`-`Z` and `a`-`z`); nil for
/// a key with other characters.
func _asciiSnakeCaseFromCamelCase(_ key: UnsafeBufferPointer<UInt8>) -> String? {
  var result: String?
  withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(1, key.count * 2)) { output in
    guard let count = _asciiSnakeCaseFromCamelCase(key, into: output.baseAddress!) else { return }
    result = String(decoding: UnsafeBufferPointer(start: output.baseAddress!, count: count), as: UTF8.self)
  }
  return result
}

/// ``_asciiSnakeCaseFromCamelCase(_:)`` written to `output` (room for `2 * key.count`
/// bytes: at most one underscore is added per byte): the converted key's length, or nil for
/// a key with other characters than ASCII.
package func _asciiSnakeCaseFromCamelCase(_ key: UnsafeBufferPointer<UInt8>, into output: UnsafeMutablePointer<UInt8>)
  -> Int?
{
  let end = key.count
  guard end > 0 else { return 0 }
  for byte in key where byte >= 0x80 { return nil }
  func isUpper(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
  func isLower(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }
  func first(from start: Int, _ test: (UInt8) -> Bool) -> Int? {
    var index = start
    while index < end {
      if test(key[index]) { return index }
      index += 1
    }
    return nil
  }
  var count = 0
  var wordStart = 0
  var searchStart = 1
  var words = 0
  func add(_ range: Range<Int>) {
    if words > 0 {
      output[count] = UInt8(ascii: "_")
      count += 1
    }
    for index in range {
      let byte = key[index]
      output[count] = isUpper(byte) ? byte | 0x20 : byte
      count += 1
    }
    words += 1
  }
  while let upper = first(from: searchStart, isUpper) {
    add(wordStart..<upper)
    guard let lower = first(from: upper, isLower) else {
      wordStart = upper
      break
    }
    if lower == upper + 1 {
      wordStart = upper
    } else {
      add(upper..<lower - 1)
      wordStart = lower - 1
    }
    searchStart = lower + 1
  }
  add(wordStart..<end)
  return count
}
