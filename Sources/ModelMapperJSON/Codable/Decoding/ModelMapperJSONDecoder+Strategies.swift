import Foundation
import ModelMapperSupport

extension ModelMapperJSONDecoder {
  /// How dates are decoded: `JSONDecoder.DateDecodingStrategy`'s cases, with its meaning.
  ///
  /// ```swift
  /// decoder.dateDecodingStrategy = .iso8601
  /// ```
  public enum DateDecodingStrategy: Sendable {
    /// `Date`'s own `Decodable` form: a number of seconds since 2001-01-01.
    case deferredToDate
    /// A number of seconds since 1970.
    case secondsSince1970
    /// A number of milliseconds since 1970.
    case millisecondsSince1970
    /// An ISO 8601 string with a time zone: `2024-05-01T12:30:00Z`, `2024-05-01T14:30:00+02:00`.
    case iso8601
    /// A string in the formatter's format, read by hand where the format, locale and zone are
    /// ones ModelMapper's date code reproduces exactly, else by the formatter.
    case formatted(DateFormatter)
    /// A date the closure makes from the decoder of the value.
    ///
    /// - Throws: What the closure throws, which ends the decoding.
    @preconcurrency case custom(@Sendable (_ decoder: any Decoder) throws -> Date)
  }

  /// How `Data` is decoded: `JSONDecoder.DataDecodingStrategy`'s cases.
  ///
  /// ```swift
  /// decoder.dataDecodingStrategy = .deferredToData
  /// ```
  public enum DataDecodingStrategy: Sendable {
    /// `Data`'s own `Decodable` form: an array of byte values.
    case deferredToData
    /// A base64 string.
    case base64
    /// Data the closure makes from the decoder of the value.
    ///
    /// - Throws: What the closure throws, which ends the decoding.
    @preconcurrency case custom(@Sendable (_ decoder: any Decoder) throws -> Data)
  }

  /// How strings standing for values JSON has no numbers for are read:
  /// `JSONDecoder.NonConformingFloatDecodingStrategy`'s cases.
  ///
  /// ```swift
  /// decoder.nonConformingFloatDecodingStrategy = .convertFromString(
  ///   positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
  /// ```
  public enum NonConformingFloatDecodingStrategy: Sendable {
    /// Such strings are type mismatches.
    case `throw`
    /// These exact strings are read as infinity, negative infinity and NaN.
    case convertFromString(positiveInfinity: String, negativeInfinity: String, nan: String)
  }

  /// How keys in the JSON are matched to coding keys: `JSONDecoder.KeyDecodingStrategy`'s
  /// cases.
  ///
  /// ```swift
  /// decoder.keyDecodingStrategy = .convertFromSnakeCase
  /// ```
  public enum KeyDecodingStrategy: Sendable {
    /// Each key as it is written.
    case useDefaultKeys
    /// `snake_case` keys are read as camel case (`first_name` as `firstName`,
    /// `_user_id_` as `_userId_`), as `JSONDecoder` converts them. Keys of `[String: T]`
    /// dictionaries are kept as written.
    case convertFromSnakeCase
    /// The closure gives the coding key for the key at the end of a coding path.
    @preconcurrency case custom(@Sendable (_ codingPath: [any CodingKey]) -> any CodingKey)
  }
}

/// The settings of one decoding call, copied from the decoder's.
struct _DecodingOptions: @unchecked Sendable {
  var dates = ModelMapperJSONDecoder.DateDecodingStrategy.deferredToDate
  /// For `.formatted`: the formatter, read by hand where covered.
  var givenFormatter: _GivenFormatter?
  var data = ModelMapperJSONDecoder.DataDecodingStrategy.base64
  var nonConformingFloats = ModelMapperJSONDecoder.NonConformingFloatDecodingStrategy.throw
  var keys = ModelMapperJSONDecoder.KeyDecodingStrategy.useDefaultKeys
  var userInfo: [CodingUserInfoKey: any Sendable] = [:]
  var maxDepth = 512
  /// Whether every setting is the default (no setter ran).
  var isDefault = true

  /// Whether keys are used as written (`.useDefaultKeys`).
  var keysAreDefault: Bool {
    if case .useDefaultKeys = keys { true } else { false }
  }

  mutating func setDates(_ strategy: ModelMapperJSONDecoder.DateDecodingStrategy) {
    dates = strategy
    if case .formatted(let formatter) = strategy {
      givenFormatter = _GivenFormatter(formatter)
    } else {
      givenFormatter = nil
    }
  }
}

/// A call's settings, shared by every decoder of the call (and by all the calls of a coder
/// whose settings are all the defaults: ``defaults``). Copying ``_DecodingOptions`` (five of
/// Foundation's strategy enums, through their value witnesses) into each decoder and
/// destroying it after cost about 900 instructions a call; a reference costs a retain.
final class _DecodingSettings: @unchecked Sendable {
  let options: _DecodingOptions

  init(_ options: _DecodingOptions) {
    self.options = options
  }

  /// The default settings, shared.
  static let defaults = _DecodingSettings(_DecodingOptions())

  /// `options`, shared when they are the defaults.
  static func of(_ options: _DecodingOptions) -> _DecodingSettings {
    options.isDefault ? defaults : _DecodingSettings(options)
  }
}
