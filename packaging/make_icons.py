#!/usr/bin/env python3
"""Render the app icon (resources/icons/fibsgui.svg) to the files the packages need.

Writes
  resources/icons/fibsgui-<N>.png   N = 16 ... 512: window icon, Linux icon theme, AppImage
  packaging/icons/fibsgui.ico       Windows: the executable and the installer
  packaging/icons/fibsgui.icns      macOS: the .app bundle and the disk image

The generated files are committed, so building a package never needs this script; run it after
changing the SVG:  python3 packaging/make_icons.py
Needs only PySide6 (QtSvg renders, QtGui encodes PNG); the ICO and ICNS containers are written here.
"""

from __future__ import annotations

import argparse
import os
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SVG = ROOT / "resources" / "icons" / "fibsgui.svg"
PNG_DIR = ROOT / "resources" / "icons"
ICON_DIR = ROOT / "packaging" / "icons"

PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# ICNS element types holding PNG data, by pixel size (the @2x types share sizes with larger 1x ones).
ICNS_TYPES = (
    (b"icp4", 16), (b"icp5", 32), (b"icp6", 64), (b"ic07", 128), (b"ic08", 256), (b"ic09", 512),
    (b"ic10", 1024), (b"ic11", 32), (b"ic12", 64), (b"ic13", 256), (b"ic14", 512),
)


def png_name(size: int) -> str:
    return f"fibsgui-{size}.png"


class Renderer:
    """Renders the SVG to square ARGB images with QSvgRenderer."""

    def __init__(self, svg: Path) -> None:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        from PySide6.QtGui import QGuiApplication
        from PySide6.QtSvg import QSvgRenderer

        self._app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
        self._svg = QSvgRenderer(str(svg))
        if not self._svg.isValid():
            raise SystemExit(f"{svg}: not a valid SVG file")

    def image(self, size: int):
        from PySide6.QtCore import Qt
        from PySide6.QtGui import QImage, QPainter

        image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        self._svg.render(painter)
        painter.end()
        return image.convertToFormat(QImage.Format.Format_ARGB32)

    def png(self, size: int) -> bytes:
        from PySide6.QtCore import QBuffer, QByteArray, QIODevice

        data = QByteArray()
        buffer = QBuffer(data)
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        if not self.image(size).save(buffer, "PNG"):
            raise SystemExit(f"could not encode a {size}px PNG")
        buffer.close()
        return bytes(data.data())


def dib(image) -> bytes:
    """A 32-bit BMP (DIB) image as an ICO entry holds it: header, BGRA rows bottom-up, AND mask."""
    width, height = image.width(), image.height()
    rows = []
    for y in range(height - 1, -1, -1):
        # Format_ARGB32 stores each pixel as a native 32-bit 0xAARRGGBB: on little-endian machines
        # the bytes are B, G, R, A, the order a DIB wants.
        rows.append(bytes(image.constScanLine(y))[: width * 4])
    pixels = b"".join(rows)
    if sys.byteorder == "big":
        pixels = b"".join(pixels[i:i + 4][::-1] for i in range(0, len(pixels), 4))
    # The AND mask: 1 bit per pixel, rows padded to 32 bits; all zero since alpha carries transparency.
    mask_row = ((width + 31) // 32) * 4
    mask = bytes(mask_row * height)
    header = struct.pack("<IiiHHIIiiII", 40, width, height * 2, 1, 32, 0, len(pixels) + len(mask), 0, 0, 0, 0)
    return header + pixels + mask


def ico(renderer: Renderer, sizes=ICO_SIZES) -> bytes:
    """An ICO file: BMP entries up to 128 px (read by every Windows tool), PNG for 256 px."""
    entries = []
    for size in sizes:
        data = renderer.png(size) if size >= 256 else dib(renderer.image(size))
        entries.append((size, data))
    offset = 6 + 16 * len(entries)
    directory = struct.pack("<HHH", 0, 1, len(entries))
    blobs = b""
    for size, data in entries:
        edge = 0 if size >= 256 else size  # 0 means 256
        directory += struct.pack("<BBBBHHII", edge, edge, 0, 0, 1, 32, len(data), offset + len(blobs))
        blobs += data
    return directory + blobs


def icns(renderer: Renderer, types=ICNS_TYPES) -> bytes:
    """An ICNS file whose elements are PNG images (read by macOS 10.7 and later)."""
    pngs: dict[int, bytes] = {}
    body = b""
    for kind, size in types:
        if size not in pngs:
            pngs[size] = renderer.png(size)
        body += kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size]
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--svg", type=Path, default=SVG)
    parser.add_argument("--png-dir", type=Path, default=PNG_DIR)
    parser.add_argument("--icon-dir", type=Path, default=ICON_DIR)
    args = parser.parse_args(argv)

    renderer = Renderer(args.svg)
    args.png_dir.mkdir(parents=True, exist_ok=True)
    args.icon_dir.mkdir(parents=True, exist_ok=True)
    written = []
    for size in PNG_SIZES:
        path = args.png_dir / png_name(size)
        path.write_bytes(renderer.png(size))
        written.append(path)
    for path, data in ((args.icon_dir / "fibsgui.ico", ico(renderer)),
                       (args.icon_dir / "fibsgui.icns", icns(renderer))):
        path.write_bytes(data)
        written.append(path)
    for path in written:
        print(f"{path.stat().st_size:>8}  {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
