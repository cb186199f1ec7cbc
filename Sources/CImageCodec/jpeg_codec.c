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
    jpeg_read_header(&info, TRUE);
    job->width = info.image_width;
    job->height = info.image_height;
    if (!navlint_within_limits(job->width, job->height)) {
        jpeg_destroy_decompress(&info);
        return NAVLINT_PICTURE_TOO_LARGE;
    }
    info.out_color_space = JCS_RGB;
    // The decoder scales by 1/2, 1/4 or 1/8 in its inverse DCT as long as the result stays at least twice as
    // wide as the thumbnail; the area averaging does the rest.
    info.scale_num = 1;
    info.scale_denom = 1;
    while (info.scale_denom < 8 && info.image_width / (info.scale_denom * 2) >= max_width * 2) info.scale_denom *= 2;
    jpeg_start_decompress(&info);
    navlint_picture_status status = NAVLINT_PICTURE_NO_MEMORY;
    job->row = malloc((size_t)info.output_width * 3);
    if (job->row != NULL && navlint_scaler_init(&job->scaler, info.output_width, info.output_height, max_width)) {
        while (info.output_scanline < info.output_height) {
            JSAMPROW rows[1] = {job->row};
            if (jpeg_read_scanlines(&info, rows, 1) != 1) on_jpeg_error((j_common_ptr)&info);
            navlint_scaler_add_row(&job->scaler, job->row, 3);
        }
        status = NAVLINT_PICTURE_OK;
    }
    jpeg_destroy_decompress(&info);
    return status;
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
