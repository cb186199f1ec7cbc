#include "codec.h"
#include <png.h>
#include <stdio.h>
#include <jpeglib.h>
#include <stdlib.h>
#include <string.h>

int navlint_within_limits(uint32_t width, uint32_t height) {
    return width > 0 && height > 0 && width <= NAVLINT_PICTURE_MAX_SIDE && height <= NAVLINT_PICTURE_MAX_SIDE
        && (uint64_t)width * height <= NAVLINT_PICTURE_MAX_PIXELS;
}

void navlint_copy_message(char *destination, const char *message) {
    size_t length = strlen(message);
    if (length >= NAVLINT_PICTURE_MESSAGE_SIZE) length = NAVLINT_PICTURE_MESSAGE_SIZE - 1;
    memcpy(destination, message, length);
    destination[length] = 0;
}

navlint_picture_format navlint_picture_sniff(const unsigned char *bytes, size_t length) {
    static const unsigned char png_signature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};
    if (length >= 8 && memcmp(bytes, png_signature, 8) == 0) return NAVLINT_PICTURE_PNG;
    if (length >= 3 && bytes[0] == 0xff && bytes[1] == 0xd8 && bytes[2] == 0xff) return NAVLINT_PICTURE_JPEG;
    return NAVLINT_PICTURE_UNKNOWN;
}

static navlint_picture_status encode(
    navlint_decode_job *job, navlint_thumbnail_encoding encoding, navlint_thumbnail *thumbnail) {
    uint32_t width = job->scaler.target_width, height = job->scaler.target_height;
    unsigned char *pixels = malloc((size_t)width * height * 3);
    if (pixels == NULL) return NAVLINT_PICTURE_NO_MEMORY;
    navlint_scaler_finish(&job->scaler, pixels);
    thumbnail->width = width;
    thumbnail->height = height;
    if (encoding == NAVLINT_THUMBNAIL_RGB) {
        thumbnail->bytes = pixels;
        thumbnail->length = (size_t)width * height * 3;
        return NAVLINT_PICTURE_OK;
    }
    navlint_picture_status status = encoding == NAVLINT_THUMBNAIL_PNG
        ? navlint_png_encode(pixels, width, height, thumbnail)
        : navlint_jpeg_encode(pixels, width, height, thumbnail);
    free(pixels);
    return status;
}

static navlint_picture_status make_thumbnail(
    const unsigned char *bytes, size_t length, uint32_t max_width, navlint_thumbnail_encoding encoding,
    int streamed_only, navlint_thumbnail *thumbnail) {
    memset(thumbnail, 0, sizeof *thumbnail);
    thumbnail->source_format = navlint_picture_sniff(bytes, length);
    navlint_decode_job *job = calloc(1, sizeof *job);
    if (job == NULL) return NAVLINT_PICTURE_NO_MEMORY;
    navlint_picture_status status = NAVLINT_PICTURE_NOT_AN_IMAGE;
    if (thumbnail->source_format == NAVLINT_PICTURE_PNG) {
        status = navlint_png_decode(bytes, length, max_width, streamed_only, job);
    }
    if (thumbnail->source_format == NAVLINT_PICTURE_JPEG) status = navlint_jpeg_decode(bytes, length, max_width, job);
    thumbnail->source_width = job->width;
    thumbnail->source_height = job->height;
    navlint_copy_message(thumbnail->message, job->message);
    if (status == NAVLINT_PICTURE_OK) status = encode(job, encoding, thumbnail);
    navlint_scaler_free(&job->scaler);
    free(job->row);
    free(job->previous_row);
    free(job);
    return status;
}

navlint_picture_status navlint_thumbnail_make(
    const unsigned char *bytes, size_t length, uint32_t max_width, navlint_thumbnail_encoding encoding,
    navlint_thumbnail *thumbnail) {
    return make_thumbnail(bytes, length, max_width, encoding, 0, thumbnail);
}

navlint_picture_status navlint_thumbnail_make_streamed(
    const unsigned char *bytes, size_t length, uint32_t max_width, navlint_thumbnail_encoding encoding,
    navlint_thumbnail *thumbnail) {
    return make_thumbnail(bytes, length, max_width, encoding, 1, thumbnail);
}

void navlint_thumbnail_free(navlint_thumbnail *thumbnail) {
    free(thumbnail->bytes);
    thumbnail->bytes = NULL;
    thumbnail->length = 0;
}

uint64_t navlint_picture_memory(const unsigned char *bytes, size_t length, uint32_t max_width, int streamed_only) {
    switch (navlint_picture_sniff(bytes, length)) {
    case NAVLINT_PICTURE_PNG: return navlint_png_memory(bytes, length, max_width, streamed_only);
    case NAVLINT_PICTURE_JPEG: return navlint_jpeg_memory(bytes, length, max_width);
    default: return 0;
    }
}

uint32_t navlint_codec_version(void) {
    // The libraries' versions: a newer libjpeg may encode the same pixels into other bytes.
    return (uint32_t)PNG_LIBPNG_VER * 1000u + (uint32_t)JPEG_LIB_VERSION;
}
