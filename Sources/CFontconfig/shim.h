// fontconfig's public header, without its FreeType half (fcfreetype.h): the FT_Face type
// belongs to the CFreeType module, and FcFreeTypeQuery takes a file path instead.
#ifndef FONTINSPECT_CFONTCONFIG_SHIM_H
#define FONTINSPECT_CFONTCONFIG_SHIM_H

#include <fontconfig/fontconfig.h>

#endif
