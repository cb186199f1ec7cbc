#ifndef NAVLINT_CDEFLATE_H
#define NAVLINT_CDEFLATE_H
#include <libdeflate.h>
#endif
