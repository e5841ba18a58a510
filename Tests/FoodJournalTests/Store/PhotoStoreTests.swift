import Foundation
import Testing
@testable import FoodJournal
import FoodlogSupport
import TestSupport

@Suite("Photos and the logging API for AI and barcode entries")
struct PhotoStoreTests {
    @Test func aPhotoIsStoredOnceByItsHash() throws {
        let dir = ScratchDirectory()
        let store = PhotoStore(dataDirectory: dir.path)
        let bytes = Array("abc".utf8)
        let hash = try store.store(bytes)
        #expect(hash == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")  // FIPS 180-2 example
        let path = try #require(store.path(for: hash))
        #expect(path == dir.file("photos/\(hash.prefix(2))/\(hash).jpg"))
        #expect(FileManager.default.contents(atPath: path) == Data(bytes))
        #expect(try store.store(bytes) == hash)
        let folder = try FileManager.default.contentsOfDirectory(atPath: dir.file("photos/\(hash.prefix(2))"))
        #expect(folder == ["\(hash).jpg"])
    }

    @Test func aFailedPhotoWriteLeavesNoFileAndNoEntry() throws {
        let dir = ScratchDirectory()
        let disk = TinyDisk(free: 3)
        let calls = Syscalls(write: { disk.write($0, $1) })
        let store = PhotoStore(dataDirectory: dir.path, calls: calls)
        let photo: [UInt8] = [1, 2, 3, 4, 5, 6]
        let hash = SHA256.hash(photo).hex
        let journal = Journal(dataDirectory: dir.path, zone: .fixed(0), now: { 0 })
        let new = NewEntry(time: Fixtures.at(hour: 13), name: "lasagna", amount: Amount(grams: 350),
                           nutrients: Nutrients(kcal: 480, protein: 24, carbs: 45, fat: 22), source: .ai, confidence: 0.6)
        #expect(throws: JournalError.self) { try journal.log(new, photo: photo, photos: store) }
        #expect(store.path(for: hash) == nil)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.file("photos/\(hash.prefix(2))")).isEmpty)
        #expect(try journal.entries(from: Fixtures.day, to: Fixtures.day).entries.isEmpty)
    }

    @Test func aiAndBarcodeEntriesKeepSourceConfidenceAndPhoto() throws {
        let dir = ScratchDirectory()
        let store = PhotoStore(dataDirectory: dir.path)
        let journal = Journal(dataDirectory: dir.path, zone: .fixed(0), now: { 0 })
        let photo: [UInt8] = Array(0..<255)
        let estimate = try journal.log(NewEntry(time: Fixtures.at(hour: 13), name: "lasagna", amount: Amount(grams: 350),
                                                nutrients: Nutrients(kcal: 480, protein: 24, carbs: 45, fat: 22),
                                                source: .ai, confidence: 0.6), photo: photo, photos: store)
        let scanned = try journal.log(NewEntry(time: Fixtures.at(hour: 16), name: "Nutella", amount: Amount(grams: 15),
                                               nutrients: Nutrients(kcal: 81, protein: 0.9, carbs: 8.6, fat: 4.6),
                                               source: .barcode, reference: "3017620422003"))
        let entries = try journal.entries(from: Fixtures.day, to: Fixtures.day).entries
        #expect(entries.map(\.source) == [.ai, .barcode])
        #expect(entries[0].confidence == 0.6)
        // The system's tool where there is one (an independent check); else foodlog's own SHA-256,
        // which SHA256Tests checks against the NIST vectors.
        #expect(entries[0].photo == (try SystemSHA256.digest(of: photo) ?? SHA256.hash(photo).hex))
        #expect(entries[0].id == estimate.id)
        #expect(entries[1].reference == "3017620422003" && entries[1].id == scanned.id)
        #expect(store.path(for: try #require(entries[0].photo)) != nil)
    }
}
