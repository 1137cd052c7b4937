"""What a PDF chromium printed says and at what size: its text runs, each with its type size in pt.

The printed player aid is checked on the PDF a reader's printer gets (tests/site/test_aid_print.py):
its pages, its smallest type, and words that must not be on paper. CI has no poppler
(pdftotext) and the project no PDF library, and chromium's PDFs (Skia) are plain enough to read
here: uncompressed objects, Flate-compressed content streams, Type0 fonts with a ToUnicode
map, text drawn between BT and ET with Tf, Tm, Tj and TJ under cm matrices. A run is one BT..ET
block: chromium draws a line of one font and size in one block, so a tag set smaller than its
line is a run of its own.
"""

from __future__ import annotations

import math
import re
import zlib
from dataclasses import dataclass

Matrix = tuple[float, float, float, float, float, float]
IDENTITY: Matrix = (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)

_OBJECT = re.compile(rb"(\d+)\s+0\s+obj\b(.*?)\bendobj", re.S)
_STREAM = re.compile(rb"stream\r?\n(.*?)\r?\nendstream", re.S)
_TOKEN = re.compile(rb"<<|>>|<[0-9A-Fa-f\s]*>|\((?:\\.|[^\\)])*\)|/[^\s/\[\]<>()]+|\[|\]"
                    rb"|[-+]?(?:\d+\.?\d*|\.\d+)|[A-Za-z'\"*]+")
_NUMBER = re.compile(rb"[-+]?(?:\d+\.?\d*|\.\d+)")
_SEGMENT = re.compile(rb"^BT\b(.*?)\bET$|^([-+\d. ]+) cm$|^([qQ])$", re.S | re.M)
"""A text block, a cm or a q or Q: chromium writes each operator at the start of a line."""


@dataclass(frozen=True)
class Run:
    """The text of one BT..ET block and its type size in pt (the font size times the scale of
    the text and page matrices)."""

    text: str
    size: float


def pages(pdf: bytes) -> int:
    """The number of pages (page objects; the page tree's /Pages object is not one)."""
    return len(re.findall(rb"/Type\s*/Page(?![s\w])", pdf))


def _objects(pdf: bytes) -> dict[int, bytes]:
    return {int(m[1]): m[2] for m in _OBJECT.finditer(pdf)}


def _stream(body: bytes, objects: dict[int, bytes]) -> bytes:
    """An object's stream data, decompressed; its /Length (direct or an object) says where it
    ends (compressed data may hold any bytes)."""
    found = _STREAM.search(body)
    if found is None:
        return b""
    head, data = body[:found.start()], found[1]
    length = re.search(rb"/Length\s+(\d+)(\s+0\s+R)?", head)
    if length:
        size = int(objects[int(length[1])].strip()) if length[2] else int(length[1])
        data = body[found.start(1):found.start(1) + size]
    return zlib.decompressobj().decompress(data) if b"/FlateDecode" in head else data


def _unicode_map(cmap: bytes) -> dict[int, str]:
    """A ToUnicode CMap's glyph code -> text (its bfchar and bfrange entries)."""
    def text(hexa: bytes) -> str:
        return bytes.fromhex(hexa.decode()).decode("utf-16-be", "replace")
    found: dict[int, str] = {}
    for block in re.findall(rb"beginbfchar(.*?)endbfchar", cmap, re.S):
        for code, target in re.findall(rb"<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>", block):
            found[int(code, 16)] = text(target)
    for block in re.findall(rb"beginbfrange(.*?)endbfrange", cmap, re.S):
        for low, high, target in re.findall(
                rb"<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>", block):
            first = int(target, 16)
            for offset, code in enumerate(range(int(low, 16), int(high, 16) + 1)):
                found[code] = chr(first + offset)
    return found


def _times(m: Matrix, n: Matrix) -> Matrix:
    a, b, c, d, e, f = m
    p, q, r, s, t, u = n
    return (a * p + b * r, a * q + b * s, c * p + d * r, c * q + d * s,
            e * p + f * r + t, e * q + f * s + u)


def _fonts(objects: dict[int, bytes], page: bytes) -> dict[bytes, dict[int, str]]:
    """A page's font resources, name -> glyph code -> text."""
    found: dict[bytes, dict[int, str]] = {}
    block = re.search(rb"/Font\s*<<(.*?)>>", page, re.S)
    for name, ref in re.findall(rb"/([^\s/<>]+)\s+(\d+)\s+0\s+R", block[1] if block else b""):
        unicode = re.search(rb"/ToUnicode\s+(\d+)\s+0\s+R", objects.get(int(ref), b""))
        found[name] = _unicode_map(_stream(objects[int(unicode[1])], objects)) if unicode else {}
    return found


def _decode(string: bytes, glyphs: dict[int, str]) -> str:
    if string.startswith(b"<"):
        raw = bytes.fromhex(re.sub(rb"\s", b"", string[1:-1]).decode())
        return "".join(glyphs.get(int.from_bytes(raw[i:i + 2], "big"), "")
                       for i in range(0, len(raw) - 1, 2))
    return string[1:-1].decode("latin-1")


def runs(pdf: bytes) -> list[Run]:
    """Every text run of every page, in drawing order."""
    objects = _objects(pdf)
    found: list[Run] = []
    for body in objects.values():
        if not re.search(rb"/Type\s*/Page(?![s\w])", body):
            continue
        fonts = _fonts(objects, body)
        contents = re.search(rb"/Contents\s*(\[[^\]]*\]|\d+\s+0\s+R)", body)
        refs = re.findall(rb"(\d+)\s+0\s+R", contents[1]) if contents else []
        found += _interpret(b"\n".join(_stream(objects[int(r)], objects) for r in refs), fonts)
    return found


def _interpret(content: bytes, fonts: dict[bytes, dict[int, str]]) -> list[Run]:
    """The runs of one page's content: only the graphics state (q, Q, cm) and the text blocks
    are read; the drawing operators between them (most of a page) are skipped by the regex."""
    found: list[Run] = []
    ctm, stack = IDENTITY, []
    for segment in _SEGMENT.finditer(content):
        if segment[1] is not None:
            found.append(_text_block(segment[1], ctm, fonts))
        elif segment[2] is not None:
            ctm = _times(tuple(float(n) for n in segment[2].split()), ctm)  # type: ignore[arg-type]
        elif segment[3] == b"q":
            stack.append(ctm)
        elif stack:
            ctm = stack.pop()
    return found


def _text_block(block: bytes, ctm: Matrix, fonts: dict[bytes, dict[int, str]]) -> Run:
    """One BT..ET block's text and type size (the font size times the text and page matrices;
    the last Tf and Tm of the block)."""
    tm, font, size, text = IDENTITY, b"", 0.0, ""
    operands: list[bytes] = []
    for token in _TOKEN.findall(block):
        if token[:1] in b"<(/[]" or _NUMBER.fullmatch(token):
            operands.append(token)
            continue
        numbers = [float(o) for o in operands if _NUMBER.fullmatch(o)]
        if token == b"Tf" and operands:
            font, size = operands[0][1:], numbers[-1]
        elif token == b"Tm" and len(numbers) == 6:
            tm = tuple(numbers)  # type: ignore[assignment]
        elif token in (b"Tj", b"TJ", b"'", b'"'):
            text += "".join(_decode(o, fonts.get(font, {})) for o in operands
                            if o[:1] in b"<(")
        operands = []
    a, b, c, d, _, _ = _times(tm, ctm)
    return Run(text, round(size * math.sqrt(abs(a * d - b * c)), 2))
