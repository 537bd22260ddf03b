// libpng reports an error by longjmp to the png_struct's jump buffer, which Swift cannot set up
// (no setjmp). Every libpng call that can fail goes through one of these wrappers: each sets the
// jump point and returns 0, or 1 after a libpng error, whose text is in the fi_png_error_text.
// What to write (size, filter, level, text) is decided in Swift (Sources/FontRendering/PNGStreamWriter.swift).
#ifndef FONTINSPECT_CPNG_SHIM_H
#define FONTINSPECT_CPNG_SHIM_H

#include <png.h>
#include <stdio.h>
#include <string.h>

typedef struct { char message[256]; } fi_png_error_text;

static inline void fi_png_on_error(png_structp png, png_const_charp message) {
    fi_png_error_text *text = (fi_png_error_text *)png_get_error_ptr(png);
    if (text != NULL) {
        snprintf(text->message, sizeof text->message, "%s", message != NULL ? message : "unknown libpng error");
    }
    png_longjmp(png, 1);
}

// Warnings (a tEXt value libpng shortens, say) are not errors, and libpng must never print.
static inline void fi_png_on_warning(png_structp png, png_const_charp message) { (void)png; (void)message; }

static inline png_structp _Nullable fi_png_create_writer(fi_png_error_text * _Nonnull text) {
    return png_create_write_struct(PNG_LIBPNG_VER_STRING, text, fi_png_on_error, fi_png_on_warning);
}

static inline int fi_png_start(png_structp _Nonnull png, png_infop _Nonnull info, FILE * _Nonnull file,
                               png_uint_32 width, png_uint_32 height, int compression_level, int filters,
                               png_const_textp _Nullable text, int text_count) {
    if (setjmp(png_jmpbuf(png))) return 1;
    png_init_io(png, file);
    png_set_IHDR(png, info, width, height, 8, PNG_COLOR_TYPE_RGB, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_set_compression_level(png, compression_level);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, filters);
    if (text != NULL && text_count > 0) png_set_text(png, info, text, text_count);
    png_write_info(png, info);
    return 0;
}

static inline int fi_png_write_row(png_structp _Nonnull png, png_const_bytep _Nonnull row) {
    if (setjmp(png_jmpbuf(png))) return 1;
    png_write_row(png, row);
    return 0;
}

static inline int fi_png_finish(png_structp _Nonnull png, png_infop _Nonnull info) {
    if (setjmp(png_jmpbuf(png))) return 1;
    png_write_end(png, info);
    return 0;
}

#endif
