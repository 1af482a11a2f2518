import Foundation
import ModelMapperSupport

// The stream encoder's scalars and Foundation's special types, written straight into the
// output; keys with their conversion and the check for a key written twice.

extension _StreamEncoder {
  // MARK: Numbers

  /// Writes a `Double`; infinity and NaN by the non-conforming float strategy.
  @inline(__always)
  func writeDouble(_ value: Double, at path: @autoclosure () -> [any CodingKey]) throws {
    guard value.isFinite else {
      try writeNonConforming(value, String(describing: Double.self), path())
      return
    }
    try emitter.write(JSONNumber(storage: .double(value)))
  }

  /// Writes a `Float` in its own shortest form (`1.1`, not `1.100000023841858`).
  @inline(__always)
  func writeFloat(_ value: Float, at path: @autoclosure () -> [any CodingKey]) throws {
    guard value.isFinite else {
      try writeNonConforming(Double(value), String(describing: Float.self), path())
      return
    }
    try emitter.write(JSONNumber(storage: .float(value)))
  }

  @inline(never)
  func writeNonConforming(_ value: Double, _ typeName: String, _ path: [any CodingKey]) throws {
    guard case .convertToString(let positive, let negative, let nan) = options.nonConformingFloats else {
      throw EncodingError.invalidValue(
        value, .init(codingPath: path, debugDescription: "Unable to encode \(typeName).\(value) directly in JSON."))
    }
    emitter.write(string: value.isNaN ? nan : value < 0 ? negative : positive)
  }

  @inline(__always)
  func writeInteger<Integer: FixedWidthInteger>(_ value: Integer) {
    if Integer.isSigned && Integer.bitWidth <= 64 {
      emitter.integer(Int64(truncatingIfNeeded: value))
    } else if !Integer.isSigned && Integer.bitWidth <= 64 {
      emitter.unsigned(UInt64(truncatingIfNeeded: value))
    } else {
      emitter.raw(text: value.description)
    }
  }

  func writeDecimal(_ value: Decimal) throws {
    guard !value.isNaN else {
      throw EncodingError.invalidValue(
        value, .init(codingPath: codingPath, debugDescription: "Unable to encode Decimal.nan directly in JSON."))
    }
    try fill()
    emitter.raw(text: value.description)
  }

  // MARK: Dates and data

  func writeDate(_ date: Date) throws {
    switch options.dates {
    case .deferredToDate: try date.encode(to: self)
    case .secondsSince1970:
      try fill()
      try writeDouble(date.timeIntervalSince1970, at: codingPath)
    case .millisecondsSince1970:
      try fill()
      try writeDouble(1000 * date.timeIntervalSince1970, at: codingPath)
    case .iso8601:
      try fill()
      var text = _DateText()
      if let length = _ISO8601Text.writeInternetDate(date, into: &text) {
        text.withBytes(length) { emitter.write(plainStringBytes: $0) }
      } else {
        emitter.write(string: _ISO8601Text.foundationText(of: date))
      }
    case .formatted(let formatter):
      try fill()
      let given = options.givenFormatter ?? _GivenFormatter(formatter)
      if let formatting = formattedDates.conversions(of: given), emitter.writeByHand(date, in: formatting) { return }
      emitter.write(date, through: given)
    case .custom(let encode):
      try encode(date, self)
    }
  }

  func writeData(_ data: Data) throws {
    switch options.data {
    case .deferredToData: try data.encode(to: self)
    case .base64:
      try fill()
      emitter.write(string: data.base64EncodedString())
    case .custom(let encode): try encode(data, self)
    }
  }

  // MARK: Keys

  /// The key written for `key` of a container whose path is (`base`, `extra`).
  @inline(__always)
  func writtenKey(_ key: some CodingKey, base: Int, extra: [_CodingStep]) -> String {
    switch options.keys {
    case .useDefaultKeys: return key.stringValue
    case .convertToSnakeCase: return _snakeCaseFromCamelCaseAsFoundation(key.stringValue)
    case .custom(let convert):
      var keys = path.prefix(base).map(\.codingKey) + extra.map(\.codingKey)
      keys.append(key)
      return convert(keys).stringValue
    }
  }

  /// Writes the separator and the key written for `key` (of a container whose path is
  /// (`base`, `extra`)) of a new member of the object frame at `index`. A key converted to
  /// snake case is converted into the output as it is written (a plain ASCII key: cheaper
  /// than remembering its conversion).
  ///
  /// An object that follows its key type's shape writes the key's prepared form (see
  /// ``_CodingKeyShape``).
  @inline(__always)
  func writeMember(
    _ key: some CodingKey, base: Int, extra: @autoclosure () -> [_CodingStep], frame index: Int
  ) throws {
    if frames[index].followsShape, writeShapedMember(key.stringValue, frame: index) { return }
    switch options.keys {
    case .useDefaultKeys: try writeMember(key.stringValue, frame: index)
    case .convertToSnakeCase: try writeSnakeCaseMember(key.stringValue, frame: index)
    case .custom: try writeMember(writtenKey(key, base: base, extra: extra()), frame: index)
    }
    if frames[index].recordsKeys { keyTexts.append(key.stringValue) }
  }

  /// Writes the separator and the prepared key of a new member of the object frame at
  /// `index`, which follows its key type's shape, when `name` is one of the shape's keys
  /// after the last one written; otherwise the object leaves the shape (and records the
  /// keys it writes, for a shape that has them) and this returns false.
  @inline(never)
  func writeShapedMember(_ name: String, frame index: Int) -> Bool {
    let pretty = emitter.options.prettyPrinted
    let depth = baseDepth + frames.count
    return frames.withUnsafeMutableBufferPointer { frames in
      let frame = frames.baseAddress! + index
      return frame.pointee.shape.unsafelyUnwrapped._withUnsafeGuaranteedRef { shape in
        guard let position = shape.position(of: name, from: frame.pointee.shapePosition) else {
          frame.pointee.followsShape = false
          if shape.generation < _CodingKeyShapes.maxGenerations {
            frame.pointee.recordsKeys = true
            frame.pointee.keyTextBase = keyTexts.count
          }
          return false
        }
        let written = frame.pointee.count
        frame.pointee.count = written + 1
        frame.pointee.shapePosition = position + 1
        frame.pointee.shapeWritten |= 1 << UInt64(truncatingIfNeeded: position)
        let (key, length) = shape.quotedKey(position)
        if pretty {
          emitter.separate(element: written, depth: depth)
          emitter.raw(key, count: length)
          emitter.colon()
        } else {
          emitter.compactMember(quotedKey: key, count: length, separated: written > 0)
        }
        return true
      }
    }
  }

  /// Writes the separator and the key `name` converted to snake case (into a stack buffer,
  /// when it is ASCII) of a new member of the object frame at `index`.
  @inline(never)
  func writeSnakeCaseMember(_ name: String, frame index: Int) throws {
    let written = try _withUTF8(name) { bytes in
      try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(1, bytes.count * 2)) { output -> Bool in
        guard let count = _asciiSnakeCaseFromCamelCase(bytes, into: output.baseAddress!) else { return false }
        try writeMember(bytes: UnsafeBufferPointer(start: output.baseAddress!, count: count), frame: index)
        return true
      }
    }
    if !written { try writeMember(_snakeCaseFromCamelCaseAsFoundation(name), frame: index) }
  }

  /// Writes the separator and the key `name` of a new member of the object frame at `index`;
  /// gives up when the object has the key already (Foundation keeps the last value).
  @inline(__always)
  func writeMember(_ name: String, frame index: Int) throws {
    try _withUTF8(name) { bytes in try writeMember(bytes: bytes, frame: index) }
  }

  /// ``writeMember(_:frame:)`` for the key's UTF-8 bytes. (Out of line: inlined into the
  /// callers' closures, the frame's summary was checked for uniqueness at every change.) The
  /// frame at `index` is the innermost (the caller reopened it), changed through one pointer:
  /// one uniqueness check of the frames instead of one per change.
  @inline(never)
  func writeMember(bytes: UnsafeBufferPointer<UInt8>, frame index: Int) throws {
    let hash = _keyHash(bytes)
    let first = hash >> 56
    let second = hash >> 48 & 255
    let wordA = Int(truncatingIfNeeded: first >> 6)
    let bitA: UInt64 = 1 << (first & 63)
    let wordB = Int(truncatingIfNeeded: second >> 6)
    let bitB: UInt64 = 1 << (second & 63)
    let (written, maybeWritten, shapeWritten) = frames.withUnsafeMutableBufferPointer { frames in
      let frame = frames.baseAddress! + index
      var signatures = frame.pointee.signatures
      let maybe = signatures[wordA] & bitA != 0 && signatures[wordB] & bitB != 0
      signatures[wordA] |= bitA
      signatures[wordB] |= bitB
      frame.pointee.signatures = signatures
      let written = frame.pointee.count
      frame.pointee.count = written + 1
      return (written, maybe, frame.pointee.shapeWritten)
    }
    if maybeWritten, wasWritten(bytes, hash: hash, in: index) { throw giveUp() }
    // Keys written from the object's shape are not in the summary.
    if shapeWritten != 0, let shape = frames[index].shape,
      shape._withUnsafeGuaranteedRef({ $0.hasWritten(bytes, hash: hash, among: shapeWritten) })
    {
      throw giveUp()
    }
    emitter.separate(element: written, depth: baseDepth + frames.count)
    writtenKeys.append(_WrittenKey(offset: emitter.count, hash: hash))
    emitter.write(stringBytes: bytes)
    emitter.colon()
  }

  /// Whether the object frame at `index` may have the key `bytes` (whose ``_keyHash(_:)`` is
  /// `hash`) already (a key that needs escapes is not compared: it may). Only keys with the
  /// same hash are compared with the output: in a wide object the summary answers "maybe"
  /// for about one new key in ten.
  @inline(never)
  func wasWritten(_ bytes: UnsafeBufferPointer<UInt8>, hash: UInt64, in index: Int) -> Bool {
    if bytes.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 == 0x2F }) {
      return true
    }
    for position in frames[index].keyBase..<writtenKeys.count
    where writtenKeys[position].hash == hash && emitter.wroteKey(bytes, at: writtenKeys[position].offset) {
      return true
    }
    return false
  }
}

/// A key written into the output by ``_StreamEncoder``: where it starts, and its
/// ``_keyHash(_:)``.
struct _WrittenKey {
  var offset: Int
  var hash: UInt64
}

/// A hash of a key's length and its first and last eight bytes. Its top two bytes choose
/// the key's two bits of 256 in an object's summary: a key whose bits are not both set is
/// not among the object's keys. (256 bits keep the summary of a 30-key object from
/// answering "maybe" for most new keys.)
@inline(__always)
func _keyHash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
  let count = bytes.count
  var mixed = UInt64(truncatingIfNeeded: count) &* 0x9E37_79B9_7F4A_7C15
  if let base = bytes.baseAddress {
    let raw = UnsafeRawPointer(base)
    if count >= 8 {
      mixed ^= raw.loadUnaligned(as: UInt64.self)
      mixed = (mixed ^ raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)) &* 0xFF51_AFD7_ED55_8CCD
    } else {
      var word: UInt64 = 0
      for position in 0..<count { word = word << 8 | UInt64(base[position]) }
      mixed = (mixed ^ word) &* 0xFF51_AFD7_ED55_8CCD
    }
  }
  return mixed
}
