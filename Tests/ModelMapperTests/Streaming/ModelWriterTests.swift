import Foundation
import ModelMapper
import Testing

@Suite("Writing models a piece at a time")
struct ModelWriterTests {
  /// Models to write.
  static func items(_ count: Int) throws -> [StreamItem] {
    try StreamSamples.items(count).map { try #require(Mapper<StreamItem>().map(JSONString: $0)) }
  }

  /// What a writer with `format` gives for `models`, handed over `flushBytes` at a time.
  static func written(
    _ models: [StreamItem], format: ModelStreamFormat = .array, envelope: JSONObject = [:], prettyPrint: Bool = false,
    flushBytes: Int = 7
  ) throws -> String {
    var bytes: [UInt8] = []
    var pieces = 0
    let writer = try ModelWriter<StreamItem>(
      format: format, envelope: envelope, prettyPrint: prettyPrint, flushBytes: flushBytes
    ) {
      bytes.append(contentsOf: $0)
      pieces += 1
    }
    try writer.write(contentsOf: models)
    #expect(writer.count == models.count)
    try writer.finish()
    try writer.finish()  // once only
    if models.count > 3 { #expect(pieces > 1) }
    return String(decoding: bytes, as: UTF8.self)
  }

  @Test("an array is the text whole-document writing gives", arguments: [0, 1, 3, 40])
  func array(count: Int) throws {
    let models = try Self.items(count)
    for pretty in [false, true] {
      let whole = try #require(Mapper<StreamItem>().toJSONString(models, prettyPrint: pretty))
      #expect(try Self.written(models, prettyPrint: pretty) == whole)
    }
  }

  @Test("an array at a key path inside an envelope is the text whole-document writing gives", arguments: [0, 2, 25])
  func envelope(count: Int) throws {
    let models = try Self.items(count)
    let envelope: JSONObject = [
      "version": 2, "data": ["total": .number(JSONNumber(Int64(count)))], "tags": ["a", "b"],
    ]
    for pretty in [false, true] {
      for path in ["items", "data.items", "a.b.c"] {
        let whole = try #require(
          Mapper<StreamItem>().toJSONString(models, at: path, in: envelope, prettyPrint: pretty))
        #expect(
          try Self.written(models, format: .array(at: path), envelope: envelope, prettyPrint: pretty) == whole,
          "\(path), pretty: \(pretty)")
      }
    }
  }

  @Test("JSON Lines: one compact object per line, read back the same")
  func jsonLines() throws {
    let models = try Self.items(30)
    let text = try Self.written(models, format: .jsonLines, prettyPrint: true)
    #expect(text == models.map { ($0.toJSONString() ?? "") + "\n" }.joined())
    let back = try Mapper<StreamItem>().reader(bytes: Array(text.utf8), format: .jsonLines).readAll()
    #expect(back == models)
  }

  @Test("a value JSON cannot hold fails that model only")
  func notWritable() throws {
    final class Reading: Mappable {
      var value = 0.0
      init(_ value: Double) { self.value = value }
      required init?(map: Map) {}
      func mapping(map: Map) { value <- map["value"] }
    }
    var bytes: [UInt8] = []
    let writer = try ModelWriter<Reading> { bytes.append(contentsOf: $0) }
    try writer.write(Reading(1.5))
    #expect(throws: JSONWriteError.self) { try writer.write(Reading(.nan)) }
    try writer.write(Reading(2))
    try writer.finish()
    #expect(String(decoding: bytes, as: UTF8.self) == #"[{"value":1.5},{"value":2}]"#)
  }

  @Test("a file appears whole when finished, and not at all when abandoned")
  func files() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("writer-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("export.json")
    let models = try Self.items(2_000)
    let writer = try Mapper<StreamItem>().writer(to: url, format: .array(at: "data"), envelope: ["v": 1])
    try writer.write(contentsOf: models)
    #expect(!FileManager.default.fileExists(atPath: url.path))
    try writer.finish()
    #expect(try Mapper<StreamItem>().reader(contentsOf: url, format: .array(at: "data")).readAll() == models)
    #expect(
      try String(contentsOf: url, encoding: .utf8)
        == Mapper<StreamItem>().toJSONString(models, at: "data", in: ["v": 1]))

    let abandoned = directory.appendingPathComponent("abandoned.json")
    do {
      let writer = try Mapper<StreamItem>().writer(to: abandoned)
      try writer.write(contentsOf: models)
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["export.json"])
  }
}
