/// A folder entry as lstat(2) sees it.
package enum FolderEntry: Equatable {
    case regular(size: Int64)
    case directory
    case symbolicLink
    case special
    /// lstat failed; ENAMETOOLONG when the path is longer than the system resolves (PATH_MAX).
    case unavailable(code: Int32)
}
