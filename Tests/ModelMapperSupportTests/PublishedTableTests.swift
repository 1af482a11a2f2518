import Foundation
import Testing

@testable import ModelMapperSupport

/// An entry with a key, as the date caches' entries have.
private final class Entry {
  let key: Int
  init(_ key: Int) { self.key = key }
}

@Suite("The table searched without a lock (the date transforms' caches)")
struct PublishedTableTests {
  @Test("finds what was inserted, in order, and says when it is full")
  func insertAndFind() {
    let table = _PublishedTable()
    #expect(table.first { _ in true } == nil)
    var inserted: [Entry] = []
    for key in 0..<_PublishedTable.capacity {
      let entry = Entry(key)
      let kept = table.insert(entry) { ($0 as? Entry)?.key == key }
      #expect(kept === entry)
      inserted.append(entry)
    }
    for entry in inserted {
      #expect(table.first { ($0 as? Entry)?.key == entry.key } === entry)
    }
    #expect(table.first { ($0 as? Entry)?.key == -1 } == nil)
    // Full: nothing more is kept, and nothing kept is lost.
    #expect(table.insert(Entry(-1)) { _ in false } == nil)
    #expect(table.first { ($0 as? Entry)?.key == _PublishedTable.capacity - 1 } === inserted.last)
  }

  @Test("an entry for the same thing inserted first is the one kept")
  func sameEntry() {
    let table = _PublishedTable()
    let first = Entry(7)
    _ = table.insert(first) { _ in false }
    let second = Entry(7)
    #expect(table.insert(second) { ($0 as? Entry)?.key == 7 } === first)
    #expect(table.first { ($0 as? Entry)?.key == 7 } === first)
  }

  @Test("threads inserting at once lose no entry and find every one")
  func concurrentInserts() async {
    let table = _PublishedTable()
    let perTask = _PublishedTable.capacity / 4
    await withTaskGroup(of: Void.self) { group in
      for task in 0..<4 {
        group.addTask {
          for index in 0..<perTask {
            let key = task * perTask + index
            let kept = table.insert(Entry(key)) { ($0 as? Entry)?.key == key }
            #expect((kept as? Entry)?.key == key)
          }
        }
      }
    }
    for key in 0..<perTask * 4 {
      #expect((table.first { ($0 as? Entry)?.key == key } as? Entry)?.key == key)
    }
  }
}
