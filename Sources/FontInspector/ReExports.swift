// A Swift user imports one module: the font values (FontFace, FontDetails, …) and the YAML tree are part of
// FontInspector's API, even though they are built in the targets that hold the C border.
@_exported import FontReading
@_exported import YAMLReading
