#!/usr/bin/env python3
"""Decodes a PNG with nothing but zlib and struct, independently of libpng, for the round-trip tests.

Prints one JSON object: width, height, bitDepth, colorType, interlace, chunks (the chunk types in order),
text (tEXt and uncompressed iTXt keys to values) and pixels (the unfiltered image bytes, hex)."""
import json
import struct
import sys
import zlib


def paeth(a, b, c):
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    if pa <= pb and pa <= pc:
        return a
    return b if pb <= pc else c


def decode(data):
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG signature")
    offset, chunks, idat, text, header = 8, [], b"", {}, None
    while offset < len(data):
        length, kind = struct.unpack(">I4s", data[offset:offset + 8])
        body = data[offset + 8:offset + 8 + length]
        (crc,) = struct.unpack(">I", data[offset + 8 + length:offset + 12 + length])
        if zlib.crc32(kind + body) != crc:
            raise ValueError("bad CRC in " + kind.decode("latin-1"))
        kind = kind.decode("latin-1")
        chunks.append(kind)
        if kind == "IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == "IDAT":
            idat += body
        elif kind == "tEXt":
            key, value = body.split(b"\0", 1)
            text[key.decode("latin-1")] = value.decode("latin-1")
        elif kind == "iTXt":
            key, rest = body.split(b"\0", 1)
            compressed, rest = rest[0], rest[2:]
            _language, rest = rest.split(b"\0", 1)
            _translated, value = rest.split(b"\0", 1)
            text[key.decode("latin-1")] = (zlib.decompress(value) if compressed else value).decode("utf-8")
        offset += 12 + length
    width, height, depth, color, _compression, _filter, interlace = header
    channels = {0: 1, 2: 3, 4: 2, 6: 4}[color]
    stride = width * channels * depth // 8
    step = max(1, channels * depth // 8)
    raw = zlib.decompress(idat)
    pixels, previous = bytearray(), bytearray(stride)
    for row in range(height):
        kind = raw[row * (stride + 1)]
        line = bytearray(raw[row * (stride + 1) + 1:(row + 1) * (stride + 1)])
        for i in range(stride):
            left = line[i - step] if i >= step else 0
            up = previous[i]
            corner = previous[i - step] if i >= step else 0
            predictor = [0, left, up, (left + up) // 2, paeth(left, up, corner)][kind]
            line[i] = (line[i] + predictor) & 0xFF
        pixels += line
        previous = line
    return {"width": width, "height": height, "bitDepth": depth, "colorType": color, "interlace": interlace,
            "chunks": chunks, "text": text, "pixels": pixels.hex()}


if __name__ == "__main__":
    with open(sys.argv[1], "rb") as file:
        print(json.dumps(decode(file.read())))
