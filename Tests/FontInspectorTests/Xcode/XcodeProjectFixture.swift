/// A small Xcode 16 project, written as Xcode writes `project.pbxproj` (OpenStep, comments included), with:
///
/// - target `App` (an application): its Copy Bundle Resources phase copies `App/Fonts/HarborSans-Regular.ttf`
///   (from a group: it lands flat), `Main.storyboard` and the folder reference `App/Bundled` (it lands as
///   `Bundled/…`), but not `App/Fonts/HarborSans-Bold.ttf`, which is in the project and in the group;
///   it compiles `App/ContentView.swift`; `INFOPLIST_FILE = "$(SRCROOT)/App/Info.plist"`; and it takes
///   `Widget/Shared/HarborSans-Italic.ttf` from the widget's synchronized folder (its Target Membership box ticked);
/// - target `Widget` (an app extension) built from the synchronized folder `Widget/`, whose `Info.plist` is an
///   exception; `INFOPLIST_FILE = Widget/Info.plist`;
/// - target `AppTests`, whose `INFOPLIST_FILE` uses a setting that cannot be expanded.
enum XcodeProjectFixture {
    static let pbxproj = #"""
        // !$*UTF8*$!
        {
        	archiveVersion = 1;
        	classes = {
        	};
        	objectVersion = 77;
        	objects = {

        /* Begin PBXBuildFile section */
        		B1000001 /* HarborSans-Regular.ttf in Resources */ = {isa = PBXBuildFile; fileRef = F1000001 /* HarborSans-Regular.ttf */; };
        		B1000003 /* Main.storyboard in Resources */ = {isa = PBXBuildFile; fileRef = F1000003 /* Main.storyboard */; };
        		B1000004 /* Bundled in Resources */ = {isa = PBXBuildFile; fileRef = F1000004 /* Bundled */; };
        		B1000005 /* ContentView.swift in Sources */ = {isa = PBXBuildFile; fileRef = F1000005 /* ContentView.swift */; };
        		B1000006 /* Media.xcassets in Resources */ = {isa = PBXBuildFile; fileRef = F1000008 /* Media.xcassets */; };
        /* End PBXBuildFile section */

        /* Begin PBXFileReference section */
        		F1000001 /* HarborSans-Regular.ttf */ = {isa = PBXFileReference; lastKnownFileType = file; path = "HarborSans-Regular.ttf"; sourceTree = "<group>"; };
        		F1000002 /* HarborSans-Bold.ttf */ = {isa = PBXFileReference; lastKnownFileType = file; path = "HarborSans-Bold.ttf"; sourceTree = "<group>"; };
        		F1000003 /* Main.storyboard */ = {isa = PBXFileReference; lastKnownFileType = file.storyboard; path = Main.storyboard; sourceTree = "<group>"; };
        		F1000004 /* Bundled */ = {isa = PBXFileReference; lastKnownFileType = folder; path = Bundled; sourceTree = "<group>"; };
        		F1000005 /* ContentView.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = ContentView.swift; sourceTree = "<group>"; };
        		F1000006 /* Info.plist */ = {isa = PBXFileReference; lastKnownFileType = text.plist.xml; path = Info.plist; sourceTree = "<group>"; };
        		F1000007 /* App.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; includeInIndex = 0; path = App.app; sourceTree = BUILT_PRODUCTS_DIR; };
        		F1000008 /* Media.xcassets */ = {isa = PBXFileReference; lastKnownFileType = folder.assetcatalog; path = Media.xcassets; sourceTree = "<group>"; };
        /* End PBXFileReference section */

        /* Begin PBXFileSystemSynchronizedBuildFileExceptionSet section */
        		E1000001 /* Exceptions for "Widget" folder in "Widget" target */ = {
        			isa = PBXFileSystemSynchronizedBuildFileExceptionSet;
        			membershipExceptions = (
        				Info.plist,
        			);
        			target = T1000002 /* Widget */;
        		};
        		E1000002 /* Exceptions for "Widget" folder in "App" target */ = {
        			isa = PBXFileSystemSynchronizedBuildFileExceptionSet;
        			membershipExceptions = (
        				"Shared/HarborSans-Italic.ttf",
        			);
        			target = T1000001 /* App */;
        		};
        /* End PBXFileSystemSynchronizedBuildFileExceptionSet section */

        /* Begin PBXFileSystemSynchronizedRootGroup section */
        		S1000001 /* Widget */ = {
        			isa = PBXFileSystemSynchronizedRootGroup;
        			exceptions = (
        				E1000001 /* Exceptions for "Widget" folder in "Widget" target */,
        				E1000002 /* Exceptions for "Widget" folder in "App" target */,
        			);
        			path = Widget;
        			sourceTree = "<group>";
        		};
        /* End PBXFileSystemSynchronizedRootGroup section */

        /* Begin PBXGroup section */
        		G1000000 = {
        			isa = PBXGroup;
        			children = (
        				G1000001 /* App */,
        				S1000001 /* Widget */,
        				G1000003 /* Products */,
        			);
        			sourceTree = "<group>";
        		};
        		G1000001 /* App */ = {
        			isa = PBXGroup;
        			children = (
        				G1000002 /* Fonts */,
        				F1000003 /* Main.storyboard */,
        				F1000004 /* Bundled */,
        				F1000005 /* ContentView.swift */,
        				F1000006 /* Info.plist */,
        				F1000008 /* Media.xcassets */,
        			);
        			path = App;
        			sourceTree = "<group>";
        		};
        		G1000002 /* Fonts */ = {
        			isa = PBXGroup;
        			children = (
        				F1000001 /* HarborSans-Regular.ttf */,
        				F1000002 /* HarborSans-Bold.ttf */,
        			);
        			path = Fonts;
        			sourceTree = "<group>";
        		};
        		G1000003 /* Products */ = {
        			isa = PBXGroup;
        			children = (
        				F1000007 /* App.app */,
        			);
        			name = Products;
        			sourceTree = "<group>";
        		};
        /* End PBXGroup section */

        /* Begin PBXNativeTarget section */
        		T1000001 /* App */ = {
        			isa = PBXNativeTarget;
        			buildConfigurationList = L1000001 /* Build configuration list for PBXNativeTarget "App" */;
        			buildPhases = (
        				P1000001 /* Sources */,
        				P1000002 /* Resources */,
        			);
        			name = App;
        			productName = App;
        			productReference = F1000007 /* App.app */;
        			productType = "com.apple.product-type.application";
        		};
        		T1000002 /* Widget */ = {
        			isa = PBXNativeTarget;
        			buildConfigurationList = L1000002 /* Build configuration list for PBXNativeTarget "Widget" */;
        			buildPhases = (
        			);
        			fileSystemSynchronizedGroups = (
        				S1000001 /* Widget */,
        			);
        			name = Widget;
        			productType = "com.apple.product-type.app-extension";
        		};
        		T1000003 /* AppTests */ = {
        			isa = PBXNativeTarget;
        			buildConfigurationList = L1000003 /* Build configuration list for PBXNativeTarget "AppTests" */;
        			buildPhases = (
        			);
        			name = AppTests;
        			productType = "com.apple.product-type.bundle.unit-test";
        		};
        /* End PBXNativeTarget section */

        /* Begin PBXProject section */
        		R1000000 /* Project object */ = {
        			isa = PBXProject;
        			buildConfigurationList = L1000000 /* Build configuration list for PBXProject "App" */;
        			mainGroup = G1000000;
        			projectDirPath = "";
        			projectRoot = "";
        			targets = (
        				T1000001 /* App */,
        				T1000002 /* Widget */,
        				T1000003 /* AppTests */,
        			);
        		};
        /* End PBXProject section */

        /* Begin PBXResourcesBuildPhase section */
        		P1000002 /* Resources */ = {
        			isa = PBXResourcesBuildPhase;
        			buildActionMask = 2147483647;
        			files = (
        				B1000001 /* HarborSans-Regular.ttf in Resources */,
        				B1000003 /* Main.storyboard in Resources */,
        				B1000004 /* Bundled in Resources */,
        				B1000006 /* Media.xcassets in Resources */,
        			);
        			runOnlyForDeploymentPostprocessing = 0;
        		};
        /* End PBXResourcesBuildPhase section */

        /* Begin PBXSourcesBuildPhase section */
        		P1000001 /* Sources */ = {
        			isa = PBXSourcesBuildPhase;
        			buildActionMask = 2147483647;
        			files = (
        				B1000005 /* ContentView.swift in Sources */,
        			);
        			runOnlyForDeploymentPostprocessing = 0;
        		};
        /* End PBXSourcesBuildPhase section */

        /* Begin XCBuildConfiguration section */
        		C1000000 /* Debug */ = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; }; name = Debug; };
        		C1000001 /* Debug */ = {
        			isa = XCBuildConfiguration;
        			buildSettings = {
        				INFOPLIST_FILE = "$(SRCROOT)/App/Info.plist";
        				PRODUCT_NAME = "$(TARGET_NAME)";
        			};
        			name = Debug;
        		};
        		C1000002 /* Release */ = {
        			isa = XCBuildConfiguration;
        			buildSettings = {
        				INFOPLIST_FILE = "${PROJECT_DIR}/App/Info.plist";
        				PRODUCT_NAME = "$(TARGET_NAME)";
        			};
        			name = Release;
        		};
        		C1000003 /* Debug */ = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = Widget/Info.plist; }; name = Debug; };
        		C1000004 /* Debug */ = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = "$(CONFIGURATION_DIR)/Info.plist"; }; name = Debug; };
        /* End XCBuildConfiguration section */

        /* Begin XCConfigurationList section */
        		L1000000 = {isa = XCConfigurationList; buildConfigurations = (C1000000 /* Debug */, ); };
        		L1000001 = {isa = XCConfigurationList; buildConfigurations = (C1000001 /* Debug */, C1000002 /* Release */, ); };
        		L1000002 = {isa = XCConfigurationList; buildConfigurations = (C1000003 /* Debug */, ); };
        		L1000003 = {isa = XCConfigurationList; buildConfigurations = (C1000004 /* Debug */, ); };
        /* End XCConfigurationList section */
        	};
        	rootObject = R1000000 /* Project object */;
        }
        """#

    /// The files of the project folder, relative to it, that the fixture's targets name.
    static let files = [
        "App/Fonts/HarborSans-Regular.ttf", "App/Fonts/HarborSans-Bold.ttf", "App/Main.storyboard", "App/ContentView.swift",
        "App/Info.plist", "App/Bundled/HarborSlab-Bold.ttf", "App/Bundled/Licence.txt",
        "Widget/WidgetView.swift", "Widget/Info.plist", "Widget/Fonts/HarborSans-SemiBold.ttf",
        "Widget/Shared/HarborSans-Italic.ttf", "Widget/Assets.xcassets/Contents.json",
        // Asset catalogs: a data set's font is compiled into Assets.car under the data set's name (FP440).
        "App/Media.xcassets/Glyphs/Icons.dataset/Icons.otf", "App/Media.xcassets/Glyphs/Icons.dataset/Contents.json",
        "App/Media.xcassets/Logo.imageset/Logo.png", "Widget/Assets.xcassets/Badges.dataset/Badges.ttf",
    ]
}
