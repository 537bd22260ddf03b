/// A Git LFS pointer file: what a checkout holds in place of a file tracked by Git LFS whose object was not fetched
/// (`git lfs pull`), a few lines that start `version https://git-lfs.github.com/spec/` (MomStrong's storyboards,
/// M764). Its content is not in the checkout, so nothing in it can be checked.
enum GitLFSPointer {
    private static let start = Array("version https://git-lfs.github.com/spec/".utf8)

    static func isPointer(_ bytes: [UInt8]) -> Bool {
        bytes.starts(with: start)
    }

    /// What a note says about such a file.
    static let note = "a Git LFS pointer, not the file: its content is not in the checkout (`git lfs pull` fetches it)"
}
