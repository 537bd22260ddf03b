import Foundation

/// Turns the targets of one merged XcodeGen spec into `XcodeGenTarget` values: templates applied, one target
/// per platform of a multi-platform target, product types in Xcode's spelling, the Info.plist, and the files
/// each target compiles and copies (its `sources` resolved against the walked files as XcodeGen resolves them).
struct XcodeGenTargetReading {
    /// Templates that use other templates: a cycle or a chain longer than this stops with a note.
    static let maximumTemplateDepth = 16

    let spec: YAMLNode
    let file: String
    let projectFolder: ProjectLocation
    let walkedFiles: [String]
    let walkedSet: Set<String>

    init(spec: YAMLNode, file: String, walkedFiles: [String]) {
        self.spec = spec
        self.file = file
        let parent = PathName.parent(of: file)
        self.projectFolder = ProjectLocation(base: parent.isEmpty ? "." : parent)
        self.walkedFiles = walkedFiles
        self.walkedSet = Set(walkedFiles)
    }

    func targets(notes: inout [InputProblem]) -> [XcodeGenTarget] {
        var result: [XcodeGenTarget] = []
        for entry in spec["targets"]?.mappingValue ?? [] {
            guard entry.value.mappingValue != nil else {
                notes.append(note("target \"\(entry.key)\" (line \(entry.keyLine)) is not a mapping; not read"))
                continue
            }
            var node = applyingTemplates(to: entry.value, target: entry.key, notes: &notes)
            let name = node["name"]?.scalarValue ?? entry.key
            var attributes = ["target_name": name]
            for attribute in node["templateAttributes"]?.mappingValue ?? [] {
                if let value = attribute.value.scalarValue { attributes[attribute.key] = value }
            }
            node = XcodeGenSpecMerging.substituting(attributes, in: node)
            if let platforms = node["platform"]?.sequenceValue {
                // XcodeGen makes one target per platform, named with a suffix (or prefix) that names it.
                for platform in platforms.compactMap(\.scalarValue) {
                    let perPlatform = XcodeGenSpecMerging.substituting(["platform": platform], in: node)
                    let prefix = perPlatform["platformPrefix"]?.scalarValue ?? ""
                    let suffix = perPlatform["platformSuffix"]?.scalarValue ?? "_\(platform)"
                    result.append(target(perPlatform, name: prefix + name + suffix, platform: platform, notes: &notes))
                }
            } else {
                let platform = node["platform"]?.scalarValue.flatMap { $0 == "auto" || $0.isEmpty ? nil : $0 }
                result.append(target(node, name: name, platform: platform, notes: &notes))
            }
        }
        return result
    }

    // MARK: - Templates

    /// The target's templates merged in order, the target on top (XcodeGen's order).
    private func applyingTemplates(to target: YAMLNode, target name: String, notes: inout [InputProblem]) -> YAMLNode {
        var seen: [String] = []
        return applyingTemplates(to: target, owner: name, depth: 0, seen: &seen, notes: &notes)
    }

    private func applyingTemplates(to node: YAMLNode, owner: String, depth: Int, seen: inout [String], notes: inout [InputProblem]) -> YAMLNode {
        let names = (node["templates"]?.sequenceValue ?? node["templates"].map { [$0] } ?? []).compactMap(\.scalarValue)
        guard !names.isEmpty else { return node }
        var merged = YAMLNode(.mapping([]), line: node.line, column: node.column)
        for name in names {
            guard depth < Self.maximumTemplateDepth, !seen.contains(name) else {
                notes.append(note("target \"\(owner)\": template \"\(name)\" uses itself or nests deeper than \(Self.maximumTemplateDepth); not applied"))
                continue
            }
            guard let template = spec["targetTemplates"]?[name], template.mappingValue != nil else {
                notes.append(note("target \"\(owner)\": template \"\(name)\" is not in targetTemplates; not applied"))
                continue
            }
            seen.append(name)
            merged = XcodeGenSpecMerging.merge(merged, applyingTemplates(to: template, owner: owner, depth: depth + 1, seen: &seen, notes: &notes))
            seen.removeLast()
        }
        var own = node
        own.content = .mapping((node.mappingValue ?? []).filter { $0.key != "templates" })
        return XcodeGenSpecMerging.merge(merged, own)
    }

    // MARK: - One target

    private func target(_ node: YAMLNode, name: String, platform: String?, notes: inout [InputProblem]) -> XcodeGenTarget {
        var copied: [CopiedFile] = []
        var compiled: [String] = []
        var infoPlistsInSources: [String] = []
        let sources = node["sources"].map { $0.sequenceValue ?? [$0] } ?? []
        for source in sources {
            let members = XcodeGenSourceMembers(source: source, projectFolder: projectFolder, walkedFiles: walkedFiles, walkedSet: walkedSet)
            if members.isMissing {
                notes.append(note("target \"\(name)\": sources path \"\(members.path)\" (line \(source.line)) matches no file scanned"))
            }
            // Two entries naming the same file (a template's folder and the target's own) add it once.
            copied += members.copied.filter { file in !copied.contains { $0.path == file.path } }
            compiled += members.compiled.filter { !compiled.contains($0) }
            infoPlistsInSources += members.infoPlists
        }
        let generated = node["info"]?["path"]?.scalarValue.map { projectFolder.appending($0).path }
        var infoPlists = infoPlistFiles(of: node, name: name, notes: &notes)
        if infoPlists.isEmpty, let generated { infoPlists = [generated] }
        if infoPlists.isEmpty, let first = infoPlistsInSources.sorted().first { infoPlists = [first] }
        let fonts = (node["info"]?["properties"]?["UIAppFonts"]?.sequenceValue ?? []).compactMap(\.scalarValue)
        let destinations = (node["supportedDestinations"]?.sequenceValue ?? []).compactMap(\.scalarValue)
        let catalyst = Self.settingValues("SUPPORTS_MACCATALYST", in: node["settings"]).contains("YES")
        var target = XcodeTarget(
            name: name, productType: Self.productType(node["type"]?.scalarValue), project: file, infoPlists: infoPlists,
            copiedFiles: copied, compiledFiles: compiled,
            platform: TargetPlatform.of(xcodeGenPlatform: platform, supportedDestinations: destinations, catalyst: catalyst))
        target.localPackages = localPackages(of: node)
        target.appFontsBuildSetting = appFontsSetting(of: node)
        return XcodeGenTarget(
            target: target, platform: platform, supportedDestinations: destinations, generatedInfoPlist: generated, declaredAppFonts: fonts)
    }

    /// `dependencies: - package: Name` where `packages: Name: path: …` is local: the package folders, relative to
    /// the spec's folder.
    private func localPackages(of node: YAMLNode) -> [String] {
        var folders: [String] = []
        for dependency in node["dependencies"]?.sequenceValue ?? [] {
            guard let name = dependency["package"]?.scalarValue, let path = spec["packages"]?[name]?["path"]?.scalarValue else { continue }
            let folder = projectFolder.appending(path).path
            if !folders.contains(folder) { folders.append(folder) }
        }
        return folders
    }

    /// `application` → `com.apple.product-type.application`, as XcodeGen spells product types; nil for none or "".
    static func productType(_ type: String?) -> String? {
        guard let type, !type.isEmpty else { return nil }
        return type.hasPrefix("com.apple.") ? type : "com.apple.product-type." + type
    }

    /// `INFOPLIST_FILE` from the target's `settings` (else the project's), in `base`, each of `configs`, or a
    /// plain settings mapping; expanded like the pbxproj reader's, relative to the spec's folder.
    private func infoPlistFiles(of node: YAMLNode, name: String, notes: inout [InputProblem]) -> [String] {
        var values = Self.settingValues("INFOPLIST_FILE", in: node["settings"])
        if values.isEmpty { values = Self.settingValues("INFOPLIST_FILE", in: spec["settings"]) }
        var paths: [String] = []
        let projectName = spec["name"]?.scalarValue ?? ""
        for value in values where !value.isEmpty {
            let builtIns = ["SRCROOT": ".", "PROJECT_DIR": ".", "SOURCE_ROOT": ".", "TARGET_NAME": name, "PROJECT_NAME": projectName]
            guard let expanded = BuildSettingExpansion.expand(value, settings: [:], builtIns: builtIns) else {
                notes.append(note("target \"\(name)\": INFOPLIST_FILE \"\(value)\" uses build settings fontinspect cannot expand; its Info.plist was not read"))
                continue
            }
            let path = projectFolder.appending(expanded).path
            if !paths.contains(path) { paths.append(path) }
        }
        return paths
    }

    /// A setting's values across `base`, `configs` and a plain mapping (XcodeGen's two forms of `settings`).
    static func settingValues(_ key: String, in settings: YAMLNode?) -> [String] {
        var values: [String] = []
        for value in settingNodes(key, in: settings).compactMap(\.scalarValue) where !values.contains(value) { values.append(value) }
        return values
    }

    /// The nodes a setting has across `base`, `configs` and a plain mapping, in that order.
    static func settingNodes(_ key: String, in settings: YAMLNode?) -> [YAMLNode] {
        guard let settings else { return [] }
        let structured = ["base", "configs", "groups"].contains { settings[$0] != nil }
        guard structured else { return settings[key].map { [$0] } ?? [] }
        return [settings["base"]?[key]].compactMap { $0 } + (settings["configs"]?.mappingValue ?? []).compactMap { $0.value[key] }
    }

    /// `INFOPLIST_KEY_UIAppFonts` in the target's `settings` (else the project's), a list or one string of them
    /// (M181); nil when it lists no font.
    private func appFontsSetting(of node: YAMLNode) -> AppFontsBuildSetting? {
        var nodes = Self.settingNodes(AppFontsBuildSetting.name, in: node["settings"])
        if nodes.isEmpty { nodes = Self.settingNodes(AppFontsBuildSetting.name, in: spec["settings"]) }
        var fonts: [String] = []
        for value in nodes {
            let entries = value.scalarValue.map(AppFontsBuildSetting.entries(ofList:)) ?? (value.sequenceValue ?? []).compactMap(\.scalarValue)
            for entry in entries where AppFontsBuildSetting.namesFont(entry) && !fonts.contains(entry) { fonts.append(entry) }
        }
        return fonts.isEmpty ? nil : AppFontsBuildSetting(fonts: fonts, file: file, line: nodes.first?.line)
    }

    private func note(_ reason: String) -> InputProblem { InputProblem(message: reason, file: file) }
}
