#include "codec.h"
#include <libdeflate.h>
#include <stdlib.h>
#include <string.h>

// The whole-buffer reader of plain PNGs: 8 bits a channel, grey, grey and alpha, RGB or RGBA, not interlaced, as
// simulators and snapshot tests write screenshots. The pixels are inflated at once by libdeflate (several times
// quicker than zlib, through which libpng streams them) into one buffer the size of the picture, then unfiltered
// a row at a time into the scaler. It takes a picture only when libpng would read the same pixels from it without
// an error: anything else (a palette, a transparent colour, an animation, an unknown critical chunk, a damaged
// chunk, image data that does not inflate to the picture exactly) it declines, and libpng reads the picture and
// reports its errors as before.

/// The largest inflated picture read at once (a 2048 x 4096 RGBA picture is 32 MiB): a larger one is streamed
/// through libpng, whose memory does not grow with the picture.
#define WHOLE_MAX_BYTES ((uint64_t)48 << 20)
/// The longest chunk before the image data this reader passes over (libpng's default limit on a chunk, which
/// Debian's build leaves out): a picture with a longer one is left to libpng.
#define WHOLE_MAX_CHUNK 8000000u

typedef struct {
    uint32_t width, height;
    /// The channels of a pixel as stored (1 to 4) and the bytes of a row, its filter byte included.
    uint32_t channels;
    size_t stride;
    /// The bytes the image data inflates to.
    size_t size;
} whole_layout;

/// The picture's layout from its header (the signature and the header chunk's fields): 1 when this reader may take
/// it, 0 when libpng streams it.
static int read_layout(const unsigned char *bytes, size_t length, whole_layout *layout) {
    if (length < 29 || navlint_big_endian32(bytes + 8) != 13 || memcmp(bytes + 12, "IHDR", 4) != 0) return 0;
    static const uint32_t channels_of_colour_type[7] = {1, 0, 3, 0, 2, 0, 4};
    uint32_t width = navlint_big_endian32(bytes + 16), height = navlint_big_endian32(bytes + 20);
    unsigned char depth = bytes[24], colour_type = bytes[25];
    // Compression, filter method and interlacing: the only ones PNG defines, and no interlacing.
    if (depth != 8 || colour_type > 6 || bytes[26] != 0 || bytes[27] != 0 || bytes[28] != 0) return 0;
    uint32_t channels = channels_of_colour_type[colour_type];
    if (channels == 0 || !navlint_within_limits(width, height)) return 0;
    uint64_t stride = 1 + (uint64_t)width * channels, size = stride * height;
    if (size > WHOLE_MAX_BYTES) return 0;
    *layout = (whole_layout){width, height, channels, (size_t)stride, (size_t)size};
    return 1;
}

uint64_t navlint_png_whole_memory(const unsigned char *bytes, size_t length, uint32_t max_width) {
    whole_layout layout;
    if (!read_layout(bytes, length, &layout)) return 0;
    // The inflated picture, the image data joined when it spans several chunks (declined past the picture's
    // size and a little), a row expanded to RGB, the decompressor and the scaler.
    return (uint64_t)layout.size * 2 + 64 * 1024 + (uint64_t)layout.width * 4 + 16 * 1024
        + navlint_scaler_memory(layout.width, layout.height, max_width);
}

/// Whether four bytes are a chunk type libpng accepts: ASCII letters.
static int is_chunk_type(const unsigned char *type) {
    for (int index = 0; index < 4; index++) {
        unsigned char letter = type[index] & ~0x20;
        if (letter < 'A' || letter > 'Z') return 0;
    }
    return 1;
}

/// The image data: its chunks, in the file, and the compressed bytes they hold in all.
typedef struct {
    size_t first, end, chunks;
    uint64_t total;
} image_data;

/// Walks the chunks from the header to the end of the image data (the first chunk after the run of IDAT chunks,
/// or the end of the file): 1 when libpng would pass over every chunk before it as this reader does and every
/// IDAT chunk is whole, with its CRC right.
static int find_image_data(const unsigned char *bytes, size_t length, const whole_layout *layout,
                           image_data *data) {
    if (length < 33 || libdeflate_crc32(0, bytes + 12, 17) != navlint_big_endian32(bytes + 29)) return 0;
    // libpng refuses an IDAT chunk longer than the picture's bytes with zlib's largest overhead.
    uint64_t row_factor = layout->stride > 32566 ? 32566 : layout->stride;
    uint64_t idat_limit = (uint64_t)layout->size + 6 + 5 * ((uint64_t)layout->size / row_factor + 1);
    if (idat_limit < WHOLE_MAX_CHUNK) idat_limit = WHOLE_MAX_CHUNK;
    *data = (image_data){0, 0, 0, 0};
    size_t offset = 33;
    for (;;) {
        if (length - offset < 8) return data->chunks > 0;
        uint32_t size = navlint_big_endian32(bytes + offset);
        const unsigned char *type = bytes + offset + 4;
        int is_data = memcmp(type, "IDAT", 4) == 0;
        if (!is_data && data->chunks > 0) return 1;
        if (!is_chunk_type(type) || size > (is_data ? idat_limit : WHOLE_MAX_CHUNK)) return 0;
        if (length - offset - 8 < (uint64_t)size + 4) return 0;
        if (is_data) {
            if (libdeflate_crc32(0, type, (size_t)size + 4) != navlint_big_endian32(type + 4 + size)) return 0;
            if (data->chunks++ == 0) data->first = offset;
            data->total += size;
            data->end = offset + 12 + size;
        } else {
            // A critical chunk (a palette, the end, a second header, one libpng does not know), a transparent
            // colour or an animation changes what libpng reads or is an error there.
            if ((type[0] & 0x20) == 0 || memcmp(type, "tRNS", 4) == 0 || memcmp(type, "acTL", 4) == 0
                || memcmp(type, "fcTL", 4) == 0 || memcmp(type, "fdAT", 4) == 0) {
                return 0;
            }
        }
        offset += (size_t)size + 12;
    }
}

/// The compressed image data in one piece: in place when one chunk holds it, else copied into `*joined`, which the
/// caller frees. NULL when the bytes are more than a picture of this size needs or there is no memory.
static const unsigned char *joined_data(const unsigned char *bytes, const image_data *data,
                                        const whole_layout *layout, unsigned char **joined) {
    *joined = NULL;
    if (data->chunks == 1) return bytes + data->first + 8;
    if (data->total > (uint64_t)layout->size + layout->size / 64 + 64 * 1024) return NULL;
    *joined = malloc(data->total > 0 ? (size_t)data->total : 1);
    if (*joined == NULL) return NULL;
    size_t written = 0;
    for (size_t offset = data->first; offset < data->end;) {
        uint32_t size = navlint_big_endian32(bytes + offset);
        memcpy(*joined + written, bytes + offset + 8, size);
        written += size;
        offset += (size_t)size + 12;
    }
    return *joined;
}

/// Inflates the zlib stream into `pixels`: 1 when it fills them exactly, its header asks for zlib's largest window
/// (libpng honours a smaller one, libdeflate does not) and its checksum follows (libpng reads it, unchecked).
static int inflate_exactly(const unsigned char *stream, size_t length, unsigned char *pixels, size_t size) {
    if (length < 6) return 0;
    unsigned char method = stream[0], flags = stream[1];
    if (method != 0x78 || ((unsigned)method << 8 | flags) % 31 != 0 || (flags & 0x20) != 0) return 0;
    struct libdeflate_decompressor *decompressor = libdeflate_alloc_decompressor();
    if (decompressor == NULL) return 0;
    size_t read = 0, written = 0;
    enum libdeflate_result result =
        libdeflate_deflate_decompress_ex(decompressor, stream + 2, length - 2, pixels, size, &read, &written);
    libdeflate_free_decompressor(decompressor);
    return result == LIBDEFLATE_SUCCESS && written == size && length - 2 - read >= 4;
}

static inline unsigned char paeth(unsigned char left, unsigned char above, unsigned char above_left) {
    int estimate = (int)left + above - above_left;
    int to_left = abs(estimate - left), to_above = abs(estimate - above), to_corner = abs(estimate - above_left);
    if (to_left <= to_above && to_left <= to_corner) return left;
    return to_above <= to_corner ? above : above_left;
}

/// Eight 16-bit lanes (the compiler's vector extension, SSE2 or NEON): a pixel's channels, the rest unused; and the
/// same lanes narrowed to bytes.
typedef int16_t lanes __attribute__((vector_size(16)));
typedef uint8_t lane_bytes __attribute__((vector_size(8)));

static inline lanes load_pixel(const unsigned char *bytes, size_t step) {
    return (lanes){bytes[0], bytes[1], bytes[2], step == 4 ? bytes[3] : 0, 0, 0, 0, 0};
}

static inline lanes absolute(lanes value) {
    lanes sign = value >> 15;
    return (value ^ sign) - sign;
}

/// The Paeth filter undone a pixel of three or four channels at a time, the channels side by side in lanes: the
/// same choice as paeth() for each (the distance to the estimate `left + above - corner` from each neighbour).
/// Inlined for each `step`, so that a pixel is stored in one move.
static inline __attribute__((always_inline)) void unpaeth_pixels(
    unsigned char *restrict row, const unsigned char *restrict above, size_t count, size_t step) {
    lanes left = {0}, corner = {0};
    for (size_t index = 0; index + step <= count; index += step) {
        lanes up = load_pixel(above + index, step), filtered = load_pixel(row + index, step);
        lanes to_left = absolute(up - corner), to_above = absolute(left - corner);
        lanes to_corner = absolute(left + up - corner - corner);
        lanes pick_left = (to_left <= to_above) & (to_left <= to_corner);
        lanes pick_above = ~pick_left & (to_above <= to_corner);
        lanes predicted = (left & pick_left) | (up & pick_above) | (corner & ~(pick_left | pick_above));
        left = (filtered + predicted) & 0xff;
        corner = up;
        lane_bytes stored = __builtin_convertvector(left, lane_bytes);
        memcpy(row + index, &stored, step);
    }
}

/// Undoes a row's filter in place: `row` is the row's bytes after its filter byte, `above` the row above it,
/// unfiltered (NULL for the first row), `step` the bytes of a pixel.
static void unfilter(unsigned char filter, unsigned char *restrict row, const unsigned char *restrict above,
                     size_t count, size_t step) {
    // Above the first row is a row of zeros: Up adds nothing there, and Paeth always picks the left neighbour.
    if (above == NULL && (filter == 2 || filter == 4)) filter = filter == 4 ? 1 : 0;
    switch (filter) {
    case 1:
        for (size_t index = step; index < count; index++) row[index] += row[index - step];
        break;
    case 2:
        for (size_t index = 0; index < count; index++) row[index] += above[index];
        break;
    case 3:
        for (size_t index = 0; index < count; index++) {
            unsigned left = index >= step ? row[index - step] : 0, up = above != NULL ? above[index] : 0;
            row[index] += (unsigned char)((left + up) >> 1);
        }
        break;
    case 4:
        if (step == 3 || step == 4) {
            if (step == 3) unpaeth_pixels(row, above, count, 3);
            else unpaeth_pixels(row, above, count, 4);
            break;
        }
        for (size_t index = 0; index < step && index < count; index++) row[index] += above[index];
        for (size_t index = step; index < count; index++) {
            row[index] += paeth(row[index - step], above[index], above[index - step]);
        }
        break;
    default:
        break;
    }
}

/// Grey and grey with alpha widened to RGB and RGBA, as libpng's grey-to-RGB transformation does.
static void widen_grey(const unsigned char *row, uint32_t width, uint32_t channels, unsigned char *wide) {
    for (uint32_t x = 0; x < width; x++) {
        const unsigned char *pixel = row + (size_t)x * channels;
        unsigned char *out = wide + (size_t)x * (channels + 2);
        out[0] = out[1] = out[2] = pixel[0];
        if (channels == 2) out[3] = pixel[1];
    }
}

/// Unfilters the rows in place and adds each to the scaler; a row that repeats the one above reuses its sums.
static navlint_picture_status scale_rows(unsigned char *pixels, const whole_layout *layout, navlint_decode_job *job) {
    uint32_t channels = layout->channels;
    int grey = channels < 3;
    if (grey) {
        job->row = malloc((size_t)layout->width * (channels + 2));
        if (job->row == NULL) return NAVLINT_PICTURE_NO_MEMORY;
    }
    size_t count = layout->stride - 1;
    const unsigned char *above = NULL;
    for (uint32_t y = 0; y < layout->height; y++) {
        unsigned char *row = pixels + (size_t)y * layout->stride;
        unfilter(row[0], row + 1, above, count, channels);
        int repeated = above != NULL && memcmp(row + 1, above, count) == 0;
        above = row + 1;
        if (repeated && navlint_scaler_repeat_row(&job->scaler, y)) continue;
        if (grey) widen_grey(row + 1, layout->width, channels, job->row);
        navlint_scaler_add_pixels(&job->scaler, grey ? job->row : row + 1, grey ? (int)channels + 2 : (int)channels,
                                  y, 0, 1);
    }
    return NAVLINT_PICTURE_OK;
}

int navlint_png_decode_whole(const unsigned char *bytes, size_t length, uint32_t max_width,
                             navlint_decode_job *job) {
    whole_layout layout;
    image_data data;
    if (!read_layout(bytes, length, &layout) || !find_image_data(bytes, length, &layout, &data)) return -1;
    // Deflate packs at most 258 bytes into 2 bits: less data than that cannot fill the picture, which is then not
    // allocated for.
    if (data.total * 1032 < layout.size) return -1;
    unsigned char *joined;
    const unsigned char *stream = joined_data(bytes, &data, &layout, &joined);
    unsigned char *pixels = stream != NULL ? malloc(layout.size) : NULL;
    int inflated = pixels != NULL && inflate_exactly(stream, (size_t)data.total, pixels, layout.size);
    free(joined);
    for (uint32_t y = 0; inflated && y < layout.height; y++) {
        if (pixels[(size_t)y * layout.stride] > 4) inflated = 0;
    }
    if (!inflated) {
        free(pixels);
        return -1;
    }
    job->width = layout.width;
    job->height = layout.height;
    uint32_t target_width, target_height;
    navlint_scaler_size(layout.width, layout.height, max_width, &target_width, &target_height);
    navlint_picture_status status =
        navlint_scaler_init(&job->scaler, layout.width, layout.height, target_width, target_height)
        ? scale_rows(pixels, &layout, job)
        : NAVLINT_PICTURE_NO_MEMORY;
    free(pixels);
    return (int)status;
}

int navlint_png_reads_whole(const unsigned char *bytes, size_t length) {
    navlint_decode_job *job = calloc(1, sizeof *job);
    if (job == NULL) return 0;
    int status = navlint_picture_sniff(bytes, length) == NAVLINT_PICTURE_PNG
        ? navlint_png_decode_whole(bytes, length, 1, job)
        : -1;
    navlint_scaler_free(&job->scaler);
    free(job->row);
    free(job);
    return status == NAVLINT_PICTURE_OK;
}
