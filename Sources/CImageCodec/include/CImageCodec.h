#ifndef NAVLINT_CIMAGECODEC_H
#define NAVLINT_CIMAGECODEC_H
#include <stddef.h>
#include <stdint.h>

/// What a picture's bytes are, read from their first bytes (never from a file name).
typedef enum {
    NAVLINT_PICTURE_UNKNOWN = 0,
    NAVLINT_PICTURE_PNG = 1,
    NAVLINT_PICTURE_JPEG = 2,
} navlint_picture_format;

/// The outcome of making a thumbnail.
typedef enum {
    NAVLINT_PICTURE_OK = 0,
    /// Neither a PNG nor a JPEG.
    NAVLINT_PICTURE_NOT_AN_IMAGE = 1,
    /// Wider or taller than NAVLINT_PICTURE_MAX_SIDE, or more pixels than NAVLINT_PICTURE_MAX_PIXELS; nothing was
    /// decoded.
    NAVLINT_PICTURE_TOO_LARGE = 2,
    /// libpng or libjpeg stopped with an error (truncated or corrupt data); the message says which.
    NAVLINT_PICTURE_CORRUPT = 3,
    NAVLINT_PICTURE_NO_MEMORY = 4,
} navlint_picture_status;

#define NAVLINT_PICTURE_MAX_SIDE 16384
#define NAVLINT_PICTURE_MAX_PIXELS 40000000
#define NAVLINT_PICTURE_MESSAGE_SIZE 200

/// The encodings a thumbnail can be written in.
typedef enum {
    NAVLINT_THUMBNAIL_JPEG = 0,
    NAVLINT_THUMBNAIL_PNG = 1,
    /// The scaled pixels themselves, RGB, three bytes each, row by row (for tests).
    NAVLINT_THUMBNAIL_RGB = 2,
} navlint_thumbnail_encoding;

/// A thumbnail: its encoded bytes (free them with navlint_thumbnail_free), its size, and what the source was.
typedef struct {
    unsigned char *bytes;
    size_t length;
    uint32_t width;
    uint32_t height;
    uint32_t source_width;
    uint32_t source_height;
    navlint_picture_format source_format;
    /// libpng's or libjpeg's message when the status is NAVLINT_PICTURE_CORRUPT.
    char message[NAVLINT_PICTURE_MESSAGE_SIZE];
} navlint_thumbnail;

/// The format the bytes start with.
navlint_picture_format navlint_picture_sniff(const unsigned char *bytes, size_t length);

/// Decodes a PNG or JPEG (a plain PNG's pixels inflated at once, the rest streamed through libpng or libjpeg),
/// composites any transparency onto white, scales it down to at most `max_width` pixels wide by area averaging
/// (never up) and encodes the result. Errors of the libraries are caught here (they report them by longjmp) and
/// returned as a status; the libraries print nothing.
navlint_picture_status navlint_thumbnail_make(
    const unsigned char *bytes, size_t length, uint32_t max_width, navlint_thumbnail_encoding encoding,
    navlint_thumbnail *thumbnail);

/// navlint_thumbnail_make with every PNG streamed through libpng, also a plain one it would inflate at once: for
/// the tests and the fuzz harness, which compare the two readers.
navlint_picture_status navlint_thumbnail_make_streamed(
    const unsigned char *bytes, size_t length, uint32_t max_width, navlint_thumbnail_encoding encoding,
    navlint_thumbnail *thumbnail);

/// Whether navlint_thumbnail_make inflates this PNG's pixels at once rather than streaming them through libpng: a
/// plain PNG (8 bits a channel, not interlaced, no palette or transparent colour) that libpng reads without an
/// error. For the tests.
int navlint_png_reads_whole(const unsigned char *bytes, size_t length);

void navlint_thumbnail_free(navlint_thumbnail *thumbnail);

/// What navlint_picture_memory says when the bytes end before the picture's header does: as much as the largest
/// picture navlint reads may take.
#define NAVLINT_PICTURE_MEMORY_UNKNOWN ((uint64_t)256 << 20)

/// About how many bytes of memory navlint_thumbnail_make (or, with `streamed_only`, navlint_thumbnail_make_streamed)
/// needs for these bytes, besides the bytes themselves, read from the picture's header alone: the first few
/// hundred kilobytes of a file are enough for all but JPEGs with a large block of metadata in front (those get
/// NAVLINT_PICTURE_MEMORY_UNKNOWN). Nothing is decoded.
uint64_t navlint_picture_memory(const unsigned char *bytes, size_t length, uint32_t max_width, int streamed_only);

/// A number that changes when the same bytes may give another thumbnail: the libraries' versions.
uint32_t navlint_codec_version(void);

/// A 64-bit hash of the bytes (XXH64), fast enough to run over every picture before it is decoded.
uint64_t navlint_hash64(const unsigned char *bytes, size_t length, uint64_t seed);

#endif
