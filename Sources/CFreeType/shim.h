// The few FreeType macros and casts Swift cannot import, as static inline functions.
// Logic belongs in Swift (Sources/FontInspector/Reading); keep this file small.
#ifndef FONTINSPECT_CFREETYPE_SHIM_H
#define FONTINSPECT_CFREETYPE_SHIM_H

#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_TRUETYPE_TABLES_H
#include FT_SFNT_NAMES_H
#include FT_MULTIPLE_MASTERS_H
#include FT_FONT_FORMATS_H
#include FT_OUTLINE_H  // FontRendering: outline bounds and SVG paths

static inline int fi_is_sfnt(FT_Face _Nonnull face) { return FT_IS_SFNT(face) ? 1 : 0; }
static inline int fi_has_multiple_masters(FT_Face _Nonnull face) { return FT_HAS_MULTIPLE_MASTERS(face) ? 1 : 0; }
static inline int fi_is_scalable(FT_Face _Nonnull face) { return FT_IS_SCALABLE(face) ? 1 : 0; }
static inline int fi_style_is_italic(FT_Face _Nonnull face) { return (face->style_flags & FT_STYLE_FLAG_ITALIC) ? 1 : 0; }
static inline int fi_style_is_bold(FT_Face _Nonnull face) { return (face->style_flags & FT_STYLE_FLAG_BOLD) ? 1 : 0; }

// Typed views of FT_Get_Sfnt_Table; NULL where the font has no such table.
static inline TT_OS2 * _Nullable fi_os2_table(FT_Face _Nonnull face) { return (TT_OS2 *)FT_Get_Sfnt_Table(face, FT_SFNT_OS2); }
static inline TT_Header * _Nullable fi_head_table(FT_Face _Nonnull face) { return (TT_Header *)FT_Get_Sfnt_Table(face, FT_SFNT_HEAD); }
static inline TT_HoriHeader * _Nullable fi_hhea_table(FT_Face _Nonnull face) { return (TT_HoriHeader *)FT_Get_Sfnt_Table(face, FT_SFNT_HHEA); }
static inline TT_Postscript * _Nullable fi_post_table(FT_Face _Nonnull face) { return (TT_Postscript *)FT_Get_Sfnt_Table(face, FT_SFNT_POST); }

// FreeType's error text. Debian builds FreeType without FT_CONFIG_OPTION_ERROR_STRINGS, so
// FT_Error_String returns NULL there; the FT_ERRORDEF X-macro in fterrors.h carries the texts.
static inline const char * _Nonnull fi_error_string(FT_Error code) {
#undef FTERRORS_H_
#define FT_ERRORDEF(e, v, s) case v: return s;
#define FT_ERROR_START_LIST switch (code) {
#define FT_ERROR_END_LIST default: return "unknown FreeType error"; }
#include FT_ERRORS_H
}

#endif
