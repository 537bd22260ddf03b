/// Xcode projects for rule examples: a `project.pbxproj` written from a few target descriptions, every file
/// placed from the project folder (`sourceTree = SOURCE_ROOT`), as small as Xcode still reads.
extension RuleExample {
    /// One target of an example project.
    public struct Target: Sendable, Hashable {
        /// The target's name.
        public var name: String
        /// Its product type; an application by default.
        public var productType: String
        /// Its `INFOPLIST_FILE`, relative to the project folder.
        public var infoPlist: String?
        /// What its Copy Bundle Resources phase copies; a path ending in `/` is a folder reference.
        public var resources: [String]
        /// What its Compile Sources phase compiles.
        public var sources: [String]
        /// Names of its Run Script phases (`[CP] Copy Pods Resources`).
        public var scriptPhases: [String]
        /// Its Copy Files phases.
        public var copyFiles: [CopyFiles]
        /// Its `SDKROOT` (`watchos`); the project's `iphoneos` when nil.
        public var sdk: String?
        /// The names of the targets of the project it depends on (a WatchKit App on its extension).
        public var dependencies: [String]
        /// Further build settings of its one configuration, each value written as given (quoted when it must be).
        public var buildSettings: [String: String]
        /// The `.xcconfig` its configuration is based on (`baseConfigurationReference`), relative to the project folder.
        public var baseConfiguration: String?

        /// A target named `name`; an application with `Info.plist` by default.
        public init(
            _ name: String, productType: String = XcodeTarget.applicationProductType, infoPlist: String? = "Info.plist",
            resources: [String] = [], sources: [String] = [], scriptPhases: [String] = [], copyFiles: [CopyFiles] = [],
            sdk: String? = nil, dependencies: [String] = [], buildSettings: [String: String] = [:], baseConfiguration: String? = nil
        ) {
            self.name = name
            self.productType = productType
            self.infoPlist = infoPlist
            self.resources = resources
            self.sources = sources
            self.scriptPhases = scriptPhases
            self.copyFiles = copyFiles
            self.sdk = sdk
            self.dependencies = dependencies
            self.buildSettings = buildSettings
            self.baseConfiguration = baseConfiguration
        }
    }

    /// A Copy Files build phase: `files` copied to `dstPath` under the place `dstSubfolderSpec` names (7 the
    /// bundle's Resources, 1 the bundle itself, 16 the products folder).
    public struct CopyFiles: Sendable, Hashable {
        /// `dstSubfolderSpec`.
        public var subfolderSpec: Int
        /// `dstPath`.
        public var path: String
        /// The files it copies, from the project folder.
        public var files: [String]

        /// A phase copying `files` into `path` of the place `subfolderSpec` names.
        public init(subfolderSpec: Int, path: String, files: [String]) {
            self.subfolderSpec = subfolderSpec
            self.path = path
            self.files = files
        }
    }
}

extension RuleExample.File {
    /// `App.xcodeproj/project.pbxproj` with `targets`.
    public static func xcodeProject(_ targets: [RuleExample.Target], at path: String = "App.xcodeproj/project.pbxproj") -> Self {
        text(path, XcodeProjectText(targets).text)
    }
}

/// The OpenStep text of a project; object IDs are counters, which Xcode accepts as any unique string.
private struct XcodeProjectText {
    var objects: [String] = []
    var next = 0

    init(_ targets: [RuleExample.Target]) {
        // With dependencies, targets are numbered T1, T2, … so that one can name a target written after it.
        let named = targets.contains { !$0.dependencies.isEmpty }
        let idsByName = Dictionary(targets.enumerated().map { ($0.element.name, "T\($0.offset + 1)") }) { first, _ in first }
        let targetIDs = targets.enumerated().map { add(target: $0.element, id: named ? "T\($0.offset + 1)" : nil, idsByName: idsByName) }
        let list = add("{isa = XCConfigurationList; buildConfigurations = (\(add("{isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; }; name = Debug; }")), ); }")
        objects.append("ROOT = {isa = PBXProject; buildConfigurationList = \(list); mainGroup = \(add("{isa = PBXGroup; children = (); sourceTree = \"<group>\"; }")); projectDirPath = \"\"; targets = (\(targetIDs.map { $0 + ", " }.joined())); };")
    }

    var text: String {
        "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjectVersion = 77;\n\tobjects = {\n"
            + objects.map { "\t\t\($0)\n" }.joined() + "\t};\n\trootObject = ROOT;\n}\n"
    }

    private mutating func add(_ body: String) -> String {
        next += 1
        let id = "X\(next)"
        objects.append("\(id) = \(body);")
        return id
    }

    private mutating func add(target: RuleExample.Target, id: String?, idsByName: [String: String]) -> String {
        func quoted(_ text: String) -> String { "\"" + text + "\"" }
        func buildFiles(_ paths: [String]) -> String {
            paths.map { path -> String in
                let folder = path.hasSuffix("/")
                let trimmed = folder ? String(path.dropLast()) : path
                let type = folder ? "folder" : "file"
                let reference = add("{isa = PBXFileReference; lastKnownFileType = \(type); path = \(quoted(trimmed)); sourceTree = SOURCE_ROOT; }")
                return add("{isa = PBXBuildFile; fileRef = \(reference); }") + ", "
            }.joined()
        }
        var phases = [
            add("{isa = PBXSourcesBuildPhase; files = (\(buildFiles(target.sources))); }"),
            add("{isa = PBXResourcesBuildPhase; files = (\(buildFiles(target.resources))); }"),
        ]
        phases += target.scriptPhases.map { add("{isa = PBXShellScriptBuildPhase; name = \(quoted($0)); files = (); shellScript = \"true\"; }") }
        phases += target.copyFiles.map { phase in
            add("{isa = PBXCopyFilesBuildPhase; dstPath = \(quoted(phase.path)); dstSubfolderSpec = \(phase.subfolderSpec); files = (\(buildFiles(phase.files))); }")
        }
        let settings = (target.infoPlist.map { "INFOPLIST_FILE = \(quoted($0)); " } ?? "") + (target.sdk.map { "SDKROOT = \($0); " } ?? "")
            + target.buildSettings.sorted { $0.key < $1.key }.map { "\(quoted($0.key)) = \(quoted($0.value)); " }.joined()
        let base = target.baseConfiguration.map {
            "baseConfigurationReference = " + add("{isa = PBXFileReference; lastKnownFileType = text.xcconfig; path = \(quoted($0)); sourceTree = SOURCE_ROOT; }") + "; "
        } ?? ""
        let configuration = add("{isa = XCBuildConfiguration; \(base)buildSettings = {\(settings)}; name = Debug; }")
        let list = add("{isa = XCConfigurationList; buildConfigurations = (\(configuration), ); }")
        let dependencies = target.dependencies.compactMap { idsByName[$0] }.map { add("{isa = PBXTargetDependency; target = \($0); }") + ", " }.joined()
        let body = "{isa = PBXNativeTarget; buildConfigurationList = \(list); buildPhases = (\(phases.map { $0 + ", " }.joined())); "
            + (dependencies.isEmpty ? "" : "dependencies = (\(dependencies)); ") + "name = \(quoted(target.name)); productType = \(quoted(target.productType)); }"
        guard let id else { return add(body) }
        objects.append("\(id) = \(body);")
        return id
    }
}
