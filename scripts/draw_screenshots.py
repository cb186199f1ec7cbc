#!/usr/bin/env python3
"""Draws phone-screen pictures as PNG files with nothing but the standard library (zlib): a status bar, a
coloured navigation bar with a title block, rows of "text" strokes and a tab bar. No third-party images.

  scripts/draw_screenshots.py OUT.png TITLE [--size 390x844] [--hue 0..359] [--seed N]

Used for the pictures of Samples/Screenshots/ and by scripts/bench_screenshots.py, which draws full-size
ones (1170x2532) through `picture()`. The same arguments give the same bytes.
"""
import argparse
import colorsys
import random
import struct
import zlib


def png(width, height, rows):
    """PNG bytes of RGB rows (each `width * 3` bytes)."""
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    raw = b"".join(b"\0" + row for row in rows)
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")


def rgb(hue, saturation, value):
    return bytes(round(c * 255) for c in colorsys.hsv_to_rgb(hue / 360, saturation, value))


def text_rows(width, left, length, height, rng, ink, paper):
    """Rows of a line of text: strokes of glyph-like widths, lighter at their edges (anti-aliasing)."""
    strokes = []
    x = left
    while x < left + length:
        glyph = rng.randint(2, max(3, height // 3))
        strokes.append((x, glyph))
        x += glyph + rng.randint(1, max(2, height // 4)) + (height // 2 if rng.random() < 0.15 else 0)
    rows = []
    for y in range(height):
        row = bytearray(paper * width)
        for start, glyph in strokes:
            if rng.random() < 0.25 and 0 < y < height - 1:
                continue
            end = min(start + glyph, left + length, width)
            if end > start:
                row[start * 3:end * 3] = ink * (end - start)
                edge = bytes((a + b) // 2 for a, b in zip(ink, paper))
                if end < width:
                    row[end * 3:end * 3 + 3] = edge
        rows.append(bytes(row))
    return rows


def picture(width, height, title, hue, seed):
    """The RGB rows of one screen."""
    rng = random.Random(f"{title}/{seed}")
    scale = width / 390
    paper, ink, faint = b"\xff\xff\xff", b"\x22\x22\x28", b"\xe4\xe4\xea"
    accent = rgb(hue, 0.55, 0.85)
    rows = []
    rows += [b"\xf6\xf6\xf8" * width] * round(44 * scale)
    bar = round(56 * scale)
    title_rows = text_rows(width, round(20 * scale), round(min(300, 18 * len(title)) * scale), round(22 * scale),
                           rng, b"\xff\xff\xff", accent)
    pad = (bar - len(title_rows)) // 2
    rows += [accent * width] * pad + title_rows + [accent * width] * (bar - pad - len(title_rows))
    tab_bar = round(83 * scale)
    while len(rows) < height - tab_bar:
        kind = rng.random()
        if kind < 0.15:
            block = round(rng.randint(80, 180) * scale)
            tint = rgb((hue + rng.randint(-30, 30)) % 360, 0.25, 0.95)
            rows += [paper * width] * round(8 * scale)
            rows += [paper * round(16 * scale) + tint * (width - round(32 * scale)) + paper * round(16 * scale)] * block
        else:
            line = text_rows(width, round(16 * scale), round(rng.randint(120, 340) * scale), round(16 * scale), rng,
                             ink, paper)
            rows += [paper * width] * round(14 * scale) + line + [paper * width] * round(14 * scale)
            rows.append(faint * width)
    rows = rows[:height - tab_bar]
    icons = bytearray(b"\xf6\xf6\xf8" * width)
    for tab in range(4):
        centre = round((tab + 0.5) * width / 4)
        half = round(12 * scale)
        icons[(centre - half) * 3:(centre + half) * 3] = (accent if tab == 0 else b"\x99\x99\xa0") * (2 * half)
    plain = b"\xf6\xf6\xf8" * width
    rows += [faint * width] + [plain] * round(12 * scale) + [bytes(icons)] * round(24 * scale)
    rows += [plain] * (height - len(rows))
    return rows[:height]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("output")
    parser.add_argument("title")
    parser.add_argument("--size", default="390x844")
    parser.add_argument("--hue", type=int, default=210)
    parser.add_argument("--seed", type=int, default=1)
    arguments = parser.parse_args()
    width, height = (int(part) for part in arguments.size.split("x"))
    with open(arguments.output, "wb") as file:
        file.write(png(width, height, picture(width, height, arguments.title, arguments.hue, arguments.seed)))


if __name__ == "__main__":
    main()
