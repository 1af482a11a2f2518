import Foundation
import ModelMapper
import SeededRandom

/// A ledger export, generated: an array of ``LedgerEntry`` objects (about 160 bytes each), as
/// large as asked, written a piece at a time so that a gigabyte never sits in memory.
extension SampleDocuments {
  /// The text of `count` entries as a JSON array, one entry per line.
  package static func ledger(entries count: Int, seed: UInt64 = 8) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(count * 200 + 2)
    var random = SeededGenerator(seed: seed)
    bytes.append(UInt8(ascii: "["))
    for index in 0..<count {
      if index > 0 { bytes.append(contentsOf: ",\n".utf8) }
      appendLedgerEntry(&bytes, &random, id: index + 1)
    }
    bytes.append(contentsOf: "]\n".utf8)
    return bytes
  }

  /// Writes a ledger of about `megabytes` MiB to `url`; returns its entries and bytes.
  package static func writeLedger(megabytes: Int, to url: URL, seed: UInt64 = 8) throws -> (entries: Int, bytes: Int) {
    guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
      throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
    }
    let handle = try FileHandle(forWritingTo: url)
    defer { try? handle.close() }
    var random = SeededGenerator(seed: seed)
    var chunk: [UInt8] = [UInt8(ascii: "[")]
    var written = 0
    var entries = 0
    let target = megabytes << 20
    while written + chunk.count < target {
      if entries > 0 { chunk.append(contentsOf: ",\n".utf8) }
      entries += 1
      appendLedgerEntry(&chunk, &random, id: entries)
      if chunk.count >= 1 << 20 {
        try handle.write(contentsOf: chunk)
        written += chunk.count
        chunk.removeAll(keepingCapacity: true)
      }
    }
    chunk.append(contentsOf: "]\n".utf8)
    try handle.write(contentsOf: chunk)
    return (entries, written + chunk.count)
  }

  /// Appends one entry's object.
  static func appendLedgerEntry(_ bytes: inout [UInt8], _ random: inout SeededGenerator, id: Int) {
    let kind = random.pick(["credit", "debit", "refund", "fee"])
    let cents = random.int(in: 1...999_999)
    var text = #"{"id":\#(id),"account":"AC-\#(random.int(in: 10_000...99_999))","kind":"\#(kind)","#
    text += #""amount":\#(cents / 100).\#(cents % 100 < 10 ? "0" : "")\#(cents % 100),"#
    if random.chance(0.4) { text += #""memo":"Invoice \#(random.int(in: 1...9_999)) \u00e9t\u00e9","# }
    text += #""booked_at":"\#(random.isoDate(fraction: false, utc: true))","#
    text += #""place":{"city":"\#(random.pick(["Zürich", "Lyon", "Osaka", "Lagos", "Lima"]))"},"#
    text += #""tags":["\#(random.pick(["q1", "q2", "q3", "q4"]))","\#(random.pick(["eu", "us", "apac"]))"]}"#
    bytes.append(contentsOf: text.utf8)
  }
}
