#ifndef NAVLINT_CGRAPHVIZ_H
#define NAVLINT_CGRAPHVIZ_H
#include <graphviz/gvc.h>
#include <graphviz/cgraph.h>
#endif
