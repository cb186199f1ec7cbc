#ifndef NAVLINT_CODEC_INTERNAL_H
#define NAVLINT_CODEC_INTERNAL_H
#include "CImageCodec.h"

/// Area averaging: every source pixel adds its colour to the output pixels it overlaps, weighted by the overlap.
/// In integer units a source column spans `target_width` units and an output column `source_width` (rows alike),
/// so the weights are exact and the result does not depend on floating point.
typedef struct {
    uint32_t source_width, source_height, target_width, target_height;
    uint32_t next_row;
    /// Whether `row_sums` hold a whole source row (every column, not an interlaced pass's few).
    int row_sums_whole;
    /// One row's sums across, then the whole output's sums (three channels each).
    uint64_t *row_sums;
    uint64_t *sums;
    /// For each source column, the first output column it falls in and its weight there (the rest of its
    /// `target_width` units fall in the next).
    uint32_t *first_column;
    uint32_t *first_weight;
    /// For each output column, the first source column not wholly in it or before it.
    uint32_t *whole_end;
    /// For each output line, the weight of `row_sums` not yet added to its sums: a row that repeats the last
    /// one only adds its weight, and the sums are added once the row changes (lines `pending_first` to
    /// `pending_end`, none when they are equal).
    uint64_t *line_weights;
    uint32_t pending_first, pending_end;
} navlint_area_scaler;

/// The size of the scaled picture: `max_width` wide (never wider than the source), as tall as keeps the shape.
void navlint_scaler_size(uint32_t width, uint32_t height, uint32_t max_width, uint32_t *target_width,
                         uint32_t *target_height);
/// The bytes navlint_scaler_init allocates.
uint64_t navlint_scaler_memory(uint32_t width, uint32_t height, uint32_t max_width);
/// Prepares to scale a `width` x `height` picture to `target_width` x `target_height` (no larger than it).
int navlint_scaler_init(navlint_area_scaler *scaler, uint32_t width, uint32_t height, uint32_t target_width,
                        uint32_t target_height);
/// Adds the pixels of source row `y` at columns `first`, `first + step`, ... (an interlaced pass's row), RGBA
/// (alpha composited onto white) when `channels` is 4, else RGB.
void navlint_scaler_add_pixels(navlint_area_scaler *scaler, const unsigned char *row, int channels, uint32_t y,
                               uint32_t first, uint32_t step);
/// Adds source row `y` when it equals the whole row added last (its sums across are reused) and returns 1;
/// returns 0, adding nothing, when the last row added was not whole.
int navlint_scaler_repeat_row(navlint_area_scaler *scaler, uint32_t y);
/// Adds the next source row, RGBA (alpha composited onto white) when `channels` is 4, else RGB.
void navlint_scaler_add_row(navlint_area_scaler *scaler, const unsigned char *row, int channels);
/// Writes the averaged RGB pixels, target_width * target_height * 3 bytes.
void navlint_scaler_finish(navlint_area_scaler *scaler, unsigned char *pixels);
void navlint_scaler_free(navlint_area_scaler *scaler);

/// What a decode fills in: the scaled pixels come from `scaler`, the message from the library on failure.
typedef struct {
    navlint_area_scaler scaler;
    /// The row being read, and the one read before it (PNG only), to tell a row that repeats the last.
    unsigned char *row;
    unsigned char *previous_row;
    uint32_t width, height;
    char message[NAVLINT_PICTURE_MESSAGE_SIZE];
} navlint_decode_job;

int navlint_within_limits(uint32_t width, uint32_t height);
void navlint_copy_message(char *destination, const char *message);

/// Decodes a PNG: through the whole-buffer reader when it takes the picture and `streamed_only` is 0, else
/// streamed through libpng.
navlint_picture_status navlint_png_decode(
    const unsigned char *bytes, size_t length, uint32_t max_width, int streamed_only, navlint_decode_job *job);
/// Decodes a plain PNG whose pixels are inflated at once (png_whole.c): a status, or -1 when it declines the
/// picture (leaving `job` as it was) for libpng to read.
int navlint_png_decode_whole(const unsigned char *bytes, size_t length, uint32_t max_width, navlint_decode_job *job);
navlint_picture_status navlint_jpeg_decode(
    const unsigned char *bytes, size_t length, uint32_t max_width, navlint_decode_job *job);

/// The 32-bit number stored most significant byte first at `bytes`, as PNG stores them.
static inline uint32_t navlint_big_endian32(const unsigned char *bytes) {
    return (uint32_t)bytes[0] << 24 | (uint32_t)bytes[1] << 16 | (uint32_t)bytes[2] << 8 | bytes[3];
}

/// What decoding a PNG takes, from its first bytes (at least the signature and the header chunk's fields).
uint64_t navlint_png_memory(const unsigned char *bytes, size_t length, uint32_t max_width, int streamed_only);
/// What the whole-buffer reader takes for a PNG, from its first bytes: 0 when it would not take the picture.
uint64_t navlint_png_whole_memory(const unsigned char *bytes, size_t length, uint32_t max_width);
uint64_t navlint_jpeg_memory(const unsigned char *bytes, size_t length, uint32_t max_width);

navlint_picture_status navlint_png_encode(
    const unsigned char *pixels, uint32_t width, uint32_t height, navlint_thumbnail *thumbnail);
navlint_picture_status navlint_jpeg_encode(
    const unsigned char *pixels, uint32_t width, uint32_t height, navlint_thumbnail *thumbnail);

#endif
