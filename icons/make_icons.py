#!/usr/bin/env python3
"""Draws the app icon (a card with a heart on felt green) without any image library.

Run from the repository root: python3 icons/make_icons.py
"""
import math
import struct
import zlib


def inside_round_rect(x, y, x0, y0, x1, y1, r):
    if x < x0 or x > x1 or y < y0 or y > y1:
        return False
    cx = min(max(x, x0 + r), x1 - r)
    cy = min(max(y, y0 + r), y1 - r)
    return (x - cx) ** 2 + (y - cy) ** 2 <= r * r


def inside_heart(x, y):
    # unit heart centred at (0.5, 0.52), size ~0.36
    u = (x - 0.5) / 0.2
    v = (0.47 - y) / 0.2
    return (u * u + v * v - 1) ** 3 - u * u * v ** 3 <= 0


def colour(x, y):
    """x, y in 0..1; returns RGBA."""
    if not inside_round_rect(x, y, 0.02, 0.02, 0.98, 0.98, 0.2):
        return (0, 0, 0, 0)
    if inside_round_rect(x, y, 0.24, 0.14, 0.76, 0.86, 0.06):
        if inside_heart(x, y):
            return (204, 32, 48, 255)
        return (250, 248, 240, 255)
    if inside_round_rect(x, y, 0.215, 0.115, 0.785, 0.885, 0.075):
        return (20, 60, 40, 255)
    return (31, 111, 74, 255)


FELT = (31, 111, 74, 255)


def colour_maskable(x, y):
    """The maskable icon of the web app: felt green to every edge, the card at 3/4 size so it
    stays inside the safe zone (the central circle of 80 %) whatever shape the phone cuts."""
    c = colour(0.5 + (x - 0.5) / 0.75, 0.5 + (y - 0.5) / 0.75)
    return c if c[3] else FELT


def render(size, ss=3, colour=colour):
    rows = []
    for py in range(size):
        row = bytearray([0])
        for px in range(size):
            acc = [0, 0, 0, 0]
            for sy in range(ss):
                for sx in range(ss):
                    c = colour((px + (sx + 0.5) / ss) / size, (py + (sy + 0.5) / ss) / size)
                    a = c[3]
                    acc[0] += c[0] * a
                    acc[1] += c[1] * a
                    acc[2] += c[2] * a
                    acc[3] += a
            n = ss * ss
            a = acc[3]
            if a == 0:
                row += bytes(4)
            else:
                row += bytes([round(acc[0] / a), round(acc[1] / a), round(acc[2] / a), round(a / n)])
        rows.append(bytes(row))
    return png(size, size, b"".join(rows))


def png(w, h, raw):
    def chunk(tag, data):
        c = struct.pack(">I", len(data)) + tag + data
        return c + struct.pack(">I", zlib.crc32(tag + data) & 0xFFFFFFFF)

    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 6, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


def ico(pngs):
    header = struct.pack("<HHH", 0, 1, len(pngs))
    offset = 6 + 16 * len(pngs)
    entries, blobs = b"", b""
    for size, data in pngs:
        entries += struct.pack("<BBBBHHII", size % 256, size % 256, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
        blobs += data
    return header + entries + blobs


if __name__ == "__main__":
    out = {}
    # The hicolor sizes a desktop's launcher looks for, plus 128x128@2x for high-density
    # screens and icon.png (512) for the largest.
    for name, size in [("16x16.png", 16), ("32x32.png", 32), ("48x48.png", 48), ("64x64.png", 64),
                       ("128x128.png", 128), ("128x128@2x.png", 256), ("256x256.png", 256),
                       ("icon.png", 512)]:
        data = render(size)
        out[size] = data
        with open("icons/" + name, "wb") as f:
            f.write(data)
    with open("icons/icon.ico", "wb") as f:
        f.write(ico([(32, out[32]), (64, out[64]), (256, out[256])]))
    # The web app's manifest (scripts/build-web.sh): 192 px, and maskable ones (a launcher
    # may cut them to a circle or a squircle) at 192 and 512; icon.png is its 512 px one.
    for name, size, paint in [("web-192.png", 192, colour), ("web-maskable-192.png", 192, colour_maskable),
                              ("web-maskable-512.png", 512, colour_maskable)]:
        with open("icons/" + name, "wb") as f:
            f.write(render(size, colour=paint))
    print("icons written")
