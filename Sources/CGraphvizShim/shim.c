#include "CGraphvizShim.h"

Agraph_t *navlint_agopen_directed(char *name) {
    return agopen(name, Agdirected, NULL);
}
