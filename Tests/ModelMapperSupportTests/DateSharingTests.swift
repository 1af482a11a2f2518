import Foundation
import Testing

@testable import ModelMapperSupport

@Suite("Date conversions shared between transforms")
struct DateSharingTests {
  @Test("a format is compiled once, found by a literal and by a string made at run time")
  func compiledOnce() {
    let literal = _CompiledDateFormat.of("yyyy-MM-dd'T'HH:mm:ss.SSSZZZZZ")
    let built = _CompiledDateFormat.of(["yyyy-MM-dd'T'HH:mm", ":ss.SSSZZZZZ"].joined())
    #expect(literal === built)
    #expect(literal.pattern != nil)
    #expect(_CompiledDateFormat.of("yyyy-MM-dd") !== literal)
    // Not covered by hand: compiled to nothing, and parsed by a formatter.
    #expect(_CompiledDateFormat.of("MMMM d, y GGGG").pattern == nil)
    // Covered parts, but a text longer than the parser's 64 bytes.
    let longest = "yyyy-MM-dd'T'HH:mm:ss.SSSXXXXX 'as written to the log of the build'"
    #expect(_CompiledDateFormat.of(longest).pattern?.maximumLength == 64)
    let longer = "yyyy-MM-dd'T'HH:mm:ss.SSSXXXXX 'as written to the log of the nightly build run'"
    #expect(_CompiledDateFormat.of(longer).pattern == nil)
  }

  @Test("strings carrying their zone are parsed with no zone; others are not")
  func zonedDates() {
    let zoned = _CompiledDateFormat.of("yyyy-MM-dd'T'HH:mm:ssZZZZZ")
    let date = Array("2015-09-16T12:20:09+08:00".utf8).withUnsafeBufferPointer { zoned.zonedDate($0) }
    #expect(date == Date(timeIntervalSince1970: 1_442_377_209))
    let local = _CompiledDateFormat.of("yyyy-MM-dd HH:mm:ss")
    #expect(Array("2015-09-16 12:20:09".utf8).withUnsafeBufferPointer { local.zonedDate($0) } == nil)
  }

  @Test("one instance per format, locale and zone, however the strings and zone are made")
  func sharedByZone() throws {
    let utc = try #require(TimeZone(identifier: "UTC"))
    let shanghai = try #require(TimeZone(identifier: "Asia/Shanghai"))
    let format = "EEE MMM dd HH:mm:ss Z yyyy"
    let first = _DateFormatting.shared(format: format, localeIdentifier: "en_US_POSIX", timeZone: utc)
    let again = _DateFormatting.shared(
      format: String(format.reversed().reversed()), localeIdentifier: "en_US_POSIX",
      timeZone: try #require(TimeZone(identifier: "UTC")))
    #expect(first === again)
    let byIdentifier = _DateFormatting.shared(
      format: format, localeIdentifier: "en_US_POSIX", timeZone: utc, zoneIdentifier: utc.identifier)
    #expect(byIdentifier === first)
    let other = _DateFormatting.shared(format: format, localeIdentifier: "en_US_POSIX", timeZone: shanghai)
    #expect(other !== first)
    #expect(other.timeZone == shanghai && first.timeZone == utc)
    let date = Date(timeIntervalSince1970: 1_442_377_209)
    #expect(first.string(from: date) == "Wed Sep 16 04:20:09 +0000 2015")
    #expect(other.string(from: date) == "Wed Sep 16 12:20:09 +0800 2015")
  }
}
