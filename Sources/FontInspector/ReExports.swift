// A Swift user imports one module: the font values (FontFace, FontDetails, …), the YAML tree and the drawing
// engine are part of FontInspector's API, even though they are built in the targets that hold the C border.
@_exported import FontReading
@_exported import FontRendering
@_exported import YAMLReading
