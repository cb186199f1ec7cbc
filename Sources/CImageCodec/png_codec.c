#include "codec.h"
#include <png.h>
#include <stdlib.h>
#include <string.h>

/// libpng reports an error by calling this, which must not return: the message is kept and control goes back
/// to the setjmp of the call that started the work.
static void on_png_error(png_structp png, png_const_charp message) {
    char *destination = png_get_error_ptr(png);
    if (destination != NULL) navlint_copy_message(destination, message);
    png_longjmp(png, 1);
}

static void on_png_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

typedef struct {
    const unsigned char *bytes;
    size_t length, offset;
} png_input;

static navlint_picture_status navlint_png_corrupt(navlint_decode_job *job, const char *message) {
    navlint_copy_message(job->message, message);
    return NAVLINT_PICTURE_CORRUPT;
}

static void read_png_bytes(png_structp png, png_bytep out, png_size_t count) {
    png_input *source = png_get_io_ptr(png);
    if (count > source->length - source->offset) png_error(png, "the file ends early");
    memcpy(out, source->bytes + source->offset, count);
    source->offset += count;
}

/// Reads the rows of a picture that is not interlaced into the scaler, into two buffers in turn: a row that
/// repeats the one before it (as the rows of flat pictures do) reuses its sums across instead of adding its
/// pixels again.
static navlint_picture_status read_plain_rows(png_structp png, size_t row_bytes, int channels,
                                              navlint_decode_job *job) {
    job->previous_row = malloc(row_bytes);
    if (job->previous_row == NULL) return NAVLINT_PICTURE_NO_MEMORY;
    for (uint32_t y = 0; y < job->height; y++) {
        unsigned char *row = job->row;
        job->row = job->previous_row;
        job->previous_row = row;
        png_read_row(png, job->row, NULL);
        int repeated = y > 0 && memcmp(job->row, job->previous_row, row_bytes) == 0;
        if (!repeated || !navlint_scaler_repeat_row(&job->scaler, y)) {
            navlint_scaler_add_pixels(&job->scaler, job->row, channels, y, 0, 1);
        }
    }
    return NAVLINT_PICTURE_OK;
}

/// Reads the rows into the scaler one at a time. An interlaced picture is read pass by pass without libpng's
/// interlace handling (which needs the whole picture in memory): each pass is a small picture of every few
/// pixels, and each of its pixels is added where it lies in the whole one, so the sums come out the same.
static navlint_picture_status read_png_rows(png_structp png, png_infop info, int interlaced, navlint_decode_job *job) {
    int channels = png_get_channels(png, info);
    size_t row_bytes = png_get_rowbytes(png, info);
    if ((channels != 3 && channels != 4) || row_bytes != (size_t)job->width * channels) {
        png_error(png, "unexpected row layout");
    }
    job->row = malloc(row_bytes);
    if (job->row == NULL) return NAVLINT_PICTURE_NO_MEMORY;
    if (!interlaced) return read_plain_rows(png, row_bytes, channels, job);
    for (int pass = 0; pass < 7; pass++) {
        // libpng skips the passes that hold no pixel of a small picture.
        if (PNG_PASS_COLS(job->width, pass) == 0 || PNG_PASS_ROWS(job->height, pass) == 0) continue;
        uint32_t rows = PNG_PASS_ROWS(job->height, pass);
        for (uint32_t index = 0; index < rows; index++) {
            png_read_row(png, job->row, NULL);
            uint32_t y = PNG_PASS_START_ROW(pass) + (index << PNG_PASS_ROW_SHIFT(pass));
            navlint_scaler_add_pixels(
                &job->scaler, job->row, channels, y, PNG_PASS_START_COL(pass), 1u << PNG_PASS_COL_SHIFT(pass));
        }
    }
    return NAVLINT_PICTURE_OK;
}

/// Whether every chunk before the image data fits in the file. libpng allocates for a chunk's length before it
/// reads the chunk's data: a 200-byte file whose text chunk says it holds 2 GB would be allocated 2 GB for.
static int chunks_fit(const unsigned char *bytes, size_t length) {
    for (size_t offset = 8; length - offset >= 8;) {
        uint64_t size = navlint_big_endian32(bytes + offset);
        if (memcmp(bytes + offset + 4, "IDAT", 4) == 0) return 1;
        if (size + 12 > length - offset) return 0;
        offset += (size_t)size + 12;
    }
    return 1;
}

/// What decoding a PNG needs besides its bytes: read whole, the picture inflated (see png_whole.c); streamed, two
/// rows as libpng hands them over, the row before (which libpng keeps for unfiltering) and its compressed-row
/// buffer, zlib's window and the scaler. 0 for a picture over the limits, which nothing decodes.
uint64_t navlint_png_memory(const unsigned char *bytes, size_t length, uint32_t max_width, int streamed_only) {
    if (length < 24) return NAVLINT_PICTURE_MEMORY_UNKNOWN;
    uint32_t width = navlint_big_endian32(bytes + 16), height = navlint_big_endian32(bytes + 20);
    if (!navlint_within_limits(width, height)) return 0;
    uint64_t streamed = (uint64_t)width * 4 * 4 + 256 * 1024 + navlint_scaler_memory(width, height, max_width);
    uint64_t whole = streamed_only ? 0 : navlint_png_whole_memory(bytes, length, max_width);
    return whole > streamed ? whole : streamed;
}

navlint_picture_status navlint_png_decode(
    const unsigned char *bytes, size_t length, uint32_t max_width, int streamed_only, navlint_decode_job *job) {
    // The header is the first chunk (libpng insists): its size is checked before libpng allocates anything.
    if (length < 24 || memcmp(bytes + 12, "IHDR", 4) != 0) return navlint_png_corrupt(job, "no PNG header");
    job->width = navlint_big_endian32(bytes + 16);
    job->height = navlint_big_endian32(bytes + 20);
    if (!navlint_within_limits(job->width, job->height)) return NAVLINT_PICTURE_TOO_LARGE;
    if (!chunks_fit(bytes, length)) return navlint_png_corrupt(job, "the file ends early");
    if (!streamed_only) {
        int whole = navlint_png_decode_whole(bytes, length, max_width, job);
        if (whole >= 0) return (navlint_picture_status)whole;
    }
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, job->message, on_png_error, on_png_warning);
    if (png == NULL) return NAVLINT_PICTURE_NO_MEMORY;
    png_infop info = png_create_info_struct(png);
    if (info == NULL) {
        png_destroy_read_struct(&png, NULL, NULL);
        return NAVLINT_PICTURE_NO_MEMORY;
    }
    png_input source = {bytes, length, 0};
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_read_struct(&png, &info, NULL);
        return NAVLINT_PICTURE_CORRUPT;
    }
    png_set_read_fn(png, &source, read_png_bytes);
    // Every chunk's CRC is checked, so zlib's own checksum over the same data is not checked a second time.
    png_set_option(png, PNG_IGNORE_ADLER32, PNG_OPTION_ON);
    png_read_info(png, info);
    job->width = png_get_image_width(png, info);
    job->height = png_get_image_height(png, info);
    int interlaced = png_get_interlace_type(png, info) != PNG_INTERLACE_NONE;
    png_set_expand(png);
    png_set_strip_16(png);
    png_set_gray_to_rgb(png);
    png_read_update_info(png, info);
    uint32_t target_width, target_height;
    navlint_scaler_size(job->width, job->height, max_width, &target_width, &target_height);
    navlint_picture_status status = navlint_scaler_init(&job->scaler, job->width, job->height, target_width,
                                                        target_height)
        ? read_png_rows(png, info, interlaced, job)
        : NAVLINT_PICTURE_NO_MEMORY;
    png_destroy_read_struct(&png, &info, NULL);
    return status;
}

typedef struct {
    unsigned char *bytes;
    size_t length, capacity;
} png_output;

static void write_png_bytes(png_structp png, png_bytep data, png_size_t count) {
    png_output *sink = png_get_io_ptr(png);
    if (count > sink->capacity - sink->length) {
        size_t capacity = (sink->capacity + count) * 2;
        unsigned char *grown = realloc(sink->bytes, capacity);
        if (grown == NULL) png_error(png, "out of memory");
        sink->bytes = grown;
        sink->capacity = capacity;
    }
    memcpy(sink->bytes + sink->length, data, count);
    sink->length += count;
}

static void flush_png(png_structp png) { (void)png; }

navlint_picture_status navlint_png_encode(
    const unsigned char *pixels, uint32_t width, uint32_t height, navlint_thumbnail *thumbnail) {
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, thumbnail->message, on_png_error, on_png_warning);
    if (png == NULL) return NAVLINT_PICTURE_NO_MEMORY;
    png_infop info = png_create_info_struct(png);
    if (info == NULL) {
        png_destroy_write_struct(&png, NULL);
        return NAVLINT_PICTURE_NO_MEMORY;
    }
    png_output sink = {NULL, 0, 0};
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        free(sink.bytes);
        return NAVLINT_PICTURE_NO_MEMORY;
    }
    png_set_write_fn(png, &sink, write_png_bytes, flush_png);
    png_set_IHDR(
        png, info, width, height, 8, PNG_COLOR_TYPE_RGB, PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT,
        PNG_FILTER_TYPE_DEFAULT);
    png_set_compression_level(png, 9);
    png_write_info(png, info);
    for (uint32_t y = 0; y < height; y++) png_write_row(png, pixels + (size_t)y * width * 3);
    png_write_end(png, NULL);
    png_destroy_write_struct(&png, &info);
    thumbnail->bytes = sink.bytes;
    thumbnail->length = sink.length;
    return NAVLINT_PICTURE_OK;
}
