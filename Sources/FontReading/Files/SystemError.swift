/// An errno value, described the way fontinspect reports it.
package struct SystemError: Error {
    package var code: Int32
    package var description: String { FileStatus.describe(errno: code) }
}
