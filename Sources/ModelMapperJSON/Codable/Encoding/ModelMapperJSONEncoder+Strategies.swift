import Foundation
import ModelMapperSupport

extension ModelMapperJSONEncoder {
  /// How the text is laid out: `JSONEncoder.OutputFormatting`'s options.
  ///
  /// ```swift
  /// encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
  /// ```
  public struct OutputFormatting: OptionSet, Sendable, Hashable {
    /// The options' bits: Foundation's values for the same options.
    public let rawValue: UInt

    /// Creates formatting options from their raw value.
    ///
    /// ```swift
    /// let formatting = ModelMapperJSONEncoder.OutputFormatting(rawValue: 1)   // .prettyPrinted
    /// ```
    ///
    /// - Parameter rawValue: The options' bits, as in `JSONEncoder.OutputFormatting`.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// Line breaks and two spaces of indentation per level.
    public static let prettyPrinted = OutputFormatting(rawValue: 1 << 0)
    /// The members of every object in the order of their keys' UTF-8 bytes.
    public static let sortedKeys = OutputFormatting(rawValue: 1 << 1)
    /// `/` written as it is, not as `\/`.
    public static let withoutEscapingSlashes = OutputFormatting(rawValue: 1 << 3)
  }

  /// How dates are encoded: `JSONEncoder.DateEncodingStrategy`'s cases, with its meaning.
  ///
  /// ```swift
  /// encoder.dateEncodingStrategy = .secondsSince1970
  /// ```
  public enum DateEncodingStrategy: Sendable {
    /// `Date`'s own `Encodable` form: a number of seconds since 2001-01-01.
    case deferredToDate
    /// A number of seconds since 1970.
    case secondsSince1970
    /// A number of milliseconds since 1970.
    case millisecondsSince1970
    /// An ISO 8601 string in UTC, whole seconds: `2024-05-01T12:30:00Z`.
    case iso8601
    /// A string in the formatter's format, written by hand where the format, locale and zone
    /// are ones ModelMapper's date code reproduces exactly, else by the formatter.
    case formatted(DateFormatter)
    /// The closure encodes the date into the encoder it is given (nothing encoded: `{}`).
    ///
    /// - Throws: What the closure throws, which ends the encoding.
    @preconcurrency case custom(@Sendable (_ date: Date, _ encoder: any Encoder) throws -> Void)
  }

  /// How `Data` is encoded: `JSONEncoder.DataEncodingStrategy`'s cases.
  ///
  /// ```swift
  /// encoder.dataEncodingStrategy = .deferredToData
  /// ```
  public enum DataEncodingStrategy: Sendable {
    /// `Data`'s own `Encodable` form: an array of byte values.
    case deferredToData
    /// A base64 string.
    case base64
    /// The closure encodes the data into the encoder it is given (nothing encoded: `{}`).
    ///
    /// - Throws: What the closure throws, which ends the encoding.
    @preconcurrency case custom(@Sendable (_ data: Data, _ encoder: any Encoder) throws -> Void)
  }

  /// How infinity and NaN are encoded: `JSONEncoder.NonConformingFloatEncodingStrategy`'s
  /// cases.
  ///
  /// ```swift
  /// encoder.nonConformingFloatEncodingStrategy = .convertToString(
  ///   positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
  /// ```
  public enum NonConformingFloatEncodingStrategy: Sendable {
    /// Encoding one throws `EncodingError.invalidValue`.
    case `throw`
    /// They are written as these strings.
    case convertToString(positiveInfinity: String, negativeInfinity: String, nan: String)
  }

  /// How coding keys are written: `JSONEncoder.KeyEncodingStrategy`'s cases.
  ///
  /// ```swift
  /// encoder.keyEncodingStrategy = .convertToSnakeCase
  /// ```
  public enum KeyEncodingStrategy: Sendable {
    /// Each key as it is.
    case useDefaultKeys
    /// Camel case keys written in snake case (`firstName` as `first_name`, `myURLValue` as
    /// `my_url_value`), as `JSONEncoder` converts them. Keys of `[String: T]` dictionaries
    /// are written as they are.
    case convertToSnakeCase
    /// The closure gives the key to write for the coding path that ends with it.
    @preconcurrency case custom(@Sendable (_ codingPath: [any CodingKey]) -> any CodingKey)
  }
}

/// The settings of one encoding call, copied from the encoder's.
struct _EncodingOptions: @unchecked Sendable {
  var formatting: ModelMapperJSONEncoder.OutputFormatting = []
  var dates = ModelMapperJSONEncoder.DateEncodingStrategy.deferredToDate
  /// For `.formatted`: the formatter, written by hand where covered.
  var givenFormatter: _GivenFormatter?
  var data = ModelMapperJSONEncoder.DataEncodingStrategy.base64
  var nonConformingFloats = ModelMapperJSONEncoder.NonConformingFloatEncodingStrategy.throw
  var keys = ModelMapperJSONEncoder.KeyEncodingStrategy.useDefaultKeys
  var userInfo: [CodingUserInfoKey: any Sendable] = [:]
  /// Whether every setting is the default (no setter ran).
  var isDefault = true

  mutating func setDates(_ strategy: ModelMapperJSONEncoder.DateEncodingStrategy) {
    dates = strategy
    if case .formatted(let formatter) = strategy {
      givenFormatter = _GivenFormatter(formatter)
    } else {
      givenFormatter = nil
    }
  }

  /// Whether keys are converted (then `[String: T]` dictionaries are told apart: their keys
  /// are not).
  var convertsKeys: Bool {
    if case .useDefaultKeys = keys { return false }
    return true
  }

  /// The writer's options for the formatting.
  var writerOptions: JSONWriter.Options {
    var options = JSONWriter.Options(
      prettyPrinted: formatting.contains(.prettyPrinted), sortsKeys: formatting.contains(.sortedKeys),
      escapesSlashes: !formatting.contains(.withoutEscapingSlashes), maxDepth: .max)
    options.foundationLayout = true
    return options
  }
}
