import Foundation
import ModelMapperSupport

/// Encodes `Encodable` values as JSON with ModelMapper's engine: Foundation's `JSONEncoder`
/// API and results, several times its speed.
///
/// The API is `JSONEncoder`'s, strategies and output formatting included, so code written for
/// Foundation's encoder switches with one line at the top of a file:
///
/// ```swift
/// import Foundation
/// import ModelMapperJSON
///
/// typealias JSONEncoder = ModelMapperJSONEncoder
///
/// let encoder = JSONEncoder()
/// encoder.keyEncodingStrategy = .convertToSnakeCase
/// encoder.dateEncodingStrategy = .iso8601
/// let data = try encoder.encode(user)
/// ```
///
/// Values are written straight into one byte buffer as they are encoded. Code that uses
/// containers out of order (writing to a container after a sibling was started, a superclass
/// encoded through `superEncoder()`, a key encoded twice) and `.sortedKeys` are encoded
/// through a tree instead, with the same results. Keys are written in the order they are
/// encoded (Foundation's order is its dictionaries'); the text decodes to the same values.
///
/// Like Foundation's, the encoder is a class whose settings may be changed between calls and
/// used from several threads at once.
open class ModelMapperJSONEncoder: @unchecked Sendable {
  /// The settings, read once per call.
  /// Set and read under the lock ``_StripedLocks`` gives the coder (through
  /// ``withSettings(_:)``), not checked for exclusive access at run time.
  @exclusivity(unchecked) private var settings = _EncodingOptions()

  /// Runs `body` with the settings, holding the coder's lock.
  @inline(__always)
  private func withSettings<Result>(_ body: (inout _EncodingOptions) -> Result) -> Result {
    _StripedLocks.withLock(for: self) { body(&settings) }
  }

  /// Changes the settings with `body`, holding the coder's lock; they are no longer all the
  /// defaults.
  @inline(__always)
  private func change(_ body: (inout _EncodingOptions) -> Void) {
    withSettings { settings in
      body(&settings)
      settings.isDefault = false
    }
  }

  /// How the text is laid out (default: compact, keys in the order they are encoded, `/`
  /// escaped as `\/`).
  ///
  /// ```swift
  /// encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
  /// ```
  open var outputFormatting: OutputFormatting {
    get { withSettings { $0.formatting } }
    set { change { $0.formatting = newValue } }
  }

  /// How dates are encoded (default: `.deferredToDate`).
  ///
  /// ```swift
  /// encoder.dateEncodingStrategy = .iso8601
  /// ```
  open var dateEncodingStrategy: DateEncodingStrategy {
    get { withSettings { $0.dates } }
    set { change { $0.setDates(newValue) } }
  }

  /// How `Data` is encoded (default: `.base64`).
  ///
  /// ```swift
  /// encoder.dataEncodingStrategy = .deferredToData
  /// ```
  open var dataEncodingStrategy: DataEncodingStrategy {
    get { withSettings { $0.data } }
    set { change { $0.data = newValue } }
  }

  /// How infinity and NaN are encoded (default: `.throw`, as JSON has no numbers for them).
  ///
  /// ```swift
  /// encoder.nonConformingFloatEncodingStrategy = .convertToString(
  ///   positiveInfinity: "+Infinity", negativeInfinity: "-Infinity", nan: "NaN")
  /// ```
  open var nonConformingFloatEncodingStrategy: NonConformingFloatEncodingStrategy {
    get { withSettings { $0.nonConformingFloats } }
    set { change { $0.nonConformingFloats = newValue } }
  }

  /// How coding keys are written (default: `.useDefaultKeys`).
  ///
  /// ```swift
  /// encoder.keyEncodingStrategy = .convertToSnakeCase   // firstName -> "first_name"
  /// ```
  open var keyEncodingStrategy: KeyEncodingStrategy {
    get { withSettings { $0.keys } }
    set { change { $0.keys = newValue } }
  }

  /// Values handed to every `Encoder` as its `userInfo`.
  ///
  /// ```swift
  /// encoder.userInfo[CodingUserInfoKey(rawValue: "version")!] = 2
  /// ```
  open var userInfo: [CodingUserInfoKey: any Sendable] {
    get { withSettings { $0.userInfo } }
    set { change { $0.userInfo = newValue } }
  }

  /// Creates an encoder with the default strategies.
  ///
  /// ```swift
  /// let encoder = ModelMapperJSONEncoder()
  /// ```
  public init() {}

  // MARK: Encoding

  /// Encodes `value` as JSON text in UTF-8.
  ///
  /// ```swift
  /// let data = try ModelMapperJSONEncoder().encode(user)
  /// ```
  ///
  /// - Parameter value: The value to encode.
  /// - Throws: `EncodingError.invalidValue` for a value JSON cannot hold (a NaN with the
  ///   `.throw` strategy, a top-level value that encodes nothing), with its coding path, or
  ///   an error the value's `encode(to:)` throws.
  open func encode<T: Encodable>(_ value: T) throws -> Data {
    try _encode(value) { $0.takeData() }
  }

  /// Encodes `value` as JSON text in UTF-8 bytes.
  ///
  /// ```swift
  /// let bytes: [UInt8] = try ModelMapperJSONEncoder().encodeToBytes(user)
  /// ```
  ///
  /// - Parameter value: The value to encode.
  /// - Throws: As ``encode(_:)``.
  open func encodeToBytes<T: Encodable>(_ value: T) throws -> [UInt8] {
    try _encode(value) { $0.makeArray() }
  }

  /// Encodes `value` as JSON text.
  ///
  /// ```swift
  /// let text: String = try ModelMapperJSONEncoder().encodeToString(user)
  /// ```
  ///
  /// - Parameter value: The value to encode.
  /// - Throws: As ``encode(_:)``.
  open func encodeToString<T: Encodable>(_ value: T) throws -> String {
    try _encode(value) { $0.makeString() }
  }

  /// Encodes `value`, which encodes itself with a configuration, as JSON text in UTF-8.
  ///
  /// ```swift
  /// let data = try encoder.encode(report, configuration: .compact)
  /// ```
  ///
  /// - Parameters:
  ///   - value: The value to encode.
  ///   - configuration: What `value.encode(to:configuration:)` is given.
  /// - Throws: As ``encode(_:)``.
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  open func encode<T: EncodableWithConfiguration>(_ value: T, configuration: T.EncodingConfiguration) throws -> Data {
    try encode(_ConfiguredValue(value: value, configuration: configuration))
  }

  /// Encodes `value` with the configuration `C` provides, as JSON text in UTF-8.
  ///
  /// ```swift
  /// let data = try encoder.encode(report, configuration: ReportConfiguration.self)
  /// ```
  ///
  /// - Parameters:
  ///   - value: The value to encode.
  ///   - configuration: The provider of what `value.encode(to:configuration:)` is given.
  /// - Throws: As ``encode(_:)``.
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  open func encode<T: EncodableWithConfiguration, C: EncodingConfigurationProviding>(
    _ value: T, configuration: C.Type
  ) throws -> Data where T.EncodingConfiguration == C.EncodingConfiguration {
    try encode(value, configuration: C.encodingConfiguration)
  }

  /// Encodes `value` directly into bytes, or through a tree where it must, and hands the
  /// emitter to `finish`.
  private func _encode<T: Encodable, Result>(
    _ value: T, _ finish: (inout _JSONEmitter) -> Result
  ) throws -> Result {
    // An encoder whose settings are all the defaults (most) copies none.
    if withSettings({ $0.isDefault }) {
      do {
        var encoder = _StreamEncoder.make(capacity: 2048)
        defer { _StreamEncoder.keep(&encoder) }
        if try encoder.encodeRoot(value) { return finish(&encoder.emitter) }
      }
      var emitter = try _TreeEncoder.encode(value, options: _EncodingOptions())
      return finish(&emitter)
    }
    let options = withSettings { $0 }
    if !options.formatting.contains(.sortedKeys) {
      var encoder = _StreamEncoder.make(options: options)
      defer { _StreamEncoder.keep(&encoder) }
      if try encoder.encodeRoot(value) { return finish(&encoder.emitter) }
    }
    var emitter = try _TreeEncoder.encode(value, options: options)
    return finish(&emitter)
  }
}

/// A value that encodes itself with a configuration, as a plain `Encodable`.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
struct _ConfiguredValue<Value: EncodableWithConfiguration>: Encodable {
  let value: Value
  let configuration: Value.EncodingConfiguration

  func encode(to encoder: any Encoder) throws {
    try value.encode(to: encoder, configuration: configuration)
  }
}
