import Foundation
import ModelMapperSupport

/// Decodes `Decodable` types from JSON with ModelMapper's engine: Foundation's `JSONDecoder`
/// API and results, several times its speed.
///
/// The API is `JSONDecoder`'s, strategies and all, so code written for Foundation's decoder
/// switches with one line at the top of a file:
///
/// ```swift
/// import Foundation
/// import ModelMapperJSON
///
/// typealias JSONDecoder = ModelMapperJSONDecoder
///
/// struct User: Codable {
///   var id: Int
///   var login: String
///   var createdAt: Date
/// }
///
/// let decoder = JSONDecoder()
/// decoder.keyDecodingStrategy = .convertFromSnakeCase
/// decoder.dateDecodingStrategy = .iso8601
/// let user = try decoder.decode(User.self, from: data)
/// ```
///
/// The document is parsed once into the engine's tape and values are read from it where they
/// lie: keyed containers find members in document order without building a dictionary, and
/// numbers are converted from their text exactly (`Decimal` included). Errors are
/// `DecodingError`s with Foundation's cases and coding paths; for invalid JSON the underlying
/// error is a ``JSONParseError`` with the byte offset, line and column.
///
/// Like Foundation's, the decoder is a class whose settings may be changed between calls and
/// used from several threads at once.
open class ModelMapperJSONDecoder: @unchecked Sendable {
  /// The settings, read once per call.
  /// Set and read under the lock ``_StripedLocks`` gives the coder (through
  /// ``withSettings(_:)``), not checked for exclusive access at run time.
  @exclusivity(unchecked) private var settings = _DecodingOptions()

  /// Runs `body` with the settings, holding the coder's lock.
  @inline(__always)
  private func withSettings<Result>(_ body: (inout _DecodingOptions) -> Result) -> Result {
    _StripedLocks.withLock(for: self) { body(&settings) }
  }

  /// Changes the settings with `body`, holding the coder's lock; they are no longer all the
  /// defaults.
  @inline(__always)
  private func change(_ body: (inout _DecodingOptions) -> Void) {
    withSettings { settings in
      body(&settings)
      settings.isDefault = false
    }
  }

  /// How dates are decoded (default: `.deferredToDate`).
  ///
  /// ```swift
  /// decoder.dateDecodingStrategy = .secondsSince1970
  /// ```
  open var dateDecodingStrategy: DateDecodingStrategy {
    get { withSettings { $0.dates } }
    set { change { $0.setDates(newValue) } }
  }

  /// How `Data` is decoded (default: `.base64`).
  ///
  /// ```swift
  /// decoder.dataDecodingStrategy = .deferredToData
  /// ```
  open var dataDecodingStrategy: DataDecodingStrategy {
    get { withSettings { $0.data } }
    set { change { $0.data = newValue } }
  }

  /// How strings standing for infinity and NaN are read (default: `.throw`).
  ///
  /// ```swift
  /// decoder.nonConformingFloatDecodingStrategy = .convertFromString(
  ///   positiveInfinity: "+Infinity", negativeInfinity: "-Infinity", nan: "NaN")
  /// ```
  open var nonConformingFloatDecodingStrategy: NonConformingFloatDecodingStrategy {
    get { withSettings { $0.nonConformingFloats } }
    set { change { $0.nonConformingFloats = newValue } }
  }

  /// How the JSON's keys are matched to coding keys (default: `.useDefaultKeys`).
  ///
  /// ```swift
  /// decoder.keyDecodingStrategy = .convertFromSnakeCase   // "first_name" -> firstName
  /// ```
  open var keyDecodingStrategy: KeyDecodingStrategy {
    get { withSettings { $0.keys } }
    set { change { $0.keys = newValue } }
  }

  /// Values handed to every `Decoder` as its `userInfo`.
  ///
  /// ```swift
  /// decoder.userInfo[CodingUserInfoKey(rawValue: "version")!] = 2
  /// ```
  open var userInfo: [CodingUserInfoKey: any Sendable] {
    get { withSettings { $0.userInfo } }
    set { change { $0.userInfo = newValue } }
  }

  /// The deepest nesting of arrays and objects the parser accepts (default: 512).
  ///
  /// ```swift
  /// decoder.maxDepth = 64
  /// ```
  open var maxDepth: Int {
    get { withSettings { $0.maxDepth } }
    set { change { $0.maxDepth = newValue } }
  }

  /// Creates a decoder with the default strategies.
  ///
  /// ```swift
  /// let decoder = ModelMapperJSONDecoder()
  /// ```
  public init() {}

  // MARK: Decoding

  /// Decodes a value of type `T` from JSON in `data`.
  ///
  /// ```swift
  /// let user = try ModelMapperJSONDecoder().decode(User.self, from: data)
  /// ```
  ///
  /// - Parameters:
  ///   - type: The type to decode.
  ///   - data: UTF-8 JSON text.
  /// - Throws: `DecodingError`: `.dataCorrupted` with an underlying ``JSONParseError`` for
  ///   invalid JSON, else the error of the value that could not be decoded.
  open func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
    let document = try parse { (options) throws(JSONParseError) in try JSONDocument(parsing: data, options: options) }
    return try decode(T.self, from: document)
  }

  /// Decodes a value of type `T` from JSON in `bytes`.
  ///
  /// ```swift
  /// let user = try ModelMapperJSONDecoder().decode(User.self, from: Array(#"{"id": 1}"#.utf8))
  /// ```
  ///
  /// - Parameters:
  ///   - type: The type to decode.
  ///   - bytes: UTF-8 JSON text.
  /// - Throws: `DecodingError`, as ``decode(_:from:)-(_,Data)``.
  open func decode<T: Decodable>(_ type: T.Type, from bytes: [UInt8]) throws -> T {
    let document = try parse { (options) throws(JSONParseError) in try JSONDocument(parsing: bytes, options: options) }
    return try decode(T.self, from: document)
  }

  /// Decodes a value of type `T` from JSON in the bytes of `buffer`.
  ///
  /// ```swift
  /// let user = try bytes.withUnsafeBytes { try decoder.decode(User.self, from: $0) }
  /// ```
  ///
  /// - Parameters:
  ///   - type: The type to decode.
  ///   - buffer: UTF-8 JSON text; read during the call only.
  /// - Throws: `DecodingError`, as ``decode(_:from:)-(_,Data)``.
  open func decode<T: Decodable>(_ type: T.Type, from buffer: UnsafeRawBufferPointer) throws -> T {
    let document = try parse { (options) throws(JSONParseError) in try JSONDocument(parsing: buffer, options: options) }
    return try decode(T.self, from: document)
  }

  /// Decodes a value of type `T` from JSON text.
  ///
  /// ```swift
  /// let user = try ModelMapperJSONDecoder().decode(User.self, from: #"{"id": 1, "login": "octocat"}"#)
  /// ```
  ///
  /// - Parameters:
  ///   - type: The type to decode.
  ///   - text: The JSON text.
  /// - Throws: `DecodingError`, as ``decode(_:from:)-(_,Data)``.
  open func decode<T: Decodable>(_ type: T.Type, from text: String) throws -> T {
    let document = try parse { (options) throws(JSONParseError) in try JSONDocument(parsing: text, options: options) }
    return try decode(T.self, from: document)
  }

  /// Decodes a value of type `T` from a parsed document's root.
  ///
  /// ```swift
  /// let document = try JSONDocument(parsing: data)
  /// let user = try ModelMapperJSONDecoder().decode(User.self, from: document)
  /// ```
  ///
  /// - Parameters:
  ///   - type: The type to decode.
  ///   - document: The parsed document.
  /// - Throws: `DecodingError` for the value that could not be decoded.
  open func decode<T: Decodable>(_ type: T.Type, from document: JSONDocument) throws -> T {
    try decode(T.self, from: document.root)
  }

  /// Decodes a value of type `T` from a value in a parsed document (an element of an array,
  /// a member of an object), reading the document in place.
  ///
  /// ```swift
  /// let document = try JSONDocument(parsing: data)
  /// let user = try ModelMapperJSONDecoder().decode(User.self, from: document.root["user"]!)
  /// ```
  ///
  /// - Parameters:
  ///   - type: The type to decode.
  ///   - element: The value to decode; coding paths in errors start at it.
  /// - Throws: `DecodingError` for the value that could not be decoded.
  open func decode<T: Decodable>(_ type: T.Type, from element: JSONElement) throws -> T {
    let settings = currentSettings
    return try withExtendedLifetime(element.document) {
      let decoder = _TapeDecoder(reader: _TapeReader(element.document), node: element.index, settings: settings)
      return try decoder.decodeRoot(T.self)
    }
  }

  /// Decodes a value of type `T`, made with a configuration, from JSON in `data`.
  ///
  /// ```swift
  /// let value = try decoder.decode(Report.self, from: data, configuration: .compact)
  /// ```
  ///
  /// - Parameters:
  ///   - type: The type to decode.
  ///   - data: UTF-8 JSON text.
  ///   - configuration: What `T.init(from:configuration:)` is given.
  /// - Throws: `DecodingError`, as ``decode(_:from:)-(_,Data)``.
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  open func decode<T: DecodableWithConfiguration>(
    _ type: T.Type, from data: Data, configuration: T.DecodingConfiguration
  ) throws -> T {
    let document = try parse { (options) throws(JSONParseError) in try JSONDocument(parsing: data, options: options) }
    let settings = currentSettings
    return try withExtendedLifetime(document) {
      let decoder = _TapeDecoder(reader: _TapeReader(document), node: 0, settings: settings)
      return try decoder.reusingContainers { try T(from: decoder, configuration: configuration) }
    }
  }

  /// Decodes a value of type `T`, made with the configuration `C` provides, from JSON in `data`.
  ///
  /// ```swift
  /// let value = try decoder.decode(Report.self, from: data, configuration: ReportConfiguration.self)
  /// ```
  ///
  /// - Parameters:
  ///   - type: The type to decode.
  ///   - data: UTF-8 JSON text.
  ///   - configuration: The provider of what `T.init(from:configuration:)` is given.
  /// - Throws: `DecodingError`, as ``decode(_:from:)-(_,Data)``.
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  open func decode<T: DecodableWithConfiguration, C: DecodingConfigurationProviding>(
    _ type: T.Type, from data: Data, configuration: C.Type
  ) throws -> T where T.DecodingConfiguration == C.DecodingConfiguration {
    try decode(T.self, from: data, configuration: C.decodingConfiguration)
  }

  /// The settings at this moment.
  var currentSettings: _DecodingSettings { withSettings { _DecodingSettings.of($0) } }

  /// Parses the input with the decoder's depth limit; invalid JSON becomes Foundation's error.
  private func parse(
    _ body: (JSONDocument.Options) throws(JSONParseError) -> JSONDocument
  ) throws(DecodingError) -> JSONDocument {
    let depth = withSettings { $0.maxDepth }
    do {
      return try body(JSONDocument.Options(maxDepth: depth))
    } catch {
      throw _invalidJSON(error)
    }
  }
}
