import Foundation

// Keyed containers reused from one object to the next during a call.
//
// A `KeyedDecodingContainer<Key>` made for an object costs two generic metadata lookups (for
// `_TapeKeyedContainer<Key>` and the standard library's box around it: the key type is only
// known at run time, about 370 instructions each), two allocations and their release: about
// 1,100 instructions, against some 60 a key for the values read from it. A page of models
// asks for one per object, of a few key types. So while a call decodes, the decoder keeps
// the containers it made, and hands one out again for the next object of its key type once
// user code let go of it: once only the decoder's list refers to its box.

extension _TapeDecoder {
  /// A keyed container of the object at `object`, whose path is (`base`, `extra`): during a
  /// call that reuses containers (``reusingContainers(_:)``), one of its key type that user
  /// code let go of, else a new one.
  func keyedContainer<Key: CodingKey>(
    _ type: Key.Type, object: Int, base: Int, extra: [_CodingStep]
  ) -> KeyedDecodingContainer<Key> {
    guard containerReuse != .off else {
      return KeyedDecodingContainer(_TapeKeyedContainer<Key>(decoder: self, object: object, base: base, extra: extra))
    }
    let keyType = ObjectIdentifier(Key.self)
    if let index = spareContainers._indexOfFreeContainer(keyType: keyType) {
      unsafeDowncast(spareContainers[index].handle, to: _TapeKeyedContainer<Key>.self)
        .reset(object: object, base: base, extra: extra)
      return unsafeBitCast(spareContainers[index].box, to: KeyedDecodingContainer<Key>.self)
    }
    let made = _TapeKeyedContainer<Key>(decoder: self, object: object, base: base, extra: extra)
    let container = KeyedDecodingContainer(made)
    // The call's first container is not kept: a call that decodes one object (a model without
    // nested ones) would pay for the list (and a metadata lookup to keep the container) and
    // never use it.
    if containerReuse == .beforeFirstContainer {
      containerReuse = .on
    } else if spareContainers.count < Self.spareContainerLimit {
      spareContainers.append(
        _SpareContainer(keyType: keyType, box: unsafeBitCast(container, to: AnyObject.self), handle: made))
    }
    return container
  }

  /// The most containers kept for reuse: the key types of a model and the models inside it,
  /// and a few of one type in use at once (a recursive model's).
  static let spareContainerLimit = 16

  /// Runs `body` with keyed containers reused from one object to the next, then lets them
  /// go: each refers to the decoder, so kept beyond the call they would keep it (and its
  /// document) alive. Calls nest.
  @inline(__always)
  func reusingContainers<Result>(_ body: () throws -> Result) rethrows -> Result {
    let outer = containerReuse
    if outer == .off && Self.containersAreOneReference { containerReuse = .beforeFirstContainer }
    defer {
      if outer == .off {
        containerReuse = .off
        spareContainers.removeAll()
      }
    }
    return try body()
  }

  /// Whether a `KeyedDecodingContainer` is one reference to its box (see
  /// ``_isOneReferenceToBox(_:named:)``).
  static let containersAreOneReference: Bool = {
    guard let document = try? JSONDocument(parsing: "{}") else { return false }
    let decoder = _TapeDecoder(reader: _TapeReader(document), node: 0, settings: .defaults)
    let container = KeyedDecodingContainer(
      _TapeKeyedContainer<_JSONCodingKey>(decoder: decoder, object: 0, base: 0, extra: []))
    return _isOneReferenceToBox(container, named: "_KeyedDecodingContainerBox")
  }()
}
