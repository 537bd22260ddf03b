// HarfBuzz and its FreeType bridge, imported as they are: shaping needs no macro Swift cannot import.
// Only Sources/FontRendering uses it.
#ifndef FONTINSPECT_CHARFBUZZ_SHIM_H
#define FONTINSPECT_CHARFBUZZ_SHIM_H

#include <hb.h>
#include <hb-ft.h>

#endif
