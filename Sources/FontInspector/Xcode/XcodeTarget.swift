/// One target of an Xcode project, as lint needs it: its Info.plist, what it copies into its bundle, and what it
/// compiles.
public struct XcodeTarget: Sendable, Hashable {
    /// An app's product type.
    public static let applicationProductType = "com.apple.product-type.application"

    /// The target's name, as `--target` names it.
    public var name: String
    /// `com.apple.product-type.application`, `…app-extension`, `…framework`; nil when the project says none.
    public var productType: String?
    /// The `project.pbxproj` it was read from.
    public var project: String
    /// The files `INFOPLIST_FILE` names (one per distinct value across the build configurations), as paths under
    /// PATH like the walk's.
    public var infoPlists: [String]
    /// Every file the target copies into its bundle: its Copy Bundle Resources phase (a group's files flat, a
    /// folder reference with its folder), Copy Files phases into the bundle or its Resources, and the
    /// resources of its synchronized folders.
    public var copiedFiles: [CopiedFile]
    /// The files it compiles: its Compile Sources phase and the sources of its synchronized folders.
    public var compiledFiles: [String]
    /// It has CocoaPods' `[CP] Copy Pods Resources` phase: pods copy files into its bundle that lint cannot see
    /// when `Pods/` is not committed.
    public var copiesPodResources: Bool
    /// The one platform it builds for, whose system fonts its names are checked against; nil when it builds for
    /// several (a multiplatform or Mac Catalyst target), for one lint has no catalogue of, or the project does not
    /// say: its names are then checked against iOS ∪ macOS.
    public var platform: ApplePlatform?
    /// `IPHONEOS_DEPLOYMENT_TARGET` as written (`12.0`), the lowest of its configurations; nil when none sets it.
    public var iOSDeploymentTarget: String?
    /// The folders (from the project's folder, `App/../Packages/Icons`) of the local Swift packages whose products it depends on: a pbxproj's
    /// `packageProductDependencies` pointing at an `XCLocalSwiftPackageReference`, XcodeGen's `dependencies:
    /// - package:` naming a `packages:` entry with a `path:`. Their resources ship in its bundle.
    public var localPackages: [String] = []
    /// The folders of `localPackages` and of the local packages they depend on in turn (their `Package.swift`'s
    /// `.package(path:)`), whose code is built into the target; set when the targets are loaded for lint.
    public var reachedPackages: Set<String> = []
    /// The names of the targets of its project it depends on (`PBXTargetDependency`): a WatchKit App depends on
    /// its WatchKit Extension.
    public var dependencies: [String] = []
    /// `INFOPLIST_KEY_UIAppFonts`, which Xcode does not write into a generated Info.plist: the fonts it lists are
    /// not registered (M181). Nil when the target does not set it.
    public var appFontsBuildSetting: AppFontsBuildSetting?
    /// Which Interface Builder documents' `customFonts` fonts the build adds to the built Info.plist's `UIAppFonts`:
    /// Xcode's xib and storyboard compilers do (`IBC_COMPILER_AUTO_ACTIVATE_CUSTOM_FONTS`,
    /// `IBSC_COMPILER_AUTO_ACTIVATE_CUSTOM_FONTS`) unless every configuration sets the setting to `NO` (FP340).
    public var customFontsActivation = CustomFontsActivation.all

    /// A WatchKit App (`watchapp2`): Apple asks for its fonts in its own Info.plist and its extension's.
    public var isWatchKitApp: Bool { productType == Self.watchKitAppProductType }
    /// A WatchKit App's product type.
    public static let watchKitAppProductType = "com.apple.product-type.application.watchapp2"
    /// A WatchKit Extension's, the code a WatchKit App runs.
    public static let watchExtensionProductType = "com.apple.product-type.watchkit2-extension"

    /// A target as the project reader (or a test) describes it.
    public init(
        name: String, productType: String?, project: String, infoPlists: [String], copiedFiles: [CopiedFile], compiledFiles: [String],
        copiesPodResources: Bool = false, platform: ApplePlatform? = nil
    ) {
        self.name = name
        self.productType = productType
        self.project = project
        self.infoPlists = infoPlists
        self.copiedFiles = copiedFiles
        self.compiledFiles = compiledFiles
        self.copiesPodResources = copiesPodResources
        self.platform = platform
    }

    /// Products that run on their own with their own Info.plist and bundle, so that registering fonts is theirs to
    /// do: apps, App Clips, watch apps and app extensions (widgets, share extensions, …). Frameworks and tests are not.
    public static let lintedAsAppProductTypes: Set<String> = [
        applicationProductType, "com.apple.product-type.application.on-demand-install-capable",
        "com.apple.product-type.application.watchapp2",
        "com.apple.product-type.app-extension", "com.apple.product-type.extensionkit-extension",
        "com.apple.product-type.watchkit2-extension", "com.apple.product-type.app-extension.messages",
        "com.apple.product-type.tv-app-extension",
    ]

    /// A unit or UI test bundle: built for tests, never shipped.
    public var isTestBundle: Bool { productType?.hasPrefix("com.apple.product-type.bundle.") == true && productType?.contains("test") == true }

    /// A framework or a static or dynamic library: its own Info.plist's `UIAppFonts` register nothing.
    public var isFrameworkOrLibrary: Bool {
        guard let type = productType else { return false }
        return type.hasPrefix("com.apple.product-type.framework") || type.hasPrefix("com.apple.product-type.library.")
    }

    /// A framework, whose bundle an app embeds in its `Frameworks/` folder.
    public var isFramework: Bool { productType?.hasPrefix("com.apple.product-type.framework") == true }

    /// An app extension (a widget, a share extension, a watch extension): it runs from its host app's `PlugIns/`.
    public var isAppExtension: Bool { isLintedAsApp && productType?.contains("extension") == true }

    /// Linted like an app: see `lintedAsAppProductTypes`.
    public var isLintedAsApp: Bool { productType.map(Self.lintedAsAppProductTypes.contains) ?? false }

    /// The target's files: what it compiles and what it copies.
    public var memberFiles: Set<String> { Set(compiledFiles).union(copiedFiles.map(\.path)) }
}

/// A file a target copies: where it is under PATH, and where it lands in the app (relative to the bundle root, or
/// to `Contents/Resources` on macOS) — the path a `UIAppFonts` entry must name.
public struct CopiedFile: Sendable, Hashable {
    /// Under PATH, as the walk names it.
    public var path: String
    /// Relative to the bundle's resources: `Fonts/Inter.ttf`. For a file of an asset catalog's data set, the
    /// data asset's name (`FontAwesomeBrands`): it lands in `Assets.car`, not as a file of its own.
    public var bundlePath: String
    /// A font of an asset catalog's data set (FP440): actool compiles it into `Assets.car`, where only
    /// `NSDataAsset(name:)` reaches it; no UIAppFonts entry or ATSApplicationFontsPath folder can register it.
    public var isAssetCatalogData: Bool

    /// The file at `path`, copied to `bundlePath` (or compiled into the asset catalog under that name).
    public init(path: String, bundlePath: String, isAssetCatalogData: Bool = false) {
        self.path = path
        self.bundlePath = bundlePath
        self.isAssetCatalogData = isAssetCatalogData
    }
}

/// What reading the Xcode projects under PATH found.
public struct XcodeProjectScan: Sendable {
    /// Every target of the projects read, in project and target order.
    public var targets: [XcodeTarget] = []
    /// How many `.xcodeproj` projects were read.
    public var projectCount = 0
    /// Projects that could not be read, each with why.
    public var skipped: [InputProblem] = []
    /// The `project.pbxproj` files that could not be read at all: their targets are unknown.
    public var unreadProjects: [String] = []
    /// The files the projects read list, over all of them.
    public var listing = ProjectFileListing()

    /// A scan's results, as the reader (or a test) gathers them.
    public init(targets: [XcodeTarget] = [], projectCount: Int = 0, skipped: [InputProblem] = []) {
        self.targets = targets
        self.projectCount = projectCount
        self.skipped = skipped
    }
}

/// The files Xcode projects list, whether or not a target builds them: every file reference's name, and the
/// synchronized folders, whose files no reference names.
public struct ProjectFileListing: Sendable {
    /// The last path component of every `PBXFileReference`'s `path` and `name`, lowercased.
    public var fileNames: Set<String> = []
    /// The synchronized folders (`PBXFileSystemSynchronizedRootGroup`), as paths under PATH.
    public var synchronizedFolders: [String] = []
    /// False when a synchronized folder could not be placed: any file may be in it.
    public var placesEverySynchronizedFolder = true

    /// An empty listing, to which each project read adds its own.
    public init() {}

    mutating func add(_ other: ProjectFileListing) {
        fileNames.formUnion(other.fileNames)
        synchronizedFolders += other.synchronizedFolders
        placesEverySynchronizedFolder = placesEverySynchronizedFolder && other.placesEverySynchronizedFolder
    }
}
