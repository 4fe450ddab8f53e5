"""The committed icon files are renderings of resources/icons/fibsgui.svg: every PNG size, and the
Windows ICO and macOS ICNS containers, read back with Qt's own image readers."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QImage, QImageReader, QPainter
from PySide6.QtSvg import QSvgRenderer

ROOT = Path(__file__).resolve().parents[2]
SVG = ROOT / "resources" / "icons" / "fibsgui.svg"
PNG = ROOT / "resources" / "icons" / "fibsgui-{}.png"
ICO = ROOT / "packaging" / "icons" / "fibsgui.ico"
ICNS = ROOT / "packaging" / "icons" / "fibsgui.icns"


@pytest.fixture(scope="module", autouse=True)
def gui():
    return QGuiApplication.instance() or QGuiApplication([])


def render(size: int) -> QImage:
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    QSvgRenderer(str(SVG)).render(painter)
    painter.end()
    return image.convertToFormat(QImage.Format.Format_ARGB32)


def difference(a: QImage, b: QImage) -> float:
    """Mean absolute difference per channel (0-255) of two images of one size."""
    assert (a.width(), a.height()) == (b.width(), b.height())
    a = a.convertToFormat(QImage.Format.Format_ARGB32)
    b = b.convertToFormat(QImage.Format.Format_ARGB32)
    total = 0
    for y in range(a.height()):
        row_a = bytes(a.constScanLine(y))[: 4 * a.width()]
        row_b = bytes(b.constScanLine(y))[: 4 * b.width()]
        total += sum(abs(p - q) for p, q in zip(row_a, row_b))
    return total / (4 * a.width() * a.height())


def read_all(path: Path) -> list[QImage]:
    reader = QImageReader(str(path))
    images = []
    for index in range(reader.imageCount()):
        assert reader.jumpToImage(index)
        image = reader.read()
        assert not image.isNull(), (path, index, reader.errorString())
        images.append(image)
    return images


def test_svg_is_valid_and_square():
    renderer = QSvgRenderer(str(SVG))
    assert renderer.isValid()
    assert renderer.defaultSize().width() == renderer.defaultSize().height()


@pytest.mark.parametrize("size", [16, 32, 64, 128])
def test_png_matches_the_svg(size):
    committed = QImage(str(PNG).format(size))
    assert (committed.width(), committed.height()) == (size, size)
    # Corners transparent (the rounded square), centre opaque.
    assert committed.pixelColor(0, 0).alpha() == 0
    assert committed.pixelColor(size // 2, size // 2).alpha() == 255
    assert difference(committed, render(size)) < 2.0, "run packaging/make_icons.py after changing the SVG"


def test_ico_holds_every_windows_size_the_right_way_up():
    images = read_all(ICO)
    assert sorted(i.width() for i in images) == [16, 24, 32, 48, 64, 128, 256]
    for image in images:
        assert image.height() == image.width()
        # Compared with the PNG of the same size: catches rows upside down and swapped channels.
        assert difference(image, QImage(str(PNG).format(image.width()))) < 1.0, image.width()


def test_icns_holds_standard_and_retina_sizes():
    images = read_all(ICNS)
    sizes = sorted({i.width() for i in images})
    assert sizes == [16, 32, 64, 128, 256, 512, 1024]
    by_size = {i.width(): i for i in images}
    for size in (16, 128, 512):
        assert difference(by_size[size], QImage(str(PNG).format(size))) < 1.0, size
    assert difference(by_size[1024].scaled(64, 64, Qt.AspectRatioMode.IgnoreAspectRatio,
                                           Qt.TransformationMode.SmoothTransformation), render(64)) < 6.0
