import Foundation
import ModelMapperSupport

// Nested models written straight into the output: each through a child map at the same
// buffer; a model with hooks as a tree, so that `willWrite(_:map:)` can change it.

extension Map {
  /// Writes a nested model into the output under the selected key.
  @inlinable
  func _outputObject<T: BaseMappable>(_ object: T) {
    let location = _MapLocation.key(_locationKey)
    guard !T.usesMappingHooks, _beginOutputMember() else {
      if let json = _objectJSON(object, at: location) { _writeValue(json) }
      return
    }
    _outputChild(object, at: location)
  }

  /// Writes a nested model as the next value of the output: a member of this map's object
  /// (`inContainer` false) or an element of an array or dictionary member.
  @inlinable
  func _outputChild<T: BaseMappable>(_ object: T, at location: _MapLocation, inContainer: Bool = false) {
    guard _depth < _maxWriteDepth else {
      _noteTooDeep()
      _outputNull()
      return
    }
    let child = _childWriter(location, depth: inContainer ? 2 : 1, model: type(of: object))
    var copy = object
    copy.mapping(map: child)
    child._finishOutput()
  }

  /// The JSON of a model with ``MappingHooks`` (built as a tree so that `willWrite(_:map:)`
  /// can change it), or nil for a model without hooks, which is written directly, or one vetoed.
  @inlinable
  func _hookedElement<T: BaseMappable>(_ object: T, at location: _MapLocation) -> (hooked: Bool, json: JSONValue?) {
    guard T.usesMappingHooks else { return (false, nil) }
    return (true, _objectJSON(object, at: location))
  }

  /// Writes an array of models into the output under the selected key.
  @inlinable
  func _outputObjectArray<T: BaseMappable, Objects: Sequence<T>>(_ objects: Objects) {
    guard _beginOutputMember() else {
      _writeValue(_objectArrayJSON(objects))
      return
    }
    let key = _locationKey
    var written = 0
    for (index, object) in objects.enumerated() {
      let location = _MapLocation.element(key, index)
      let (hooked, json) = _hookedElement(object, at: location)
      if hooked {
        guard let json else { continue }
        _outputArraySeparator(written)
        _outputElement(json)
      } else {
        _outputArraySeparator(written)
        _outputChild(object, at: location, inContainer: true)
      }
      written += 1
    }
    _outputEndArray(written)
  }

  /// Writes a dictionary of models into the output under the selected key.
  @inlinable
  func _outputObjectDictionary<T: BaseMappable>(_ objects: [String: T]) {
    guard _beginOutputMember() else {
      _writeValue(_objectDictionaryJSON(objects))
      return
    }
    let key = _locationKey
    var written = 0
    for (member, object) in _sortedByKey(objects) {
      let location = _MapLocation.member(key, member)
      let (hooked, json) = _hookedElement(object, at: location)
      if hooked {
        guard let json else { continue }
        _outputMemberSeparator(written, member)
        _outputElement(json)
      } else {
        _outputMemberSeparator(written, member)
        _outputChild(object, at: location, inContainer: true)
      }
      written += 1
    }
    _outputEndObject(written)
  }
}
