import Foundation

/// Reads the targets of Xcode projects (`*.xcodeproj/project.pbxproj`, an OpenStep property list, which
/// Foundation's PropertyListSerialization reads on Linux too): each target's Info.plist, the files it copies
/// into its bundle and the files it compiles.
///
/// Files are placed as Xcode resolves them: through their groups' paths and source trees (`<group>`,
/// `SOURCE_ROOT`, `<absolute>`; files in build products or SDKs are left out). The files in a folder reference
/// or a synchronized folder are the walk's files under that folder, so `exclude` patterns and skipped folders
/// apply to them too.
public enum XcodeProjectReader {
    /// Real project files reach a few megabytes; beyond this the file is skipped with a note.
    public static let maximumFileSize = 64 * 1024 * 1024

    package static func isProjectFile(_ path: String) -> Bool {
        path.hasSuffix(".xcodeproj/project.pbxproj")
    }

    /// Reads every project file among `files`; `walkedFiles` are all the files the walk found.
    public static func scan(_ files: [String], walkedFiles: [String]) -> XcodeProjectScan {
        var scan = XcodeProjectScan()
        // One reader for every project: projects of one folder share their `.xcconfig` files (a workspace's
        // projects and their `Pods/`), which are then read and noted once.
        var xcconfigs = XcconfigReader()
        let spelling = WalkedFileSpelling(walkedFiles)
        for file in files where isProjectFile(file) {
            do throws(InputProblem) {
                let (targets, notes, listing) = try read(file: file, walkedFiles: walkedFiles, spelling: spelling, xcconfigs: &xcconfigs)
                scan.projectCount += 1
                scan.targets += targets
                scan.skipped += notes
                scan.listing.add(listing)
            } catch {
                scan.skipped.append(InputProblem(message: "Xcode project not read: \(error.message)", file: file))
                scan.unreadProjects.append(file)
            }
        }
        scan.skipped += xcconfigs.notes
        return scan
    }

    /// The targets of one project, and notes on what could not be resolved in it.
    public static func read(file: String, walkedFiles: [String]) throws(InputProblem) -> ([XcodeTarget], [InputProblem]) {
        var xcconfigs = XcconfigReader()
        let (targets, notes, _) = try read(file: file, walkedFiles: walkedFiles, spelling: WalkedFileSpelling(walkedFiles), xcconfigs: &xcconfigs)
        return (targets, notes + xcconfigs.notes)
    }

    /// The targets of one project, its notes and the files it lists; what its `.xcconfig` files could not give is in
    /// `xcconfigs`' notes.
    static func read(
        file: String, walkedFiles: [String], spelling: WalkedFileSpelling, xcconfigs: inout XcconfigReader
    ) throws(InputProblem) -> ([XcodeTarget], [InputProblem], ProjectFileListing) {
        let document = try PropertyListDocument.read(file: file, maximumFileSize: maximumFileSize)
        guard let root = document.root.dictionaryValue, let objects = root["objects"]?.dictionaryValue,
            let rootID = root["rootObject"]?.stringValue, let project = objects[rootID]?.dictionaryValue
        else {
            throw InputProblem(kind: .wrongType, message: "no objects or rootObject; not an Xcode project", file: file)
        }
        // `App.xcodeproj/project.pbxproj`: the folder holding `App.xcodeproj` is the project's folder.
        let xcodeproj = PathName.parent(of: file)
        let parent = PathName.parent(of: xcodeproj)
        var projectFolder = ProjectLocation(base: parent.isEmpty ? "." : parent)
        if let projectDirPath = project["projectDirPath"]?.stringValue, !projectDirPath.isEmpty {
            projectFolder = projectFolder.appending(projectDirPath)
        }
        let reader = ProjectObjects(
            objects: objects, file: file, projectFolder: projectFolder,
            projectName: ((xcodeproj as NSString).lastPathComponent as NSString).deletingPathExtension, walkedFiles: walkedFiles,
            spelling: spelling)
        var notes: [InputProblem] = []
        // The project's levels are the same under every target: layered once, copied into each target's.
        let projectLayers = reader.buildSettings(ofList: project["buildConfigurationList"]?.stringValue)
            .mapValues { reader.layeredSettings(project: $0, xcconfigs: &xcconfigs) }
        var targets = (project["targets"]?.arrayValue ?? []).compactMap(\.stringValue).compactMap { id in
            reader.target(id, projectLayers: projectLayers, xcconfigs: &xcconfigs, notes: &notes)
        }
        if targets.contains(where: { $0.appFontsBuildSetting?.file == file }) {
            // The parsed project has no lines; the setting is rare, so its line is looked up in the text once.
            let line = AppFontsBuildSetting.firstLine(mentioningSettingIn: file, maximumFileSize: maximumFileSize)
            for index in targets.indices where targets[index].appFontsBuildSetting?.file == file { targets[index].appFontsBuildSetting?.line = line }
        }
        return (targets, notes, reader.fileListing())
    }
}

/// The objects of one project and the lookups target reading needs.
private struct ProjectObjects {
    let objects: PropertyListDictionary
    let file: String
    let projectFolder: ProjectLocation
    let projectName: String
    let walkedFiles: [String]
    let spelling: WalkedFileSpelling
    /// Each group member's group, for resolving `<group>` paths.
    let parents: [String: String]
    /// The synchronized folders (`PBXFileSystemSynchronizedRootGroup`), in the objects' order: found once, not per
    /// target (going through every object for each target was a tenth of a lint of a many-target app).
    let synchronizedGroups: [String]

    init(
        objects: PropertyListDictionary, file: String, projectFolder: ProjectLocation, projectName: String, walkedFiles: [String],
        spelling: WalkedFileSpelling
    ) {
        self.objects = objects
        self.file = file
        self.projectFolder = projectFolder
        self.projectName = projectName
        self.walkedFiles = walkedFiles
        self.spelling = spelling
        var parents: [String: String] = [:]
        var synchronizedGroups: [String] = []
        for (id, value) in objects.members {
            for child in value.dictionaryValue?["children"]?.arrayValue ?? [] {
                if let child = child.stringValue { parents[child] = id }
            }
            if value.dictionaryValue?["isa"]?.stringValue == "PBXFileSystemSynchronizedRootGroup" { synchronizedGroups.append(id) }
        }
        self.parents = parents
        self.synchronizedGroups = synchronizedGroups
    }

    func object(_ id: String?) -> PropertyListDictionary? {
        id.flatMap { objects[$0]?.dictionaryValue }
    }

    func isa(_ object: PropertyListDictionary) -> String { object["isa"]?.stringValue ?? "" }

    func ids(_ object: PropertyListDictionary, _ key: String) -> [String] {
        (object[key]?.arrayValue ?? []).compactMap(\.stringValue)
    }

    /// The names of the files the project lists and where its synchronized folders are: what tells a file the
    /// project does not know from one it only leaves out of its targets (`SourceFilesNoTargetBuilds`).
    func fileListing() -> ProjectFileListing {
        var listing = ProjectFileListing()
        for (_, value) in objects.members {
            guard let object = value.dictionaryValue, isa(object) == "PBXFileReference" else { continue }
            for key in ["path", "name"] {
                if let name = object[key]?.stringValue?.split(separator: "/").last { listing.fileNames.insert(name.lowercased()) }
            }
        }
        for id in synchronizedGroups {
            if let folder = location(of: id) { listing.synchronizedFolders.append(folder.path) } else { listing.placesEverySynchronizedFolder = false }
        }
        return listing
    }

    // MARK: - Targets

    func target(
        _ id: String, projectLayers: [String: LayeredBuildSettings], xcconfigs: inout XcconfigReader, notes: inout [InputProblem]
    ) -> XcodeTarget? {
        guard let target = object(id), isa(target).hasSuffix("Target") else { return nil }
        let name = target["name"]?.stringValue ?? id
        var copied: [CopiedFile] = []
        var compiled: [String] = []
        var copiesPodResources = false
        let targetLevels = buildSettings(ofList: target["buildConfigurationList"]?.stringValue)
        let layered = Set(targetLevels.keys).union(projectLayers.keys).sorted().map { configuration in
            var settings = projectLayers[configuration] ?? LayeredBuildSettings()
            if let level = targetLevels[configuration] { layer(level, onto: &settings, xcconfigs: &xcconfigs) }
            return (name: configuration, settings: settings)
        }
        let configurations = layered.map(\.settings.values)
        let platform = TargetPlatform.of(configurations: configurations, productType: target["productType"]?.stringValue)
        for phase in ids(target, "buildPhases").compactMap(object) {
            switch isa(phase) {
            case "PBXShellScriptBuildPhase":
                copiesPodResources = copiesPodResources || phase["name"]?.stringValue == Self.podResourcesPhaseName
            case "PBXResourcesBuildPhase":
                copied += buildFiles(of: phase).flatMap { copiedFiles(of: $0, into: "") }
            case "PBXCopyFilesBuildPhase":
                // Only a phase into the bundle's resources lands where UIAppFonts paths start from (FP160).
                guard let folder = CopyFilesDestination.resourcesFolder(
                    subfolderSpec: phase["dstSubfolderSpec"]?.stringValue, dstPath: phase["dstPath"]?.stringValue ?? "", platform: platform)
                else { continue }
                copied += buildFiles(of: phase).flatMap { copiedFiles(of: $0, into: folder) }
            case "PBXSourcesBuildPhase":
                compiled += buildFiles(of: phase).compactMap { location(of: $0).map { spelling.spelling(of: $0.path) } }
            default:
                continue
            }
        }
        let synchronized = synchronizedMembers(ofTarget: id, ownGroups: Set(ids(target, "fileSystemSynchronizedGroups")))
        copied += synchronized.copied
        compiled += synchronized.compiled
        let infoPlists = infoPlists(ofTarget: name, configurations: layered.filter { targetLevels[$0.name] != nil }.map(\.settings.values), notes: &notes)
        var result = XcodeTarget(
            name: name, productType: target["productType"]?.stringValue, project: file, infoPlists: infoPlists,
            copiedFiles: copied, compiledFiles: compiled, copiesPodResources: copiesPodResources,
            platform: platform)
        result.localPackages = localPackages(ofTarget: target)
        result.appFontsBuildSetting = appFontsSetting(configurations: layered.map(\.settings))
        result.customFontsActivation = CustomFontsActivation(configurations: configurations)
        result.dependencies = ids(target, "dependencies").compactMap { object($0)?["target"]?.stringValue }.compactMap { object($0)?["name"]?.stringValue }
        // For generate: whether the app still runs where Bold Text is read from UIAccessibility (before iOS 13).
        result.iOSDeploymentTarget = configurations.compactMap { $0["IPHONEOS_DEPLOYMENT_TARGET"] }.filter { !$0.contains("$") }
            .min { $0.compare($1, options: .numeric) == .orderedAscending }
        return result
    }

    /// The folders of the local packages (`XCLocalSwiftPackageReference`, Xcode 15) whose products the target
    /// depends on, relative to the project's folder.
    private func localPackages(ofTarget target: PropertyListDictionary) -> [String] {
        var folders: [String] = []
        for dependency in ids(target, "packageProductDependencies").compactMap(object) {
            guard let package = object(dependency["package"]?.stringValue), isa(package) == "XCLocalSwiftPackageReference",
                  let relativePath = package["relativePath"]?.stringValue else { continue }
            let folder = projectFolder.appending(relativePath).path
            if !folders.contains(folder) { folders.append(folder) }
        }
        return folders
    }

    /// The phase `pod install` adds to every target whose pods have resources.
    static let podResourcesPhaseName = "[CP] Copy Pods Resources"

    /// The file references a build phase's build files point to.
    private func buildFiles(of phase: PropertyListDictionary) -> [String] {
        ids(phase, "files").compactMap { object($0)?["fileRef"]?.stringValue }
    }

    /// What copying one file reference puts in the bundle under `folder`: the file by its name; a folder
    /// reference's files under the folder's name; a localized group's variants in their `.lproj` folders.
    private func copiedFiles(of reference: String, into folder: String) -> [CopiedFile] {
        guard let object = object(reference) else { return [] }
        let prefix = folder.isEmpty ? "" : folder + "/"
        if isa(object) == "PBXVariantGroup" {
            return ids(object, "children").compactMap { child in
                guard let location = location(of: child), let name = location.lastComponent else { return nil }
                let language = location.components.dropLast().last.map { $0.hasSuffix(".lproj") ? $0 + "/" : "" } ?? ""
                return CopiedFile(path: spelling.spelling(of: location.path), bundlePath: prefix + language + name)
            }
        }
        guard let location = location(of: reference), let name = location.lastComponent else { return [] }
        let type = object["lastKnownFileType"]?.stringValue ?? object["explicitFileType"]?.stringValue ?? ""
        if type == "folder" {
            return files(under: location.path).map { CopiedFile(path: $0.path, bundlePath: prefix + name + "/" + $0.relative) }
        }
        if type == "folder.assetcatalog" {
            return AssetCatalogDataSet.copiedFonts(in: files(under: location.path).map { ($0.path, name + "/" + $0.relative) })
        }
        return [CopiedFile(path: spelling.spelling(of: location.path), bundlePath: prefix + (object["name"]?.stringValue ?? name))]
    }

    /// The walk's files under `folder`, with their paths relative to it.
    private func files(under folder: String) -> [(path: String, relative: String)] {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return walkedFiles.filter { $0.hasPrefix(prefix) }.map { ($0, String($0.dropFirst(prefix.count))) }
    }

    // MARK: - Where things are

    /// Where a file reference, group or synchronized folder is, following `<group>` paths up to the project.
    /// A damaged project whose groups contain each other ends at the depth limit with no location.
    func location(of id: String, depth: Int = 0) -> ProjectLocation? {
        guard depth < 64, let object = object(id) else { return nil }
        let path = object["path"]?.stringValue ?? ""
        switch object["sourceTree"]?.stringValue ?? "<group>" {
        case "<group>":
            let parent = parents[id].map { location(of: $0, depth: depth + 1) } ?? projectFolder
            return parent?.appending(path)
        case "SOURCE_ROOT":
            return projectFolder.appending(path)
        case "<absolute>":
            return ProjectLocation(base: "").appending(path)
        default:
            // BUILT_PRODUCTS_DIR, SDKROOT, DEVELOPER_DIR: not in the source folder.
            return nil
        }
    }

    // MARK: - Synchronized folders (Xcode 16)

    /// The files a target takes from synchronized folders: every file of the folders it owns except the
    /// exceptions listed for it, and, from folders it does not own, the files an exception set lists for it
    /// (the Target Membership box ticked for a file of another target's folder).
    private func synchronizedMembers(ofTarget target: String, ownGroups: Set<String>) -> (copied: [CopiedFile], compiled: [String]) {
        var copied: [CopiedFile] = []
        var compiled: [String] = []
        for id in synchronizedGroups {
            guard let group = object(id), let folder = location(of: id) else { continue }
            let exceptions = ids(group, "exceptions").compactMap(object).filter {
                isa($0) == "PBXFileSystemSynchronizedBuildFileExceptionSet" && $0["target"]?.stringValue == target
            }.flatMap { ($0["membershipExceptions"]?.arrayValue ?? []).compactMap(\.stringValue) }
            let owned = ownGroups.contains(id)
            guard owned || !exceptions.isEmpty else { continue }
            let explicitFolders = (group["explicitFolders"]?.arrayValue ?? []).compactMap(\.stringValue)
            for file in files(under: folder.path) {
                let listed = exceptions.contains { file.relative == $0 || file.relative.hasPrefix($0 + "/") }
                guard owned != listed else { continue }
                switch SynchronizedFileRole(relativePath: file.relative) {
                case .compiled: compiled.append(file.path)
                case .copied: copied.append(CopiedFile(path: file.path, bundlePath: bundlePath(of: file.relative, explicitFolders: explicitFolders)))
                case .assetCatalogData(let name): copied.append(CopiedFile(path: file.path, bundlePath: name, isAssetCatalogData: true))
                case .neither: continue
                }
            }
        }
        return (copied, compiled)
    }

    /// Where a synchronized folder's resource lands: flat in the bundle like a group's, except inside a folder
    /// marked to be copied as a folder (`explicitFolders`) or a localization's `.lproj`.
    private func bundlePath(of relative: String, explicitFolders: [String]) -> String {
        let components = relative.split(separator: "/").map(String.init)
        for folder in explicitFolders.sorted(by: { $0.count < $1.count }) where relative.hasPrefix(folder + "/") {
            let name = folder.split(separator: "/").last.map(String.init) ?? folder
            return name + "/" + relative.dropFirst(folder.count + 1)
        }
        if components.count >= 2, components[components.count - 2].hasSuffix(".lproj") {
            return components.suffix(2).joined(separator: "/")
        }
        return components.last ?? relative
    }

    // MARK: - Build settings

    /// Each build configuration's own settings by configuration name (a list-valued setting written as an array
    /// joined into one string as Xcode writes a list), with the build configuration file it is based on.
    func buildSettings(ofList id: String?) -> [String: ConfigurationLevel] {
        guard let list = object(id) else { return [:] }
        var result: [String: ConfigurationLevel] = [:]
        for configuration in ids(list, "buildConfigurations").compactMap(object) {
            let name = configuration["name"]?.stringValue ?? ""
            var settings: [String: String] = [:]
            for (key, value) in configuration["buildSettings"]?.dictionaryValue?.members ?? [] {
                if let text = value.stringValue {
                    settings[key] = text
                } else if let list = value.arrayValue {
                    settings[key] = list.compactMap(\.stringValue).map(Self.listEntry).joined(separator: " ")
                }
            }
            // `baseConfigurationReference`: the `.xcconfig` file reference the configuration is based on.
            let base = configuration["baseConfigurationReference"]?.stringValue.flatMap { location(of: $0)?.path }
            result[name] = ConfigurationLevel(own: settings, baseFile: base)
        }
        return result
    }

    /// An array entry as one entry of a list written as a string: quoted when it holds white space or a quote.
    private static func listEntry(_ entry: String) -> String {
        guard entry.contains(where: { $0.isWhitespace || $0 == "\"" || $0 == "'" || $0 == "\\" }) else { return entry }
        return "\"" + entry.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// One configuration's project-level settings (see `LayeredBuildSettings`); a target's levels go on top.
    func layeredSettings(project: ConfigurationLevel, xcconfigs: inout XcconfigReader) -> LayeredBuildSettings {
        var settings = LayeredBuildSettings()
        layer(project, onto: &settings, xcconfigs: &xcconfigs)
        return settings
    }

    /// A level's build configuration file, then its own settings, over the levels below.
    private func layer(_ level: ConfigurationLevel, onto settings: inout LayeredBuildSettings, xcconfigs: inout XcconfigReader) {
        if let base = level.baseFile { settings.apply(xcconfigs.assignments(of: base)) }
        settings.apply(own: level.own, file: file)
    }

    /// `INFOPLIST_KEY_UIAppFonts` across the target's configurations (its `[sdk=…]` variants too), `$(inherited)`
    /// already standing for the levels below; nil when no configuration lists a font. Its file is the
    /// `.xcconfig` (with its line) where the first configuration that lists a font got the setting from one.
    private func appFontsSetting(configurations: [LayeredBuildSettings]) -> AppFontsBuildSetting? {
        var fonts: [String] = []
        var origin: BuildSettingOrigin?
        for configuration in configurations {
            for (key, value) in configuration.values.sorted(by: { $0.key < $1.key })
            where key == AppFontsBuildSetting.name || key.hasPrefix(AppFontsBuildSetting.name + "[") {
                let entries = AppFontsBuildSetting.entries(ofList: value).filter(AppFontsBuildSetting.namesFont)
                if !entries.isEmpty, origin == nil { origin = configuration.origins[key] }
                for entry in entries where !fonts.contains(entry) { fonts.append(entry) }
            }
        }
        return fonts.isEmpty ? nil : AppFontsBuildSetting(fonts: fonts, file: origin?.file ?? file, line: origin?.line)
    }

    /// The Info.plists `INFOPLIST_FILE` names across the target's configurations (each layered: the target's
    /// settings over its `.xcconfig`'s over the project's), relative to the project folder. A conditional variant
    /// (`INFOPLIST_FILE[sdk=*]`) names the plist of the builds its condition matches, and may be the only one the
    /// target sets (FP400, TripCheck).
    private func infoPlists(ofTarget name: String, configurations: [[String: String]], notes: inout [InputProblem]) -> [String] {
        var paths: [String] = []
        for merged in configurations {
            let keys = merged.keys.filter { $0 == "INFOPLIST_FILE" || $0.hasPrefix("INFOPLIST_FILE[") }.sorted()
            for value in keys.compactMap({ merged[$0] }) where !value.isEmpty {
                if let path = infoPlist(value, ofTarget: name, settings: merged, notes: &notes), !paths.contains(path) { paths.append(path) }
            }
        }
        return paths
    }

    /// The Info.plist one `INFOPLIST_FILE` value names, or nil (and a note) when it cannot be expanded.
    private func infoPlist(_ value: String, ofTarget name: String, settings merged: [String: String], notes: inout [InputProblem]) -> String? {
        let builtIns = ["SRCROOT": ".", "PROJECT_DIR": ".", "SOURCE_ROOT": ".", "TARGET_NAME": name, "PROJECT_NAME": projectName]
        guard let expanded = BuildSettingExpansion.expand(value, settings: merged, builtIns: builtIns) else {
            let note = "target \"\(name)\": INFOPLIST_FILE \"\(value)\" uses build settings fontinspect cannot expand; its Info.plist was not read"
            if !notes.contains(where: { $0.message == note }) { notes.append(InputProblem(message: note, file: file)) }
            return nil
        }
        return spelling.spelling(of: projectFolder.appending(expanded).path)
    }
}

/// A project's or target's build configuration as the pbxproj writes it: its own settings and the build
/// configuration file it is based on.
private struct ConfigurationLevel {
    var own: [String: String]
    /// The `.xcconfig` under PATH; nil when none, or where it is outside the source folder (`BUILT_PRODUCTS_DIR`).
    var baseFile: String?
}

/// What Xcode does with a file of a synchronized folder, judged by its name as Xcode judges its type.
private enum SynchronizedFileRole {
    case compiled, copied, neither
    /// A font of an asset catalog's data set, compiled into `Assets.car` under the data asset's name (FP440).
    case assetCatalogData(name: String)

    init(relativePath: String) {
        // Only a path with ".xc" in it can be in an asset catalog or data model: one byte search spares the
        // component-by-component look for nearly every file of a big synchronized folder.
        if relativePath.utf8.firstRange(of: ".xc".utf8) != nil {
            if let name = AssetCatalogDataSet.dataAssetName(ofFontAt: relativePath) {
                self = .assetCatalogData(name: name)
                return
            }
            // Asset catalogs and data models are compiled into one product each, not copied file by file.
            let components = relativePath.split(separator: "/")
            if components.dropLast().contains(where: { $0.hasSuffix(".xcassets") || $0.hasSuffix(".xcdatamodeld") || $0.hasSuffix(".xcdatamodel") }) {
                self = .neither
                return
            }
        }
        let name = relativePath.split(separator: "/").last.map(String.init) ?? relativePath
        let fileExtension = name.split(separator: ".").last.map { $0.lowercased() } ?? ""
        switch fileExtension {
        case "swift", "m", "mm", "c", "cc", "cpp", "cxx", "metal": self = .compiled
        case "h", "hpp", "hh", "xcconfig", "entitlements": self = .neither
        default: self = .copied
        }
    }
}
