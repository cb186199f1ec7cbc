#ifndef NAVLINT_CJPEG_H
#define NAVLINT_CJPEG_H
#include <stddef.h>
#include <stdio.h>
#include <jpeglib.h>
#endif
