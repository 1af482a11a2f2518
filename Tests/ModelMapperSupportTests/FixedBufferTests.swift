import ModelMapperSupport
import Testing

/// A class instance that counts how many of its kind are alive.
private final class Counted {
  nonisolated(unsafe) static var alive = 0
  let value: Int

  init(_ value: Int) {
    self.value = value
    Counted.alive += 1
  }

  deinit { Counted.alive -= 1 }
}

@Suite("The owning raw buffer", .serialized)
struct FixedBufferTests {
  @Test("holds a copy of a collection, in order, and views of it")
  func copies() {
    let buffer = _FixedBuffer([3, 1, 4, 1, 5])
    #expect(buffer.count == 5)
    #expect((0..<5).map { buffer[$0] } == [3, 1, 4, 1, 5])
    #expect(Array(buffer.buffer) == [3, 1, 4, 1, 5])
    #expect(Array(buffer.buffer(from: 1, count: 3)) == [1, 4, 1])
    #expect(buffer.pointer(at: 2).pointee == 4)
    #expect(buffer.pointer(at: 5) == buffer.pointer(at: 0) + 5)
    let empty = _FixedBuffer([Int]())
    #expect(empty.count == 0 && empty.buffer.isEmpty)
  }

  @Test("elements are set through a shared owner, and bytes are handed out raw")
  func sets() {
    let buffer = _FixedBuffer<UInt8>(repeating: 7, count: 4)
    buffer[2] = 9
    #expect(Array(buffer.buffer) == [7, 7, 9, 7])
    let raw = buffer.rawBytes
    raw[0] = 1
    #expect(raw.count == 4 && buffer[0] == 1)
  }

  @Test("its elements are released with it, once")
  func releases() {
    let before = Counted.alive
    do {
      let buffer = _FixedBuffer((0..<10).map(Counted.init))
      #expect(Counted.alive == before + 10)
      buffer[3] = Counted(30)
      #expect(Counted.alive == before + 10)
      #expect(buffer[3].value == 30)
    }
    #expect(Counted.alive == before)
    do {
      let repeated = _FixedBuffer(repeating: Counted(1), count: 3)
      #expect(Counted.alive == before + 1 && repeated.count == 3)
    }
    #expect(Counted.alive == before)
  }
}
