#define _GNU_SOURCE
#include "CGraphvizShim.h"
#include <dlfcn.h>
#include <stdio.h>
#include <string.h>

/* A context with only the plugins that SVG needs: the dot layout and Graphviz's own ("core") SVG
 * renderer. Without the Pango text-layout plugin, Graphviz sizes text with its built-in font metrics
 * (Helvetica's, for navlint's labels) instead of asking fontconfig and Pango, so the drawing does not
 * depend on the fonts a machine has installed, and no font setup runs before the layout.
 *
 * The two plugin libraries sit in the `graphviz` folder next to libgvc; they are opened by path and
 * handed to gvContextPlugins as built-ins, so Graphviz's plugin configuration file is not read. */

typedef struct {
    const char *symbol;
    const char *names[3];
} plugin_library;

static const plugin_library libraries[] = {
    {"gvplugin_core_LTX_library", {"libgvplugin_core.so.6", "libgvplugin_core.6.dylib", "libgvplugin_core.so"}},
    {"gvplugin_dot_layout_LTX_library",
     {"libgvplugin_dot_layout.so.6", "libgvplugin_dot_layout.6.dylib", "libgvplugin_dot_layout.so"}},
};

static lt_symlist_t builtins[3];
static int builtins_state = 0; /* 0: not looked for, 1: found, -1: missing */

static void *open_plugin(const char *folder, const plugin_library *library) {
    for (size_t k = 0; k < sizeof library->names / sizeof library->names[0]; k++) {
        char path[4096];
        if (snprintf(path, sizeof path, "%s/graphviz/%s", folder, library->names[k]) >= (int)sizeof path) continue;
        void *handle = dlopen(path, RTLD_NOW | RTLD_LOCAL);
        if (handle == NULL) continue;
        void *symbol = dlsym(handle, library->symbol);
        if (symbol != NULL) return symbol;
        dlclose(handle);
    }
    return NULL;
}

static int find_builtins(void) {
    Dl_info info;
    if (dladdr((void *)gvContext, &info) == 0 || info.dli_fname == NULL) return -1;
    char folder[4096];
    if (snprintf(folder, sizeof folder, "%s", info.dli_fname) >= (int)sizeof folder) return -1;
    char *slash = strrchr(folder, '/');
    if (slash == NULL) return -1;
    *slash = '\0';
    for (size_t k = 0; k < 2; k++) {
        void *symbol = open_plugin(folder, &libraries[k]);
        if (symbol == NULL) return -1;
        builtins[k].name = libraries[k].symbol;
        builtins[k].address = symbol;
    }
    builtins[2].name = NULL;
    builtins[2].address = NULL;
    return 1;
}

GVC_t *navlint_svg_context(void) {
    if (builtins_state == 0) builtins_state = find_builtins();
    if (builtins_state < 0) return NULL;
    return gvContextPlugins(builtins, 0);
}
