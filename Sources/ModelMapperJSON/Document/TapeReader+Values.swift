import Foundation
import ModelMapperSupport

// The reader's whole values: owned trees and numbers, decimals from the number's text, and
// the indices of an array's elements.

extension _TapeReader {
  /// Builds the owned tree of the value at `index`.
  package func _value(at index: Int) -> JSONValue {
    let entry = tape[index]
    switch entry.kind {
    case .null: return .null
    case .false: return .bool(false)
    case .true: return .bool(true)
    case .string: return .string(_string(at: index))
    case .int64, .uint64, .text: return .number(_number(at: index))
    case .array:
      var elements: [JSONValue] = []
      elements.reserveCapacity(entry.count)
      var child = index + 1
      while child < entry.end {
        elements.append(_value(at: child))
        child = _next(after: child)
      }
      return .array(elements)
    case .object:
      var object = JSONObject(minimumCapacity: entry.count)
      var key = index + 1
      let unique = entry.flags & _TapeEntry.flagDuplicateKeys == 0
      // With repeated keys, the last value wins at the first key's position.
      var positions: [_UTF8Key: Int] = [:]
      while key < entry.end {
        let name = _string(at: key)
        if unique {
          object._appendUnchecked(name, _value(at: key + 1))
        } else if let position = positions[_UTF8Key(name)] {
          object._values[position] = _value(at: key + 1)
        } else {
          positions[_UTF8Key(name)] = object.count
          object._appendUnchecked(name, _value(at: key + 1))
        }
        key = _next(after: key + 1)
      }
      return .object(object)
    }
  }

  /// The number at `index` as a ``JSONNumber``.
  @usableFromInline
  package func _number(at index: Int) -> JSONNumber {
    let entry = tape[index]
    switch entry.kind {
    case .int64: return JSONNumber(storage: .int(Int64(bitPattern: entry.payload)))
    case .uint64: return JSONNumber(storage: .uint(entry.payload))
    default: return JSONNumber(storage: .text(_numberText(at: index)))
    }
  }

  /// The number at `index` as a `Decimal`, read from its text (never through `Double`); nil
  /// when it is not a number or a `Decimal` cannot hold it exactly.
  @usableFromInline
  package func _decimal(at index: Int) -> Decimal? {
    guard tape[index].kind.isNumber else { return nil }
    return _decimalFromNumberText(_numberText(at: index))
  }

  /// The tape indices of the elements of the array at `index`.
  package func _elementIndices(of index: Int) -> [Int] {
    let entry = tape[index]
    var elements: [Int] = []
    elements.reserveCapacity(entry.count)
    var child = index + 1
    while child < entry.end {
      elements.append(child)
      child = _next(after: child)
    }
    return elements
  }

  /// The tape index of the value of the first member `key` of the object at `object` (where
  /// keys repeat, Foundation's Codable decoder keeps the first); -1 when absent.
  func _firstMember(of object: Int, key: UnsafeRawBufferPointer) -> Int {
    let found = _scan(key, from: object + 1, to: tape[object].end)
    return found < 0 ? -1 : found + 1
  }

  /// The tape index of the value of member `key` in the object at `object`, searching from
  /// its first member; -1 when absent.
  @usableFromInline
  package func _member(of object: Int, key: UnsafeRawBufferPointer) -> Int {
    var hint = 0
    return _member(of: object, key: key, hint: &hint)
  }

  /// The tape index of the value of member `key` in the object at `object`; -1 when absent.
  @usableFromInline
  package func _member(of object: Int, key: String) -> Int {
    var key = key
    return key.withUTF8 { _member(of: object, key: UnsafeRawBufferPointer($0)) }
  }

  /// Runs `body` with the UTF-8 bytes of the string at `index` as they are in the document,
  /// when it has no escapes; nil for a string with escapes or a value that is not a string.
  package func _withUnescapedStringBytes<Result>(at index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result)
    -> Result?
  {
    let entry = tape[index]
    guard entry.kind == .string, entry.flags & _TapeEntry.flagHasEscapes == 0 else { return nil }
    return body(UnsafeBufferPointer(start: bytes + entry.offset, count: Int(truncatingIfNeeded: entry.payload)))
  }
}
