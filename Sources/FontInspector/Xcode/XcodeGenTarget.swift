/// One target of an XcodeGen `project.yml`: the `XcodeTarget` lint reads for a committed project, plus what only
/// the spec says (the platform, and the Info.plist XcodeGen will generate with its `UIAppFonts`).
public struct XcodeGenTarget: Sendable, Hashable {
    /// `project` is the `project.yml` path; `infoPlists` the `INFOPLIST_FILE` values, else `info: path:`, else the
    /// first `Info.plist` among its sources (XcodeGen's own fallback).
    public var target: XcodeTarget
    /// `iOS`, `macOS`, `tvOS`, `watchOS`, `visionOS` as the spec spells it; nil when it names none or `auto`.
    public var platform: String?
    /// `supportedDestinations`, for targets that use them instead of (or with) a platform.
    public var supportedDestinations: [String]
    /// `info: path:`: the Info.plist XcodeGen writes when it generates the project (it may not be committed).
    public var generatedInfoPlist: String?
    /// `info: properties: UIAppFonts`: the fonts the generated Info.plist will declare, as written.
    public var declaredAppFonts: [String]

    /// A spec target and what only the spec says about it.
    public init(target: XcodeTarget, platform: String?, supportedDestinations: [String] = [], generatedInfoPlist: String? = nil, declaredAppFonts: [String] = []) {
        self.target = target
        self.platform = platform
        self.supportedDestinations = supportedDestinations
        self.generatedInfoPlist = generatedInfoPlist
        self.declaredAppFonts = declaredAppFonts
    }
}

/// What reading the XcodeGen specs under PATH found; `xcodeProjectScan` has the shape `XcodeProjectReader.scan`
/// returns, for code that takes either.
public struct XcodeGenProjectScan: Sendable {
    /// Every target of the specs, in spec and target order.
    public var targets: [XcodeGenTarget] = []
    /// How many XcodeGen specs were read.
    public var projectCount = 0
    /// Specs that could not be read, each with why.
    public var skipped: [InputProblem] = []

    /// A scan's results, as the reader (or a test) gathers them.
    public init(targets: [XcodeGenTarget] = [], projectCount: Int = 0, skipped: [InputProblem] = []) {
        self.targets = targets
        self.projectCount = projectCount
        self.skipped = skipped
    }

    package var xcodeProjectScan: XcodeProjectScan {
        XcodeProjectScan(targets: targets.map(\.target), projectCount: projectCount, skipped: skipped)
    }
}
