/// The app folder the specimen layout and golden tests draw: generated fonts whose character maps are known
/// (TestFonts/README.md) and a style map with a named bold face that lacks two characters (FixtureCover-Bold
/// lacks ł and т), an inferred bold face (FixtureSerif-SemiBold), no bold face at all (FixtureSans) and a system
/// font (Helvetica, not drawn).
/// The app lies in `SpecimenApp/` of a temporary folder, so that the sheet's header names the same folder on
/// every run.
package struct SpecimenFixtureApp {
    package let folder: TemporaryDirectory
    package var path: String { folder.path + "/SpecimenApp" }
}

extension Fixtures {
    package static func specimenApp() throws -> SpecimenFixtureApp {
        let app = SpecimenFixtureApp(folder: try temporaryDirectory())
        let folder = app.folder
        try folder.copy("Generated/Coverage/FixtureCover-Regular.ttf", as: "SpecimenApp/Fonts/FixtureCover-Regular.ttf")
        try folder.copy("Generated/Coverage/FixtureCover-Bold.ttf", as: "SpecimenApp/Fonts/FixtureCover-Bold.ttf")
        try folder.copy("Generated/Static/FixtureSerif-Regular.otf", as: "SpecimenApp/Fonts/FixtureSerif-Regular.otf")
        try folder.copy("Generated/Static/FixtureSerif-SemiBold.otf", as: "SpecimenApp/Fonts/FixtureSerif-SemiBold.otf")
        try folder.copy("Generated/Static/FixtureSans-Regular.ttf", as: "SpecimenApp/Fonts/FixtureSans-Regular.ttf")
        try folder.write(Array("""
            {
              "body": {"fontName": "FixtureCover-Regular", "fontSize": 17, "boldFontName": "FixtureCover-Bold"},
              "title1": {"fontName": "FixtureSerif-Regular", "fontSize": 28},
              "caption1": {"fontName": "FixtureSans-Regular", "fontSize": 12},
              "headline": {"fontName": "Helvetica", "fontSize": 17}
            }
            """.utf8), as: "SpecimenApp/Typography.json")
        return app
    }
}
