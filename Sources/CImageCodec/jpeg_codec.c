#include "codec.h"
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <jpeglib.h>

/// A progressive JPEG may hold any number of scans, each of which goes over the whole picture again.
#define NAVLINT_JPEG_MAX_SCANS 256

/// libjpeg's error manager, extended with where to jump back to and where to keep the message.
typedef struct {
    struct jpeg_error_mgr base;
    jmp_buf jump;
    char *message;
} jpeg_error_trap;

/// libjpeg calls this on an error and expects it not to return.
static void on_jpeg_error(j_common_ptr info) {
    jpeg_error_trap *failure = (jpeg_error_trap *)info->err;
    char message[JMSG_LENGTH_MAX];
    (*info->err->format_message)(info, message);
    navlint_copy_message(failure->message, message);
    longjmp(failure->jump, 1);
}

/// Warnings (level -1: corrupt or truncated data, which libjpeg would paper over with grey) count as errors;
/// trace messages are dropped. Nothing is printed.
static void on_jpeg_message(j_common_ptr info, int level) {
    if (level < 0) on_jpeg_error(info);
}

static void on_jpeg_progress(j_common_ptr info) {
    j_decompress_ptr decompress = (j_decompress_ptr)info;
    if (info->is_decompressor && decompress->input_scan_number > NAVLINT_JPEG_MAX_SCANS) {
        jpeg_error_trap *failure = (jpeg_error_trap *)info->err;
        navlint_copy_message(failure->message, "too many progressive scans");
        longjmp(failure->jump, 1);
    }
}

static void prepare_jpeg_errors(jpeg_error_trap *failure, char *message) {
    jpeg_std_error(&failure->base);
    failure->base.error_exit = on_jpeg_error;
    failure->base.emit_message = on_jpeg_message;
    failure->message = message;
}

/// Lets libjpeg's inverse DCT scale the picture down by the largest of its factors (1/8 to 8/8) that keeps it at
/// least twice as wide as the thumbnail: that skips most of the decoder's work, and the area averaging does the
/// rest. (Scaled down to the thumbnail's width itself, the DCT's edges ring: some pixels come out 100 levels
/// off the area average, against 40 at twice the width, for a third less time.) A libjpeg that knows fewer
/// factors picks one no smaller.
static void choose_scale(j_decompress_ptr info, uint32_t max_width) {
    info->scale_denom = 8;
    for (info->scale_num = 1; info->scale_num < 8; info->scale_num++) {
        jpeg_calc_output_dimensions(info);
        if (info->output_width >= (uint64_t)max_width * 2) return;
    }
    jpeg_calc_output_dimensions(info);
}

/// CMYK and YCCK pictures are asked for as CMYK (libjpeg turns YCCK into it) and turned into RGB here.
static int is_cmyk(j_decompress_ptr info) {
    return info->jpeg_color_space == JCS_CMYK || info->jpeg_color_space == JCS_YCCK;
}

/// Turns a row of CMYK pixels into RGB in place, as ink on white. Adobe's programs, which write the Adobe
/// marker, store the inks inverted (0 is full ink); without the marker 0 is no ink.
static void cmyk_to_rgb(unsigned char *row, JDIMENSION width, int inverted) {
    for (JDIMENSION x = 0; x < width; x++) {
        const unsigned char *ink = row + (size_t)x * 4;
        unsigned int black = inverted ? ink[3] : 255 - ink[3];
        for (int channel = 0; channel < 3; channel++) {
            unsigned int colour = inverted ? ink[channel] : 255 - ink[channel];
            row[(size_t)x * 3 + channel] = (unsigned char)((colour * black + 127) / 255);
        }
    }
}

/// Reads the header and sets up the colour space and the scale; false when the picture is over the limits.
static int prepare_decode(j_decompress_ptr info, uint32_t max_width, navlint_decode_job *job) {
    jpeg_read_header(info, TRUE);
    job->width = info->image_width;
    job->height = info->image_height;
    if (!navlint_within_limits(job->width, job->height)) return 0;
    info->out_color_space = is_cmyk(info) ? JCS_CMYK : JCS_RGB;
    choose_scale(info, max_width);
    return 1;
}

navlint_picture_status navlint_jpeg_decode(
    const unsigned char *bytes, size_t length, uint32_t max_width, navlint_decode_job *job) {
    struct jpeg_decompress_struct info;
    struct jpeg_progress_mgr progress = {.progress_monitor = on_jpeg_progress};
    jpeg_error_trap failure;
    prepare_jpeg_errors(&failure, job->message);
    info.err = &failure.base;
    if (setjmp(failure.jump)) {
        jpeg_destroy_decompress(&info);
        return NAVLINT_PICTURE_CORRUPT;
    }
    jpeg_create_decompress(&info);
    info.progress = &progress;
    jpeg_mem_src(&info, bytes, (unsigned long)length);
    if (!prepare_decode(&info, max_width, job)) {
        jpeg_destroy_decompress(&info);
        return NAVLINT_PICTURE_TOO_LARGE;
    }
    jpeg_start_decompress(&info);
    navlint_picture_status status = NAVLINT_PICTURE_NO_MEMORY;
    int cmyk = info.out_color_space == JCS_CMYK, inverted = info.saw_Adobe_marker;
    job->row = malloc((size_t)info.output_width * (cmyk ? 4 : 3));
    // The thumbnail's size comes from the picture's own, not from the size the DCT scaled it to.
    uint32_t target_width, target_height;
    navlint_scaler_size(job->width, job->height, max_width, &target_width, &target_height);
    if (job->row != NULL
        && navlint_scaler_init(&job->scaler, info.output_width, info.output_height, target_width, target_height)) {
        while (info.output_scanline < info.output_height) {
            JSAMPROW rows[1] = {job->row};
            if (jpeg_read_scanlines(&info, rows, 1) != 1) on_jpeg_error((j_common_ptr)&info);
            if (cmyk) cmyk_to_rgb(job->row, info.output_width, inverted);
            navlint_scaler_add_row(&job->scaler, job->row, 3);
        }
        status = NAVLINT_PICTURE_OK;
    }
    jpeg_destroy_decompress(&info);
    return status;
}

/// What libjpeg holds while decoding, read from the header: the whole picture's DCT coefficients (two bytes
/// each) when it comes in several scans (progressive ones above all), and a few rows of samples at the
/// chosen scale; then the scaler's.
static uint64_t jpeg_memory(j_decompress_ptr info, uint32_t max_width) {
    uint64_t memory = 256 * 1024 + (uint64_t)info->output_width * 4 * 16 * 4;
    if (jpeg_has_multiple_scans(info)) {
        for (int index = 0; index < info->num_components; index++) {
            jpeg_component_info *component = info->comp_info + index;
            uint64_t across = component->width_in_blocks + component->h_samp_factor;
            uint64_t down = component->height_in_blocks + component->v_samp_factor;
            memory += across * down * DCTSIZE2 * sizeof(JCOEF);
        }
    }
    return memory + navlint_scaler_memory(info->output_width, info->output_height, max_width);
}

uint64_t navlint_jpeg_memory(const unsigned char *bytes, size_t length, uint32_t max_width) {
    struct jpeg_decompress_struct info;
    jpeg_error_trap failure;
    char message[NAVLINT_PICTURE_MESSAGE_SIZE];
    navlint_decode_job job = {0};
    prepare_jpeg_errors(&failure, message);
    info.err = &failure.base;
    if (setjmp(failure.jump)) {
        jpeg_destroy_decompress(&info);
        return NAVLINT_PICTURE_MEMORY_UNKNOWN;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, bytes, (unsigned long)length);
    uint64_t memory = prepare_decode(&info, max_width, &job) ? jpeg_memory(&info, max_width) : 0;
    jpeg_destroy_decompress(&info);
    return memory;
}

navlint_picture_status navlint_jpeg_encode(
    const unsigned char *pixels, uint32_t width, uint32_t height, navlint_thumbnail *thumbnail) {
    struct jpeg_compress_struct info;
    jpeg_error_trap failure;
    prepare_jpeg_errors(&failure, thumbnail->message);
    info.err = &failure.base;
    unsigned char *output = NULL;
    unsigned long size = 0;
    if (setjmp(failure.jump)) {
        jpeg_destroy_compress(&info);
        free(output);
        return NAVLINT_PICTURE_NO_MEMORY;
    }
    jpeg_create_compress(&info);
    jpeg_mem_dest(&info, &output, &size);
    info.image_width = width;
    info.image_height = height;
    info.input_components = 3;
    info.in_color_space = JCS_RGB;
    jpeg_set_defaults(&info);
    jpeg_set_quality(&info, 85, TRUE);
    info.optimize_coding = TRUE;
    jpeg_start_compress(&info, TRUE);
    while (info.next_scanline < info.image_height) {
        JSAMPROW rows[1] = {(JSAMPROW)(pixels + (size_t)info.next_scanline * width * 3)};
        jpeg_write_scanlines(&info, rows, 1);
    }
    jpeg_finish_compress(&info);
    jpeg_destroy_compress(&info);
    thumbnail->bytes = output;
    thumbnail->length = size;
    return NAVLINT_PICTURE_OK;
}
