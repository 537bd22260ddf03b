/// The files a Gradle source set packages into an Android app (`…/src/main/assets/…`, `…/src/androidMain/res/…`):
/// React Native's `android/` and Kotlin Multiplatform's Android app keep their copies of the fonts there. No
/// Xcode build takes them from there unless a target copies them.
enum AndroidSourceSet {
    /// True when `path` lies in an `assets` or `res` folder of a `main` or `…Main` source set under `src`.
    static func contains(_ path: String) -> Bool {
        let parts = path.split(separator: "/")
        return parts.indices.dropLast(3).contains { index in
            let set = parts[index + 1]
            return parts[index] == "src" && (set == "main" || set.hasSuffix("Main")) && (parts[index + 2] == "assets" || parts[index + 2] == "res")
        }
    }
}
