import Foundation
import Testing

@testable import ModelMapperJSON

/// A coder whose settings are all the defaults shares them instead of copying them into each
/// call (``_DecodingSettings/defaults``, the encoder's kept defaults). A setting changed
/// between calls, even back to its default, must take effect from the next call.
@Suite("Coder settings changed between calls")
struct CoderSettingsTests {
  struct Record: Codable, Equatable {
    var userName: String
    var createdAt: Date
  }

  static let record = Record(userName: "a/b", createdAt: Date(timeIntervalSince1970: 1_000_000))

  @Test("the decoder: defaults, then a key and a date strategy, then the defaults set back")
  func decoder() throws {
    let decoder = ModelMapperJSONDecoder()
    let plain = Data(#"{"userName": "a/b", "createdAt": 1000000}"#.utf8)
    let snake = Data(#"{"user_name": "a/b", "created_at": 1000000000}"#.utf8)
    #expect(try decoder.decode(Record.self, from: plain).userName == "a/b")
    #expect(throws: DecodingError.self) { try decoder.decode(Record.self, from: snake) }
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    decoder.dateDecodingStrategy = .millisecondsSince1970
    #expect(try decoder.decode(Record.self, from: snake) == Self.record)
    decoder.keyDecodingStrategy = .useDefaultKeys
    decoder.dateDecodingStrategy = .deferredToDate
    #expect(throws: DecodingError.self) { try decoder.decode(Record.self, from: snake) }
    let foundation = try JSONDecoder().decode(Record.self, from: plain)
    #expect(try decoder.decode(Record.self, from: plain) == foundation)
  }

  @Test("the encoder: defaults, then a key strategy and layout, then the defaults set back")
  func encoder() throws {
    // Foundation's encoder on Linux orders keys by hash, so the texts are compared as objects,
    // and the layout by what only it changes.
    func object(_ data: Data) throws -> NSDictionary? { try JSONSerialization.jsonObject(with: data) as? NSDictionary }
    let encoder = ModelMapperJSONEncoder()
    let plain = try object(JSONEncoder().encode(Self.record))
    #expect(plain != nil)
    #expect(try object(encoder.encode(Self.record)) == plain)
    #expect(String(decoding: try encoder.encode(Self.record), as: UTF8.self).contains(#""a\/b""#))
    encoder.keyEncodingStrategy = .convertToSnakeCase
    encoder.outputFormatting = [.withoutEscapingSlashes]
    #expect(String(decoding: try encoder.encode(Self.record), as: UTF8.self).contains(#""user_name":"a/b""#))
    encoder.keyEncodingStrategy = .useDefaultKeys
    encoder.outputFormatting = []
    #expect(try object(encoder.encode(Self.record)) == plain)
    #expect(String(decoding: try encoder.encode(Self.record), as: UTF8.self).contains(#""userName":"a\/b""#))
    // Another coder with the defaults, after the kept encoder wrote with other settings.
    encoder.keyEncodingStrategy = .convertToSnakeCase
    _ = try encoder.encode(Self.record)
    let fresh = String(decoding: try ModelMapperJSONEncoder().encode(Self.record), as: UTF8.self)
    #expect(fresh == #"{"userName":"a\/b","createdAt":-977307200}"#)
  }
}
