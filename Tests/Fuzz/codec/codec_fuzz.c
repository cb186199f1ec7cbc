// libFuzzer harness for the screenshot codec's C (Sources/CImageCodec), built by scripts/fuzz.sh with clang's
// fuzzer, address and undefined-behaviour sanitizers over navlint's C (the system libraries are not
// instrumented), so that coverage guides the fuzzer through the chunk walk, the whole-buffer reader and the
// scaler, which the Swift harness cannot see. For each input: a thumbnail 64 pixels wide, made twice the same
// way, and the same outcome (status, message, bytes) with every PNG streamed through libpng.
#include "CImageCodec.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void fail(const char *message) {
    fprintf(stderr, "codec fuzz check failed: %s\n", message);
    abort();
}

static int same(const navlint_thumbnail *first, navlint_picture_status first_status,
                const navlint_thumbnail *second, navlint_picture_status second_status) {
    if (first_status != second_status) return 0;
    if (strcmp(first->message, second->message) != 0) return 0;
    if (first_status != NAVLINT_PICTURE_OK) return 1;
    return first->length == second->length && first->width == second->width && first->height == second->height
        && memcmp(first->bytes, second->bytes, first->length) == 0;
}

int LLVMFuzzerTestOneInput(const unsigned char *bytes, size_t length) {
    navlint_thumbnail made, again, streamed;
    navlint_picture_status status = navlint_thumbnail_make(bytes, length, 64, NAVLINT_THUMBNAIL_RGB, &made);
    navlint_picture_status status_again = navlint_thumbnail_make(bytes, length, 64, NAVLINT_THUMBNAIL_RGB, &again);
    navlint_picture_status status_streamed =
        navlint_thumbnail_make_streamed(bytes, length, 64, NAVLINT_THUMBNAIL_RGB, &streamed);
    if (!same(&made, status, &again, status_again)) fail("two thumbnails of one input differ");
    if (!same(&made, status, &streamed, status_streamed)) fail("the whole-buffer PNG reader and libpng differ");
    if (status == NAVLINT_PICTURE_OK && (made.width == 0 || made.width > 64 || made.height == 0
                                         || made.length != (size_t)made.width * made.height * 3)) {
        fail("a thumbnail out of bounds");
    }
    navlint_thumbnail_free(&made);
    navlint_thumbnail_free(&again);
    navlint_thumbnail_free(&streamed);
    return 0;
}
