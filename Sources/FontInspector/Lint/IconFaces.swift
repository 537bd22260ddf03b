/// Which of a bundle's faces are icon faces (`CharacterMap.isIconMap`), for every rule about text to leave alone:
/// glyph coverage, fixed sizes and face hygiene (weight, style bits, family names). Every face's map is needed,
/// since any face can carry a hygiene finding; the maps the glyph-coverage rules read are not read twice.
enum IconFaces {
    /// The locations of the icon faces among the bundle's faces loadable on Apple platforms. A map that cannot
    /// be read is no icon face: the face is judged as text, as before the map was asked for.
    static func locations(in bundle: FontBundle, maps: [FaceLocation: CharacterMap]) -> Set<FaceLocation> {
        var icons = Set(maps.filter { $0.value.isIconMap }.keys)
        var seen = Set(maps.keys)
        let unread = bundle.allFaces.compactMap { face -> FaceLocation? in
            let location = FaceLocation(of: face.face)
            return face.face.isLoadableOnApplePlatforms && seen.insert(location).inserted ? location : nil
        }
        for (location, result) in zip(unread, CharacterMapScanner.read(unread)) {
            if case .success(let map) = result, map.isIconMap { icons.insert(location) }
        }
        return icons
    }
}
