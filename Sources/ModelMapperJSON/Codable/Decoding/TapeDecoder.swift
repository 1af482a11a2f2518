import Foundation
import ModelMapperSupport

/// The `Decoder` of ``ModelMapperJSONDecoder``: reads values where they lie on a parsed
/// document's tape, one instance per call, its containers small structs that refer to it.
///
/// It is its own single-value container, as Foundation's is. Its changing state is exempt
/// from run-time exclusivity checks, which it would otherwise pay on every value: it is
/// changed only in `with(node:base:extra:adding:_:)`, which restores it before returning.
final class _TapeDecoder: Decoder, SingleValueDecodingContainer {
  let reader: _TapeReader
  /// The call's settings (see ``_DecodingSettings``).
  let settings: _DecodingSettings
  /// The document, kept alive for as long as the decoder (and any container or decoder made
  /// from it that user code keeps).
  let document: JSONDocument
  /// The tape index of the value being decoded.
  @exclusivity(unchecked) var node: Int
  /// The coding path of that value.
  @exclusivity(unchecked) var steps: [_CodingStep]
  private var madeUserInfo: [CodingUserInfoKey: Any]?
  /// For the `.formatted` date strategy: the formatter's settings, read at the call's first
  /// date.
  @exclusivity(unchecked) var formattedDates = _FormattedDatesOfCall()
  /// Keyed containers kept for reuse (see ``keyedContainer(_:object:base:extra:)``).
  @exclusivity(unchecked) var spareContainers: [_SpareContainer<AnyObject>] = []
  /// Whether keyed containers are reused: only inside ``reusingContainers(_:)``, which ends
  /// by letting them go.
  @exclusivity(unchecked) var containerReuse = _ContainerReuse.off
  /// Types the call asked for that are not `[String: Value]`: the model classes of a page,
  /// each checked once (see ``stringKeyedDictionary(_:at:)``).
  @exclusivity(unchecked) var typesNotDictionaries: [ObjectIdentifier] = []
  /// The message of the last type mismatch, and what it depends on (see
  /// ``mismatch(_:at:path:)``).
  @exclusivity(unchecked) var lastMismatch: (key: _MismatchKey, message: String)?

  init(reader: _TapeReader, node: Int, settings: _DecodingSettings, path: [_CodingStep] = []) {
    self.reader = reader
    self.settings = settings
    document = reader.document
    self.node = node
    steps = path
  }

  /// The call's options.
  @inline(__always)
  var options: _DecodingOptions { settings.options }

  var codingPath: [any CodingKey] { steps.codingPath }

  var userInfo: [CodingUserInfoKey: Any] {
    if let madeUserInfo { return madeUserInfo }
    let made = options.userInfo.mapValues { $0 as Any }
    madeUserInfo = made
    return made
  }

  // MARK: Containers

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    let node = self.node
    guard reader.tape[node].kind == .object else {
      throw containerError(keyed: true, at: node, path: steps.codingPath)
    }
    return keyedContainer(Key.self, object: node, base: steps.count, extra: [])
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    let node = self.node
    guard reader.tape[node].kind == .array else {
      throw containerError(keyed: false, at: node, path: steps.codingPath)
    }
    return _TapeUnkeyedContainer(decoder: self, array: node, base: steps.count, extra: [])
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

  /// The error for a container asked of a value that is not an object (`keyed`) or array.
  @inline(never)
  func containerError(keyed: Bool, at node: Int, path: [any CodingKey]) -> DecodingError {
    let type: Any.Type = keyed ? [String: Any].self : [Any].self
    if reader.tape[node].kind == .null {
      let kind = keyed ? "keyed" : "unkeyed"
      return .valueNotFound(
        type,
        .init(codingPath: path, debugDescription: "Cannot get \(kind) decoding container -- found null value instead"))
    }
    return .typeMismatch(
      type,
      .init(codingPath: path, debugDescription: "Expected to decode \(type) but found \(found(at: node)) instead."))
  }

  // MARK: Paths

  /// The coding path of a container (its decoder's first `base` components, then `extra`),
  /// with `component` after it.
  func path(base: Int, extra: [_CodingStep], adding component: _CodingStep? = nil) -> [any CodingKey] {
    // One array, its size known: the path of every error a `try?` discards is built too.
    var keys: [any CodingKey] = []
    keys.reserveCapacity(base + extra.count + 1)
    for index in 0..<base { keys.append(steps[index].codingKey) }
    for step in extra { keys.append(step.codingKey) }
    if let component { keys.append(component.codingKey) }
    return keys
  }

  /// Makes the value at `node`, whose path is the container's (`base`, `extra`) with
  /// `component`, the one being decoded while `body` runs.
  @inline(__always)
  func with<Result>(
    node: Int, base: Int, extra: [_CodingStep], adding component: consuming _CodingStep?, _ body: () throws -> Result
  ) rethrows -> Result {
    let saved = self.node
    steps.truncate(to: base)
    if !extra.isEmpty { steps.append(contentsOf: extra) }
    if let component = component.take() { steps.append(component) }
    self.node = node
    defer {
      self.node = saved
      steps.truncate(to: base)
    }
    return try body()
  }

  // MARK: The root

  /// Decodes the value the decoder was made for.
  func decodeRoot<T: Decodable>(_ type: T.Type) throws -> T {
    try reusingContainers { try unwrap(T.self, at: self.node, base: steps.count, extra: [], adding: nil) }
  }

  // MARK: Single value

  func decodeNil() -> Bool { reader.tape[self.node].kind == .null }

  func decode(_ type: Bool.Type) throws -> Bool { try single { bool(at: $0) } }
  func decode(_ type: String.Type) throws -> String { try single { string(at: $0) } }
  func decode(_ type: Double.Type) throws -> Double { try single { double(at: $0) } }
  func decode(_ type: Float.Type) throws -> Float { try single { float(at: $0) } }
  func decode(_ type: Int.Type) throws -> Int { try single { integer(Int.self, at: $0) } }
  func decode(_ type: Int8.Type) throws -> Int8 { try single { integer(Int8.self, at: $0) } }
  func decode(_ type: Int16.Type) throws -> Int16 { try single { integer(Int16.self, at: $0) } }
  func decode(_ type: Int32.Type) throws -> Int32 { try single { integer(Int32.self, at: $0) } }
  func decode(_ type: Int64.Type) throws -> Int64 { try single { integer(Int64.self, at: $0) } }
  func decode(_ type: UInt.Type) throws -> UInt { try single { integer(UInt.self, at: $0) } }
  func decode(_ type: UInt8.Type) throws -> UInt8 { try single { integer(UInt8.self, at: $0) } }
  func decode(_ type: UInt16.Type) throws -> UInt16 { try single { integer(UInt16.self, at: $0) } }
  func decode(_ type: UInt32.Type) throws -> UInt32 { try single { integer(UInt32.self, at: $0) } }
  func decode(_ type: UInt64.Type) throws -> UInt64 { try single { integer(UInt64.self, at: $0) } }

  @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
  func decode(_ type: Int128.Type) throws -> Int128 { try single { integer(Int128.self, at: $0) } }

  @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
  func decode(_ type: UInt128.Type) throws -> UInt128 { try single { integer(UInt128.self, at: $0) } }

  func decode<T: Decodable>(_ type: T.Type) throws -> T {
    return try unwrap(T.self, at: self.node, base: steps.count, extra: [], adding: nil)
  }

  /// The scalar `read` makes of the value being decoded, or the error of its type.
  @inline(__always)
  func single<Value>(_ read: (Int) -> Value?) throws -> Value {
    let node = self.node
    if let value = read(node) { return value }
    throw mismatch(Value.self, at: node, path: codingPath)
  }
}

extension _TapeDecoder {
  /// A decoder of its own for the value at `node` (a missing value when -1: then a decoder of
  /// null, as Foundation gives), for `superDecoder()`.
  func detached(at node: Int, path: [any CodingKey]) -> _TapeDecoder {
    let components = path.map { _CodingStep.key($0) }
    guard node >= 0 else {
      return _TapeDecoder(reader: _TapeReader(Self.null), node: 0, settings: settings, path: components)
    }
    return _TapeDecoder(reader: reader, node: node, settings: settings, path: components)
  }

  /// A document of one `null`.
  static let null: JSONDocument = {
    do {
      return try JSONDocument(parsing: "null")
    } catch {
      preconditionFailure("unreachable: null is JSON")
    }
  }()
}
