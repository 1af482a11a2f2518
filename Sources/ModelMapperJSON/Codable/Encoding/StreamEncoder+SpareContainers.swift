import Foundation

// Keyed containers reused from one object to the next during a call.
//
// A `KeyedEncodingContainer<Key>` made for an object costs two generic metadata lookups (for
// `_StreamKeyedContainer<Key>` and the standard library's box around it: the key type is only
// known at run time), a witness table lookup, two allocations and their release: about 700
// instructions, as much as writing five members. A page of models asks for one per object,
// of a few key types. So while a call encodes, the encoder keeps the containers it made, and
// hands one out again for the next object of its key type once user code let go of it (once
// only the encoder's list refers to its box). Each container refers to the encoder, so the
// list is emptied when the call ends (``_StreamEncoder/keep(_:)``): kept longer, it would keep
// the encoder referred to. (Kept from call to call, the containers would have to refer to the
// encoder unretained, and the compiler then retained it around every member written: more
// than a container costs.)

extension _StreamEncoder {
  /// The most containers kept for reuse: the key types of a model and the models inside it,
  /// and a few of one type in use at once (a recursive model's).
  static let spareContainerLimit = 16

  /// A keyed container of the object of `frame`, whose path is (`base`, `extra`): during a
  /// call, one of its key type that user code let go of, else a new one.
  @inline(__always)
  func keyedContainer<Key: CodingKey>(
    _ type: Key.Type, frame: (index: Int, id: Int), base: Int, extra: [_CodingStep] = []
  ) -> KeyedEncodingContainer<Key> {
    if let index = spareContainers._indexOfFreeContainer(keyType: ObjectIdentifier(Key.self)) {
      spareContainers[index].handle.reset(frame: frame, base: base, extra: extra)
      return unsafeBitCast(spareContainers[index].box, to: KeyedEncodingContainer<Key>.self)
    }
    return newKeyedContainer(Key.self, frame: frame, base: base, extra: extra)
  }

  /// A new keyed container, kept for reuse during a call while the list has room. The call's
  /// first is not kept (a call that writes one object, a model without nested ones, would
  /// pay for the list and never use it) and takes the encoder's own place, allocating none.
  @inline(never)
  func newKeyedContainer<Key: CodingKey>(
    _ type: Key.Type, frame: (index: Int, id: Int), base: Int, extra: [_CodingStep]
  ) -> KeyedEncodingContainer<Key> {
    switch containerReuse {
    case .off:
      return KeyedEncodingContainer(
        _StreamKeyedContainer<Key>(encoder: self, place: _StreamKeyedPlace(frame: frame, base: base, extra: extra)))
    case .beforeFirstContainer:
      containerReuse = .on
      firstPlace.reset(frame: frame, base: base, extra: extra)
      return KeyedEncodingContainer(_StreamKeyedContainer<Key>(encoder: self, place: firstPlace))
    case .on:
      let place = _StreamKeyedPlace(frame: frame, base: base, extra: extra)
      let container = KeyedEncodingContainer(_StreamKeyedContainer<Key>(encoder: self, place: place))
      if spareContainers.count < Self.spareContainerLimit {
        spareContainers.append(
          _SpareContainer(
            keyType: ObjectIdentifier(Key.self), box: unsafeBitCast(container, to: AnyObject.self), handle: place))
      }
      return container
    }
  }

  /// Starts reusing containers, for a call.
  func beginReusingContainers() {
    containerReuse = Self.containersAreOneReference ? .beforeFirstContainer : .off
  }

  /// Lets go of the spare containers, at the end of a call.
  func endReusingContainers() {
    containerReuse = .off
    Self.empty(&spareContainers)
  }

  /// Whether a `KeyedEncodingContainer` is one reference to its box (see
  /// ``_isOneReferenceToBox(_:named:)``).
  static let containersAreOneReference: Bool = {
    let encoder = _StreamEncoder(options: _EncodingOptions(), capacity: 0)
    let container = KeyedEncodingContainer(
      _StreamKeyedContainer<_JSONCodingKey>(encoder: encoder, place: encoder.firstPlace))
    return _isOneReferenceToBox(container, named: "_KeyedEncodingContainerBox")
  }()
}
