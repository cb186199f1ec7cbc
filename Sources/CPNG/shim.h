#ifndef NAVLINT_CPNG_H
#define NAVLINT_CPNG_H
#include <png.h>
#endif
