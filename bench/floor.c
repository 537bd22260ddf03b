/*
 * The FreeType floor: the least work that names every face of the given font files, in one
 * process with one FT_Library, on one thread. fontinspect's `list` must stay close to this.
 *
 * For each file: open face 0 to learn the face count, open every face, read its PostScript name
 * (name ID 6), family (ID 16, else 1), style (ID 17, else 2) and OS/2 usWeightClass; for a variable
 * face, read every fvar named instance's subfamily and PostScript name records. Names are chosen
 * as fontinspect chooses them (Macintosh English, then Windows English, then the first record)
 * and decoded to UTF-8. Faces without a name table (Type 1) use FreeType's own names.
 *
 * Named instances are counted as fontinspect counts them: the instances the fvar table stores
 * (its instanceCount field), not the synthetic one FreeType appends at the default location when
 * no stored instance sits there. Named instances are not opened as faces of their own: fontinspect
 * reads them from fvar and the name table of the default face, and so does this floor.
 *
 * Prints one line per face (file, face index, instance index, PostScript name, family, style,
 * weight), so that the face count can be checked against the other tools.
 *
 * Usage: floor FILE...        or        floor -   (file names, one a line, on standard input)
 * Build: cc -O2 floor.c $(pkg-config --cflags --libs freetype2) -o floor
 */
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_SFNT_NAMES_H
#include FT_TRUETYPE_TABLES_H
#include FT_TRUETYPE_TAGS_H
#include FT_MULTIPLE_MASTERS_H
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { NAME_TEXT = 512 };

/* The record chosen for one name ID: its index in the name table and its rank (lower wins). */
typedef struct {
    FT_UInt id;
    int index;
    int rank;
} Choice;

static int rank_of(const FT_SfntName *name) {
    if (name->platform_id == 1 && name->encoding_id == 0 && name->language_id == 0) return 0;
    if (name->platform_id == 3 && name->language_id == 0x409) return 1;
    return 2;
}

static int decodable(const FT_SfntName *name) {
    return name->platform_id == 0 || name->platform_id == 3 || name->platform_id == 2
        || (name->platform_id == 1 && name->encoding_id == 0);
}

static void put_utf8(unsigned long c, char *out, size_t *n) {
    if (*n + 4 >= NAME_TEXT) return;
    if (c < 0x80) {
        out[(*n)++] = (char)c;
    } else if (c < 0x800) {
        out[(*n)++] = (char)(0xC0 | c >> 6);
        out[(*n)++] = (char)(0x80 | (c & 0x3F));
    } else if (c < 0x10000) {
        out[(*n)++] = (char)(0xE0 | c >> 12);
        out[(*n)++] = (char)(0x80 | (c >> 6 & 0x3F));
        out[(*n)++] = (char)(0x80 | (c & 0x3F));
    } else {
        out[(*n)++] = (char)(0xF0 | c >> 18);
        out[(*n)++] = (char)(0x80 | (c >> 12 & 0x3F));
        out[(*n)++] = (char)(0x80 | (c >> 6 & 0x3F));
        out[(*n)++] = (char)(0x80 | (c & 0x3F));
    }
}

/* UTF-16BE for Unicode and Windows records; single bytes otherwise (Mac Roman's upper half as U+FFFD,
 * close enough for a floor: the work is the same). */
static void decode(const FT_SfntName *name, char *out) {
    size_t n = 0;
    if (name->platform_id == 0 || name->platform_id == 3 || (name->platform_id == 2 && name->encoding_id == 1)) {
        for (FT_UInt i = 0; i + 1 < name->string_len; i += 2) {
            unsigned long unit = (unsigned long)name->string[i] << 8 | name->string[i + 1];
            if (unit >= 0xD800 && unit < 0xDC00 && i + 3 < name->string_len) {
                unsigned long low = (unsigned long)name->string[i + 2] << 8 | name->string[i + 3];
                if (low >= 0xDC00 && low < 0xE000) {
                    put_utf8(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00), out, &n);
                    i += 2;
                    continue;
                }
            }
            put_utf8(unit >= 0xD800 && unit < 0xE000 ? 0xFFFD : unit, out, &n);
        }
    } else {
        for (FT_UInt i = 0; i < name->string_len; i++) put_utf8(name->string[i] < 0x80 ? name->string[i] : 0xFFFD, out, &n);
    }
    out[n] = '\0';
}

/* One pass over the name table choosing a record for each wanted ID, then decoding the winners. */
static void lookup(FT_Face face, Choice *choices, int count, char texts[][NAME_TEXT]) {
    for (int c = 0; c < count; c++) {
        choices[c].index = -1;
        choices[c].rank = 3;
        texts[c][0] = '\0';
    }
    FT_UInt total = FT_Get_Sfnt_Name_Count(face);
    FT_SfntName name;
    for (FT_UInt i = 0; i < total; i++) {
        if (FT_Get_Sfnt_Name(face, i, &name) != 0 || !decodable(&name)) continue;
        for (int c = 0; c < count; c++) {
            int rank = rank_of(&name);
            if (name.name_id == choices[c].id && rank < choices[c].rank) {
                choices[c].index = (int)i;
                choices[c].rank = rank;
            }
        }
    }
    for (int c = 0; c < count; c++) {
        if (choices[c].index >= 0 && FT_Get_Sfnt_Name(face, (FT_UInt)choices[c].index, &name) == 0) decode(&name, texts[c]);
    }
}

/* The instance count fvar declares (bytes 12-13 of its header); FreeType may report one more. */
static FT_UInt stored_instance_count(FT_Face face) {
    FT_Byte header[16];
    FT_ULong length = sizeof header;
    if (FT_Load_Sfnt_Table(face, TTAG_fvar, 0, header, &length) != 0 || length != sizeof header) return 0;
    return (FT_UInt)header[12] << 8 | header[13];
}

/* A subfamily as Core Text puts it in an instance name, as fontinspect does: ASCII whitespace becomes '-',
 * bytes outside 33-126 and []{}()<>/% are dropped. */
static size_t subfamily_part(const char *text, char *out) {
    size_t n = 0;
    for (; *text; text++) {
        unsigned char c = (unsigned char)*text;
        if (c == ' ' || (c >= '\t' && c <= '\r')) out[n++] = '-';
        else if (c >= 33 && c <= 126 && !strchr("[](){}<>/%", c)) out[n++] = (char)c;
    }
    return n;
}

static unsigned long faces_printed;

static void read_face(FT_Library library, FT_Face face, const char *path, long index) {
    if (!FT_IS_SFNT(face)) {
        const char *ps = FT_Get_Postscript_Name(face);
        printf("%s\t%ld\t-\t%s\t%s\t%s\t-\n", path, index, ps ? ps : "", face->family_name ? face->family_name : "",
               face->style_name ? face->style_name : "");
        faces_printed++;
        return;
    }
    static char texts[6][NAME_TEXT];
    Choice choices[6] = {{6, 0, 0}, {16, 0, 0}, {1, 0, 0}, {17, 0, 0}, {2, 0, 0}, {25, 0, 0}};
    lookup(face, choices, 6, texts);
    TT_OS2 *os2 = FT_Get_Sfnt_Table(face, FT_SFNT_OS2);
    int weight = os2 && os2->version != 0xFFFF ? os2->usWeightClass : -1;
    const char *family = texts[1][0] ? texts[1] : texts[2];
    const char *style = texts[3][0] ? texts[3] : texts[4];
    printf("%s\t%ld\t-\t%s\t%s\t%s\t%d\n", path, index, texts[0], family, style, weight);
    faces_printed++;

    FT_MM_Var *master;
    if (!FT_HAS_MULTIPLE_MASTERS(face) || FT_Get_MM_Var(face, &master) != 0) return;
    FT_UInt stored = stored_instance_count(face);
    FT_UInt count = master->num_namedstyles < stored ? master->num_namedstyles : stored;
    for (FT_UInt i = 0; i < count; i++) {
        static char instance_texts[2][NAME_TEXT];
        Choice instance_choices[2] = {{master->namedstyle[i].strid, 0, 0}, {master->namedstyle[i].psid, 0, 0}};
        lookup(face, instance_choices, 2, instance_texts);
        long instance_weight = weight;
        for (FT_UInt a = 0; a < master->num_axis; a++) {
            if (master->axis[a].tag == FT_MAKE_TAG('w', 'g', 'h', 't'))
                instance_weight = (long)((int32_t)master->namedstyle[i].coords[a] + 0x8000) >> 16;
        }
        /* The instance at the default location is the default face, as fontinspect lists it. */
        int at_default = texts[0][0] != '\0';
        for (FT_UInt a = 0; a < master->num_axis; a++) {
            if ((int32_t)master->namedstyle[i].coords[a] != (int32_t)master->axis[a].def) at_default = 0;
        }
        if (at_default) continue;
        const char *ps = instance_texts[1];
        static char generated[2 * NAME_TEXT + 2];
        if (!ps[0] && instance_texts[0][0] && texts[0][0]) {
            /* No stored name: Core Text's, as fontinspect does (ID 6, '_', the subfamily). */
            size_t n = strlen(texts[0]);
            memcpy(generated, texts[0], n);
            generated[n++] = '_';
            n += subfamily_part(instance_texts[0], generated + n);
            generated[n] = '\0';
            ps = generated;
        }
        printf("%s\t%ld\t%u\t%s\t%s\t%s\t%ld\n", path, index, i + 1, ps, family, instance_texts[0], instance_weight);
        faces_printed++;
    }
    FT_Done_MM_Var(library, master);
}

static void read_file(FT_Library library, const char *path) {
    FT_Face face;
    if (FT_New_Face(library, path, 0, &face) != 0) {
        fprintf(stderr, "Error: %s: FreeType cannot open it\n", path);
        return;
    }
    long count = face->num_faces > 0 ? face->num_faces : 1;
    read_face(library, face, path, 0);
    FT_Done_Face(face);
    for (long index = 1; index < count; index++) {
        if (FT_New_Face(library, path, index, &face) != 0) {
            fprintf(stderr, "Error: %s: face %ld: FreeType cannot open it\n", path, index);
            continue;
        }
        read_face(library, face, path, index);
        FT_Done_Face(face);
    }
}

int main(int argc, char **argv) {
    FT_Library library;
    if (FT_Init_FreeType(&library) != 0) return 1;
    unsigned long files = 0;
    if (argc == 2 && strcmp(argv[1], "-") == 0) {
        char line[4096];
        while (fgets(line, sizeof line, stdin)) {
            line[strcspn(line, "\n")] = '\0';
            if (line[0]) {
                read_file(library, line);
                files++;
            }
        }
    } else {
        for (int i = 1; i < argc; i++, files++) read_file(library, argv[i]);
    }
    FT_Done_FreeType(library);
    fprintf(stderr, "%lu faces in %lu files\n", faces_printed, files);
    return 0;
}
