#include "codec.h"

// XXH64 (Yann Collet's xxHash, 64-bit): four lanes of 8 bytes, each multiplied and rotated, then folded.

static const uint64_t prime1 = 0x9E3779B185EBCA87ULL, prime2 = 0xC2B2AE3D27D4EB4FULL;
static const uint64_t prime3 = 0x165667B19E3779F9ULL, prime4 = 0x85EBCA77C2B2AE63ULL;
static const uint64_t prime5 = 0x27D4EB2F165667C5ULL;

static inline uint64_t rotate(uint64_t value, int bits) { return (value << bits) | (value >> (64 - bits)); }

static inline uint64_t read64(const unsigned char *bytes) {
    uint64_t value = 0;
    for (int index = 7; index >= 0; index--) value = value << 8 | bytes[index];
    return value;
}

static inline uint64_t read32(const unsigned char *bytes) {
    return (uint64_t)bytes[0] | (uint64_t)bytes[1] << 8 | (uint64_t)bytes[2] << 16 | (uint64_t)bytes[3] << 24;
}

static inline uint64_t mix(uint64_t lane, uint64_t input) { return rotate(lane + input * prime2, 31) * prime1; }

static inline uint64_t merge(uint64_t hash, uint64_t lane) { return (hash ^ mix(0, lane)) * prime1 + prime4; }

uint64_t navlint_hash64(const unsigned char *bytes, size_t length, uint64_t seed) {
    const unsigned char *end = bytes + length;
    uint64_t hash;
    if (length >= 32) {
        uint64_t lanes[4] = {seed + prime1 + prime2, seed + prime2, seed, seed - prime1};
        for (; end - bytes >= 32; bytes += 32) {
            for (int lane = 0; lane < 4; lane++) lanes[lane] = mix(lanes[lane], read64(bytes + lane * 8));
        }
        hash = rotate(lanes[0], 1) + rotate(lanes[1], 7) + rotate(lanes[2], 12) + rotate(lanes[3], 18);
        for (int lane = 0; lane < 4; lane++) hash = merge(hash, lanes[lane]);
    } else {
        hash = seed + prime5;
    }
    hash += length;
    for (; end - bytes >= 8; bytes += 8) hash = rotate(hash ^ mix(0, read64(bytes)), 27) * prime1 + prime4;
    if (end - bytes >= 4) {
        hash = rotate(hash ^ read32(bytes) * prime1, 23) * prime2 + prime3;
        bytes += 4;
    }
    for (; bytes < end; bytes++) hash = rotate(hash ^ *bytes * prime5, 11) * prime1;
    hash ^= hash >> 33;
    hash *= prime2;
    hash ^= hash >> 29;
    hash *= prime3;
    return hash ^ (hash >> 32);
}
