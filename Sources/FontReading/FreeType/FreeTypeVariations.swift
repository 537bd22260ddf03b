/// fvar data as FreeType reports it.
struct FreeTypeVariations {
    struct Axis {
        var tag: String
        var nameID: UInt16
        var minimum: Double
        var defaultValue: Double
        var maximum: Double
    }

    struct Instance {
        var subfamilyNameID: UInt16
        /// 0xFFFF when the instance stores no postScriptNameID.
        var postScriptNameID: UInt16
        var coordinates: [Double]
    }

    var axes: [Axis]
    var instances: [Instance]
}
