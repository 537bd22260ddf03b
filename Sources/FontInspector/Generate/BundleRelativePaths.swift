/// Where each font file lands in the app, relative to its resources: the path a target copies it to, else the
/// `UIAppFonts` entry that registers it, else its file name (Xcode copies files in groups, and SwiftPM's
/// `.process` resources, flat into the bundle).
struct BundleRelativePaths {
    private var byPath: [String: String] = [:]

    init(_ bundle: FontBundle) {
        for entry in bundle.registration?.entries ?? [] {
            guard case .matched(let path) = entry.resolution,
                  let components = FontRegistration.bundleRelativeComponents(entry.entry.value), !components.isEmpty
            else { continue }
            byPath[path] = components.joined(separator: "/")
        }
        for target in bundle.targets.reversed() {
            for copied in target.copiedFiles { byPath[copied.path] = copied.bundlePath }
        }
    }

    func path(of file: String) -> String {
        byPath[file] ?? String(file.split(separator: "/").last ?? Substring(file))
    }
}
