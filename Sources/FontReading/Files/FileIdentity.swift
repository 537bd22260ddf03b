/// One file however many names reach it (symbolic or hard links).
package struct FileIdentity: Hashable {
    package var device: UInt64
    package var inode: UInt64
}
