#ifndef NAVLINT_CGRAPHVIZ_SHIM_H
#define NAVLINT_CGRAPHVIZ_SHIM_H
#include <graphviz/cgraph.h>

/// Opens a new directed graph whose objects are numbered in creation order, so that its layout does
/// not depend on memory addresses. Wraps `agopen` because `Agdirected` is a mutable C global.
Agraph_t *navlint_agopen_directed(char *name);

/// Starts capturing Graphviz messages: clears the capture buffer and routes every message
/// (errors and warnings) to it instead of standard error. Not thread-safe: callers serialise.
void navlint_capture_begin(void);

/// Stops capturing and restores Graphviz's previous message handler and level.
void navlint_capture_end(void);

/// The messages captured since `navlint_capture_begin`, NUL-terminated; never NULL.
/// Valid until the next call to `navlint_capture_begin`.
const char *navlint_capture_text(void);

#endif
