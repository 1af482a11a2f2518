import Foundation
import ModelMapper
import XCTest

/// ObjectMapper-style code in Swift 5 mode using the streaming reader and writer.
final class StreamingSwift5Tests: XCTestCase {
  final class Event: Mappable {
    var id = 0
    var kind: String?
    var at: Date?

    init() {}
    required init?(map: Map) {}

    func mapping(map: Map) {
      id <- map["id"]
      kind <- map["meta.kind"]
      at <- (map["at"], DateTransform())
    }
  }

  func testWriteThenStreamJSONLines() throws {
    var bytes: [UInt8] = []
    let writer = try ModelWriter<Event>(format: .jsonLines) { bytes.append(contentsOf: $0) }
    for id in 1...50 {
      let event = Event()
      event.id = id
      event.kind = id % 2 == 0 ? "even" : nil
      event.at = Date(timeIntervalSince1970: TimeInterval(id))
      try writer.write(event)
    }
    try writer.finish()
    let reader = Mapper<Event>().reader(bytes: bytes, format: .jsonLines, chunkSize: 17)
    var ids: [Int] = []
    while let event = try reader.next() { ids.append(event.id) }
    XCTAssertEqual(ids, Array(1...50))
    XCTAssertEqual(reader.count, 50)
  }

  func testErrorsNameTheElement() {
    let text = #"{"events": [{"id": 1}, {"id": 2,}]}"#
    let reader = Mapper<Event>().reader(bytes: Array(text.utf8), format: .array(at: "events"))
    XCTAssertEqual(try reader.next()?.id, 1)
    XCTAssertThrowsError(try reader.next()) { error in
      XCTAssertEqual((error as? MapError)?.path, "events[1]")
      XCTAssertEqual((error as? MapError)?.parseError?.column, 33)
    }
  }
}
