// libyaml's parser API, imported as is: it has no macros Swift needs.
// Only Sources/FontInspector/Documents/YAMLDocument.swift uses it.
#ifndef FONTINSPECT_CYAML_SHIM_H
#define FONTINSPECT_CYAML_SHIM_H

#include <yaml.h>

#endif
