/// A Git LFS pointer: the few lines of text a repository keeps in place of a large file until Git LFS
/// fetches it (a clone without LFS, or actions/checkout without `lfs: true`, leaves them as they are).
public enum LFSPointer {
    /// The most bytes a pointer file has (the Git LFS specification's limit); larger files are not pointers.
    public static let maximumSize = 1024

    /// What a warning says about a picture that is a pointer: what it is and how to fetch the picture.
    public static let note =
        "a Git LFS pointer, not the picture; fetch the pictures with `git lfs pull` "
        + "(in GitHub Actions, `lfs: true` on actions/checkout)"

    /// The first lines of pointers: today's and the one the first releases wrote.
    private static let versions = [
        "version https://git-lfs.github.com/spec/v1", "version https://hawser.github.com/spec/v1",
    ]

    /// Whether a file that begins with `bytes` is a pointer.
    public static func isPointer(_ bytes: some Collection<UInt8>) -> Bool {
        versions.contains { bytes.starts(with: $0.utf8) }
    }
}
