extension Journal {
    /// Logs an entry made elsewhere in foodlog (`snap ... --log`, `estimate ... --log`,
    /// `add --barcode`): source `ai` or `barcode` with its confidence, and the photo, if any, kept
    /// once in `photos`. The photo is stored before the entry is written, so an entry never points
    /// at a missing photo.
    @discardableResult
    public func log(_ new: NewEntry, photo: [UInt8]? = nil, fileExtension: String = "jpg",
                    photos: PhotoStore? = nil) throws(JournalError) -> JournalEntry {
        var entry = new
        if let photo, let photos { entry.photo = try photos.store(photo, fileExtension: fileExtension) }
        return try add(entry)
    }
}
