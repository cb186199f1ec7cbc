#include "codec.h"
#include <stdlib.h>
#include <string.h>

/// The part of [start, end) that falls in cell `index` of a grid of cells `cell` units long.
static uint64_t overlap(uint64_t start, uint64_t end, uint64_t index, uint64_t cell) {
    uint64_t low = index * cell > start ? index * cell : start;
    uint64_t high = (index + 1) * cell < end ? (index + 1) * cell : end;
    return high > low ? high - low : 0;
}

int navlint_scaler_init(navlint_area_scaler *scaler, uint32_t width, uint32_t height, uint32_t max_width) {
    memset(scaler, 0, sizeof *scaler);
    if (width == 0 || height == 0) return 0;
    uint32_t target_width = max_width == 0 ? 1 : max_width;
    if (target_width > width) target_width = width;
    uint64_t target_height = ((uint64_t)height * target_width + width / 2) / width;
    if (target_height == 0) target_height = 1;
    scaler->source_width = width;
    scaler->source_height = height;
    scaler->target_width = target_width;
    scaler->target_height = (uint32_t)target_height;
    scaler->row_sums = calloc((size_t)target_width * 3, sizeof(uint64_t));
    scaler->sums = calloc((size_t)target_width * (size_t)target_height * 3, sizeof(uint64_t));
    scaler->first_column = calloc(width, sizeof(uint32_t));
    scaler->first_weight = calloc(width, sizeof(uint32_t));
    if (!scaler->row_sums || !scaler->sums || !scaler->first_column || !scaler->first_weight) return 0;
    for (uint64_t x = 0; x < width; x++) {
        uint64_t start = x * target_width;
        scaler->first_column[x] = (uint32_t)(start / width);
        scaler->first_weight[x] = (uint32_t)overlap(start, start + target_width, start / width, width);
    }
    return 1;
}

static void composite(const unsigned char *pixel, int channels, uint64_t colour[3]) {
    uint64_t alpha = channels == 4 ? pixel[3] : 255;
    if (alpha == 255) {
        for (int channel = 0; channel < 3; channel++) colour[channel] = pixel[channel];
        return;
    }
    for (int channel = 0; channel < 3; channel++) {
        colour[channel] = (pixel[channel] * alpha + 255 * (255 - alpha) + 127) / 255;
    }
}

void navlint_scaler_add_row(navlint_area_scaler *scaler, const unsigned char *row, int channels) {
    if (scaler->next_row >= scaler->source_height) return;
    uint64_t source_width = scaler->source_width, target_width = scaler->target_width;
    memset(scaler->row_sums, 0, (size_t)target_width * 3 * sizeof(uint64_t));
    for (uint64_t x = 0; x < source_width; x++) {
        uint64_t colour[3];
        composite(row + x * (uint64_t)channels, channels, colour);
        // A source column is never wider than an output column, so it overlaps one or two of them.
        uint64_t column = scaler->first_column[x], weight = scaler->first_weight[x];
        uint64_t *sums = scaler->row_sums + column * 3;
        for (int channel = 0; channel < 3; channel++) sums[channel] += colour[channel] * weight;
        if (weight < target_width) {
            for (int channel = 0; channel < 3; channel++) sums[3 + channel] += colour[channel] * (target_width - weight);
        }
    }
    uint64_t source_height = scaler->source_height, target_height = scaler->target_height;
    uint64_t start = scaler->next_row * target_height, end = start + target_height;
    for (uint64_t line = start / source_height; line < target_height && line * source_height < end; line++) {
        uint64_t weight = overlap(start, end, line, source_height);
        uint64_t *sums = scaler->sums + line * target_width * 3;
        for (uint64_t index = 0; index < target_width * 3; index++) sums[index] += scaler->row_sums[index] * weight;
    }
    scaler->next_row++;
}

void navlint_scaler_finish(const navlint_area_scaler *scaler, unsigned char *pixels) {
    uint64_t total = (uint64_t)scaler->source_width * scaler->source_height;
    size_t count = (size_t)scaler->target_width * scaler->target_height * 3;
    for (size_t index = 0; index < count; index++) {
        uint64_t value = (scaler->sums[index] + total / 2) / total;
        pixels[index] = (unsigned char)(value > 255 ? 255 : value);
    }
}

void navlint_scaler_free(navlint_area_scaler *scaler) {
    free(scaler->row_sums);
    free(scaler->sums);
    free(scaler->first_column);
    free(scaler->first_weight);
    scaler->row_sums = NULL;
    scaler->sums = NULL;
    scaler->first_column = NULL;
    scaler->first_weight = NULL;
}
