import ModelMapperSupport
import Testing

@Suite("Strings by their UTF-8 bytes, byte runs, key case")
struct UTF8TextTests {
  @Test("keys compare and hash by scalars, not by canonical equivalence")
  func utf8Keys() {
    let precomposed = "caf\u{E9}"
    let decomposed = "cafe\u{301}"
    #expect(precomposed == decomposed)  // Swift's equality
    #expect(!_utf8Equal(precomposed, decomposed))
    #expect(Set([_UTF8Key(precomposed), _UTF8Key(decomposed)]).count == 2)
    #expect(_UTF8Key("id") == _UTF8Key("id"))
    #expect(_utf8Less("Z", "a") && !_utf8Less("a", "Z"))
    #expect(_sortedByKey(["b": 2, "a": 1, "\u{E9}": 3, "B": 0]).map(\.key) == ["B", "a", "b", "\u{E9}"])
  }

  @Test("runs of every length up to 80 copy, compare and are searched exactly")
  func byteRuns() {
    for length in 0...80 {
      let source = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
      var copy = [UInt8](repeating: 0, count: length + 8)
      source.withUnsafeBufferPointer { from in
        copy.withUnsafeMutableBufferPointer { to in
          if let base = from.baseAddress { _copyBytes(base, to: to.baseAddress!, count: length) }
        }
      }
      #expect(Array(copy.prefix(length)) == source && copy.dropFirst(length).allSatisfy { $0 == 0 })
      guard length > 0 else { continue }
      for changed in [0, length / 2, length - 1] {
        var other = source
        other[changed] &+= 1
        source.withUnsafeBufferPointer { left in
          other.withUnsafeBytes { right in
            #expect(!_bytesEqual(left.baseAddress!, right.baseAddress, length), "\(length) \(changed)")
          }
          source.withUnsafeBytes { same in #expect(_bytesEqual(left.baseAddress!, same.baseAddress, length)) }
          let target = source[changed]
          let expected = source.firstIndex(of: target)!
          #expect(_offset(of: target, in: left.baseAddress!, count: length) == expected)
        }
      }
      let absent = UInt8(255)
      if !source.contains(absent) {
        source.withUnsafeBufferPointer { #expect(_offset(of: absent, in: $0.baseAddress!, count: length) == length) }
      }
    }
  }

  @Test("key case conversions as JSONEncoder and JSONDecoder make them")
  func keyCase() {
    let pairs = [
      ("userId", "user_id"), ("URLString", "url_string"), ("avatarURL", "avatar_url"), ("id", "id"),
      ("version2Name", "version2_name"), ("", ""),
    ]
    for (camel, snake) in pairs {
      #expect(_snakeCase(fromCamelCase: camel) == snake, "\(camel)")
    }
    #expect(_camelCase(fromSnakeCase: "user_id") == "userId")
    #expect(_camelCase(fromSnakeCase: "_private_key_") == "_privateKey_")
    #expect(_camelCase(fromSnakeCase: "plain") == "plain")
  }
}
