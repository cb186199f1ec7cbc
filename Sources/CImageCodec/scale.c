#include "codec.h"
#include <stdlib.h>
#include <string.h>

/// The part of [start, end) that falls in cell `index` of a grid of cells `cell` units long.
static uint64_t overlap(uint64_t start, uint64_t end, uint64_t index, uint64_t cell) {
    uint64_t low = index * cell > start ? index * cell : start;
    uint64_t high = (index + 1) * cell < end ? (index + 1) * cell : end;
    return high > low ? high - low : 0;
}

void navlint_scaler_size(uint32_t width, uint32_t height, uint32_t max_width, uint32_t *target_width,
                         uint32_t *target_height) {
    uint32_t wide = max_width == 0 ? 1 : max_width;
    if (wide > width) wide = width;
    uint64_t tall = width == 0 ? 0 : ((uint64_t)height * wide + width / 2) / width;
    *target_width = wide;
    *target_height = tall == 0 ? 1 : (uint32_t)tall;
}

int navlint_scaler_init(navlint_area_scaler *scaler, uint32_t width, uint32_t height, uint32_t target_width,
                        uint32_t target_height) {
    memset(scaler, 0, sizeof *scaler);
    if (width == 0 || height == 0 || target_width == 0 || target_height == 0) return 0;
    // Scaling never goes up: a source pixel is never larger than an output pixel.
    if (target_width > width) target_width = width;
    if (target_height > height) target_height = height;
    scaler->source_width = width;
    scaler->source_height = height;
    scaler->target_width = target_width;
    scaler->target_height = target_height;
    scaler->row_sums = calloc((size_t)target_width * 3, sizeof(uint64_t));
    scaler->sums = calloc((size_t)target_width * (size_t)target_height * 3, sizeof(uint64_t));
    scaler->first_column = calloc(width, sizeof(uint32_t));
    scaler->first_weight = calloc(width, sizeof(uint32_t));
    scaler->whole_end = calloc(target_width, sizeof(uint32_t));
    scaler->line_weights = calloc(target_height, sizeof(uint64_t));
    if (!scaler->row_sums || !scaler->sums || !scaler->first_column || !scaler->first_weight || !scaler->whole_end
        || !scaler->line_weights) {
        return 0;
    }
    for (uint64_t column = 0; column < target_width; column++) {
        scaler->whole_end[column] = (uint32_t)((column + 1) * width / target_width);
    }
    for (uint64_t x = 0; x < width; x++) {
        uint64_t start = x * target_width;
        scaler->first_column[x] = (uint32_t)(start / width);
        scaler->first_weight[x] = (uint32_t)overlap(start, start + target_width, start / width, width);
    }
    return 1;
}

uint64_t navlint_scaler_memory(uint32_t width, uint32_t height, uint32_t max_width) {
    uint32_t target_width, target_height;
    navlint_scaler_size(width, height, max_width, &target_width, &target_height);
    return (uint64_t)target_width * target_height * 3 * sizeof(uint64_t) + (uint64_t)width * 2 * sizeof(uint32_t)
        + (uint64_t)target_width * (3 * sizeof(uint64_t) + sizeof(uint32_t))
        + (uint64_t)target_height * sizeof(uint64_t);
}

/// Adds one pixel's colour, weighted, to the row sums of the output columns it overlaps.
static inline void add_pixel(navlint_area_scaler *scaler, uint64_t x, uint64_t red, uint64_t green, uint64_t blue) {
    uint64_t target_width = scaler->target_width;
    // A source column is never wider than an output column, so it overlaps one or two of them.
    uint64_t column = scaler->first_column[x], weight = scaler->first_weight[x];
    uint64_t *sums = scaler->row_sums + column * 3;
    sums[0] += red * weight;
    sums[1] += green * weight;
    sums[2] += blue * weight;
    if (weight < target_width) {
        uint64_t rest = target_width - weight;
        sums[3] += red * rest;
        sums[4] += green * rest;
        sums[5] += blue * rest;
    }
}

/// Composites each pixel onto white when it has an alpha channel (`channels` 4) and adds it to the row sums.
static void add_pixels(navlint_area_scaler *scaler, const unsigned char *row, int channels, uint32_t count,
                       uint32_t first, uint32_t step) {
    uint64_t x = first;
    for (uint32_t index = 0; index < count; index++, x += step, row += channels) {
        uint64_t alpha = channels == 4 ? row[3] : 255;
        if (alpha == 255) {
            add_pixel(scaler, x, row[0], row[1], row[2]);
            continue;
        }
        uint64_t white = 255 * (255 - alpha) + 127;
        add_pixel(scaler, x, (row[0] * alpha + white) / 255, (row[1] * alpha + white) / 255,
                  (row[2] * alpha + white) / 255);
    }
}

/// The fast path for a whole row of opaque pixels (RGB, or RGBA whose alpha is all 255): the pixels that fall
/// wholly in one output column are summed plainly and weighted once; only the one pixel that straddles two
/// columns is split between them.
static void add_opaque_row(navlint_area_scaler *scaler, const unsigned char *row, int channels) {
    uint64_t target_width = scaler->target_width, source_width = scaler->source_width;
    uint64_t *sums = scaler->row_sums;
    uint64_t x = 0;
    uint64_t carried[3] = {0, 0, 0};
    for (uint64_t column = 0; column < target_width; column++, sums += 3) {
        uint32_t red = 0, green = 0, blue = 0;
        const unsigned char *pixel = row + x * channels;
        for (uint64_t end = scaler->whole_end[column]; x < end; x++, pixel += channels) {
            red += pixel[0];
            green += pixel[1];
            blue += pixel[2];
        }
        sums[0] = carried[0] + red * target_width;
        sums[1] = carried[1] + green * target_width;
        sums[2] = carried[2] + blue * target_width;
        carried[0] = carried[1] = carried[2] = 0;
        if (x < source_width && scaler->first_column[x] == column) {
            uint64_t weight = scaler->first_weight[x], rest = target_width - weight;
            for (int channel = 0; channel < 3; channel++) {
                sums[channel] += pixel[channel] * weight;
                carried[channel] = pixel[channel] * rest;
            }
            x++;
        }
    }
}

/// Whether a row of RGBA pixels is opaque throughout.
static int is_opaque(const unsigned char *row, uint32_t count) {
    unsigned char all = 255;
    for (uint32_t index = 0; index < count; index++) all &= row[index * 4 + 3];
    return all == 255;
}

/// Adds the row sums, weighted, to the sums of the lines that still owe them.
static void spread_row_sums(navlint_area_scaler *scaler) {
    uint64_t width = (uint64_t)scaler->target_width * 3;
    for (uint64_t line = scaler->pending_first; line < scaler->pending_end; line++) {
        uint64_t weight = scaler->line_weights[line], *sums = scaler->sums + line * width;
        for (uint64_t index = 0; index < width; index++) sums[index] += scaler->row_sums[index] * weight;
        scaler->line_weights[line] = 0;
    }
    scaler->pending_first = scaler->pending_end = 0;
}

/// Owes the row sums, weighted, to the output lines source row `y` overlaps.
static void owe_row_sums(navlint_area_scaler *scaler, uint32_t y) {
    uint64_t source_height = scaler->source_height, target_height = scaler->target_height;
    uint64_t start = (uint64_t)y * target_height, end = start + target_height;
    for (uint64_t line = start / source_height; line < target_height && line * source_height < end; line++) {
        if (scaler->pending_first == scaler->pending_end) scaler->pending_first = (uint32_t)line;
        scaler->line_weights[line] += overlap(start, end, line, source_height);
        scaler->pending_end = (uint32_t)line + 1;
    }
}

void navlint_scaler_add_pixels(navlint_area_scaler *scaler, const unsigned char *row, int channels, uint32_t y,
                               uint32_t first, uint32_t step) {
    if (y >= scaler->source_height || first >= scaler->source_width || step == 0) return;
    uint32_t count = (scaler->source_width - first + step - 1) / step;
    spread_row_sums(scaler);
    if (step == 1 && (channels == 3 || is_opaque(row, count))) {
        add_opaque_row(scaler, row, channels);
    } else {
        memset(scaler->row_sums, 0, (size_t)scaler->target_width * 3 * sizeof(uint64_t));
        add_pixels(scaler, row, channels, count, first, step);
    }
    scaler->row_sums_whole = first == 0 && step == 1;
    owe_row_sums(scaler, y);
}

int navlint_scaler_repeat_row(navlint_area_scaler *scaler, uint32_t y) {
    if (!scaler->row_sums_whole) return 0;
    if (y < scaler->source_height) owe_row_sums(scaler, y);
    return 1;
}

void navlint_scaler_add_row(navlint_area_scaler *scaler, const unsigned char *row, int channels) {
    if (scaler->next_row >= scaler->source_height) return;
    navlint_scaler_add_pixels(scaler, row, channels, scaler->next_row, 0, 1);
    scaler->next_row++;
}

void navlint_scaler_finish(navlint_area_scaler *scaler, unsigned char *pixels) {
    spread_row_sums(scaler);
    uint64_t total = (uint64_t)scaler->source_width * scaler->source_height;
    size_t count = (size_t)scaler->target_width * scaler->target_height * 3;
    // Each mean is `(sum + total / 2) / total`, rounded down. A sum is at most 255 times `total` (at most 40
    // million pixels), well within a double's 53 bits, so the quotient through the reciprocal is off by at most
    // one and is put right by comparing: exact, without a 64-bit division per channel.
    double reciprocal = 1.0 / (double)total;
    for (size_t index = 0; index < count; index++) {
        uint64_t dividend = scaler->sums[index] + total / 2;
        uint64_t value = (uint64_t)((double)dividend * reciprocal);
        if (value * total > dividend) value--;
        else if ((value + 1) * total <= dividend) value++;
        pixels[index] = (unsigned char)(value > 255 ? 255 : value);
    }
}

void navlint_scaler_free(navlint_area_scaler *scaler) {
    free(scaler->row_sums);
    free(scaler->sums);
    free(scaler->first_column);
    free(scaler->first_weight);
    free(scaler->whole_end);
    free(scaler->line_weights);
    scaler->whole_end = NULL;
    scaler->line_weights = NULL;
    scaler->row_sums = NULL;
    scaler->sums = NULL;
    scaler->first_column = NULL;
    scaler->first_weight = NULL;
}
