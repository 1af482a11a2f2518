import Foundation
import ModelMapper

// Lists of dates in one form each, as a calendar, booking or log API sends them
// (`{"dates": [...]}`): the cost of a date transform inside mapping, a date at a time, both
// directions. Each model makes its transform inside `mapping(map:)`, as ObjectMapper's
// README does; each Codable twin gives JSONDecoder and JSONEncoder the matching strategy.

/// A list of dates in one form.
package protocol DateList: Mappable {
  /// The dates.
  var dates: [Date] { get }
}

/// Twitter's form, `Sun Aug 31 00:29:15 +0000 2014`, through `CustomDateFormatTransform`.
package final class TwitterDateList: DateList {
  /// The dates.
  package var dates: [Date] = []

  /// Creates a model for the mapper.
  package required init?(map: Map) {}

  /// Maps the dates through the transform of their form.
  package func mapping(map: Map) {
    dates <- (map["dates"], CustomDateFormatTransform(formatString: twitterDateFormat))
  }
}

/// ISO 8601 with offsets, `2015-09-16T12:20:09+08:00`, through `ISO8601DateTransform`.
package final class ISODateList: DateList {
  /// The dates.
  package var dates: [Date] = []

  /// Creates a model for the mapper.
  package required init?(map: Map) {}

  /// Maps the dates through the transform of their form.
  package func mapping(map: Map) {
    dates <- (map["dates"], ISO8601DateTransform())
  }
}

/// ISO 8601 with milliseconds, `2015-09-16T04:20:09.123Z`, through `FlexibleDateTransform`.
package final class MillisecondDateList: DateList {
  /// The dates.
  package var dates: [Date] = []

  /// Creates a model for the mapper.
  package required init?(map: Map) {}

  /// Maps the dates through the transform of their form.
  package func mapping(map: Map) {
    dates <- (map["dates"], FlexibleDateTransform())
  }
}

/// Epoch seconds, `1442377209`, through `DateTransform`.
package final class EpochDateList: DateList {
  /// The dates.
  package var dates: [Date] = []

  /// Creates a model for the mapper.
  package required init?(map: Map) {}

  /// Maps the dates through the transform of their form.
  package func mapping(map: Map) {
    dates <- (map["dates"], DateTransform())
  }
}

/// The Codable twin of the date lists: the form is the coders' date strategy.
package struct DateListCodable: Codable {
  package var dates: [Date]

  /// A formatter made once, as apps keep theirs.
  static func formatter(_ format: String) -> DateFormatter {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(secondsFromGMT: 0)
    formatter.dateFormat = format
    return formatter
  }

  package static let twitter = formatter(twitterDateFormat)
  package static let milliseconds = formatter("yyyy-MM-dd'T'HH:mm:ss.SSSXXXXX")

  /// The strategies of the four lists, by model.
  package enum Form: Sendable {
    case twitter, iso, milliseconds, epoch
  }

  /// A decoder with the strategy of `form`.
  package static func decoder(_ form: Form) -> JSONDecoder {
    let decoder = JSONDecoder()
    switch form {
    case .twitter: decoder.dateDecodingStrategy = .formatted(twitter)
    case .iso: decoder.dateDecodingStrategy = .iso8601
    case .milliseconds: decoder.dateDecodingStrategy = .formatted(milliseconds)
    case .epoch: decoder.dateDecodingStrategy = .secondsSince1970
    }
    return decoder
  }

  /// An encoder with the strategy of `form`.
  package static func encoder(_ form: Form) -> JSONEncoder {
    let encoder = JSONEncoder()
    switch form {
    case .twitter: encoder.dateEncodingStrategy = .formatted(twitter)
    case .iso: encoder.dateEncodingStrategy = .iso8601
    case .milliseconds: encoder.dateEncodingStrategy = .formatted(milliseconds)
    case .epoch: encoder.dateEncodingStrategy = .secondsSince1970
    }
    return encoder
  }
}
