import Foundation

/// The key under which a model's JSON is archived.
let _archiveKey = "ModelMapper.JSON"

extension BaseMappable where Self: NSObject {
  /// Archives the model through its mapping: one line for `encode(with:)`, whatever the
  /// model holds (nested models, arrays, dictionaries, dates through their transforms).
  ///
  /// The JSON the mapping writes is stored as one string under one key, so the archive
  /// works with secure coding and with `NSKeyedArchiver` on every platform.
  ///
  /// ```swift
  /// final class User: NSObject, Mappable, NSSecureCoding {
  ///   static var supportsSecureCoding: Bool { true }
  ///   func encode(with coder: NSCoder) { encodeMapping(with: coder) }
  ///   required init?(coder: NSCoder) { super.init(); if !decodeMapping(from: coder) { return nil } }
  ///   ...
  /// }
  /// ```
  ///
  /// - Parameter coder: The coder to read from or write to.
  public func encodeMapping(with coder: NSCoder) {
    let mapper = Mapper<Self>(shouldIncludeNilValues: true)
    guard let text = try? mapper.toJSONStringOrThrow(self) else { return }
    // Text rather than NSData: Foundation's archiver on Linux hashes and copies NSData byte
    // by byte, and is several times slower with it.
    coder.encode(text as NSString, forKey: _archiveKey)
  }
}

extension Mappable where Self: NSObject {
  /// Maps the JSON archived by ``BaseMappable/encodeMapping(with:)`` onto this model: one
  /// line for `init?(coder:)`, after `super.init()`. False when the archive holds no valid
  /// model JSON (the initializer then returns nil).
  ///
  /// ```swift
  /// required init?(coder: NSCoder) {
  ///   super.init()
  ///   if !decodeMapping(from: coder) { return nil }
  /// }
  /// ```
  ///
  /// - Parameter coder: The coder to read from or write to.
  public func decodeMapping(from coder: NSCoder) -> Bool {
    guard coder.containsValue(forKey: _archiveKey),
      let text = coder.decodeObject(of: NSString.self, forKey: _archiveKey),
      let document = try? JSONDocument(parsing: text as String), _TapeReader(document).tape[0].kind == .object
    else { return false }
    _ = Mapper<Self>().update(self, document, 0)
    return true
  }
}
