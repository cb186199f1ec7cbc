#ifndef NAVLINT_CGRAPHVIZ_SHIM_H
#define NAVLINT_CGRAPHVIZ_SHIM_H
#include <graphviz/cgraph.h>

/// Opens a new directed graph. Wraps `agopen` because `Agdirected` is a mutable C global.
Agraph_t *navlint_agopen_directed(char *name);

#endif
