import Testing

@testable import NavLintPictures

/// The memo of what picture files held: trusted only for files whose times are older than the stamp of the
/// run that read them, kept in bytes that check themselves.
@Suite struct PictureIdentityMemoTests {
    let content = PictureContent(first: 1, second: 2, count: 3)

    func identity(
        inode: UInt64 = 7, size: UInt64 = 100, modified: Int64 = 1_000, changed: Int64 = 1_000
    )
        -> FileIdentity
    {
        FileIdentity(device: 1, inode: inode, size: size, modified: modified, changed: changed)
    }

    @Test func aFileIsTrustedOnlyWhenItsTimesAreOlderThanTheStamp() {
        var memo = PictureIdentityMemo()
        memo.remember(content, of: identity(), stamp: 1_001)
        #expect(memo.content(of: identity()) == content)
        // Another file, or the same one changed: a time, the size or the inode differs.
        for other in [identity(inode: 8), identity(size: 101), identity(modified: 999), identity(changed: 1_002)] {
            #expect(memo.content(of: other) == nil)
        }
        // Written in the tick the run began, or after: it may have changed after it was read without changing
        // its times, so it is read again.
        let racy = [
            identity(), identity(modified: 500), identity(changed: 500), identity(modified: 2_000, changed: 2_000),
        ]
        for file in racy {
            var memo = PictureIdentityMemo()
            memo.remember(content, of: file, stamp: 1_000)
            #expect(memo.content(of: file) == nil, "\(file)")
        }
    }

    @Test func itsBytesGiveItBackAndDamagedBytesGiveNone() throws {
        var memo = PictureIdentityMemo()
        var reversed = PictureIdentityMemo()
        let identities = (0..<20).map { identity(inode: UInt64($0), modified: Int64($0)) }
        for (index, file) in identities.enumerated() { memo.remember(content, of: file, stamp: Int64(index % 3)) }
        for (index, file) in identities.enumerated().reversed() {
            reversed.remember(content, of: file, stamp: Int64(index % 3))
        }
        let bytes = memo.bytes()
        #expect(reversed.bytes() == bytes)
        #expect(PictureIdentityMemo(bytes: bytes) == memo)
        #expect(PictureIdentityMemo(bytes: PictureIdentityMemo().bytes()) == PictureIdentityMemo())
        for index in [0, 20, bytes.count / 2, bytes.count - 1] {
            var damaged = bytes
            damaged[index] ^= 1
            #expect(PictureIdentityMemo(bytes: damaged) == nil, "byte \(index)")
        }
        #expect(PictureIdentityMemo(bytes: Array(bytes.dropLast())) == nil)
        #expect(PictureIdentityMemo(bytes: []) == nil)
    }

    @Test func pastItsLimitTheFilesReadLongestAgoGo() throws {
        var memo = PictureIdentityMemo()
        let count = PictureIdentityMemo.maximumCount + 2
        for index in 0..<count {
            memo.remember(content, of: identity(inode: UInt64(index), modified: 0, changed: 0), stamp: Int64(index) + 1)
        }
        let kept = try #require(PictureIdentityMemo(bytes: memo.bytes()))
        #expect(kept.count == PictureIdentityMemo.maximumCount)
        #expect(kept.content(of: identity(inode: 0, modified: 0, changed: 0)) == nil)
        #expect(kept.content(of: identity(inode: 1, modified: 0, changed: 0)) == nil)
        #expect(kept.content(of: identity(inode: 2, modified: 0, changed: 0)) == content)
    }

    @Test func aCacheEntryOfKnownContentIsTheEntryOfItsBytes() {
        let bytes = (0..<1_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        let content = PictureContent(bytes: bytes)
        #expect(content.count == UInt64(bytes.count))
        let known = ThumbnailCacheEntry(content: content, width: 240, encoding: .jpeg)
        #expect(known == ThumbnailCacheEntry(pictureBytes: bytes, width: 240, encoding: .jpeg))
        #expect(known.name != ThumbnailCacheEntry(pictureBytes: bytes + [0], width: 240, encoding: .jpeg).name)
    }
}
