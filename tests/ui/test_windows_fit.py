"""Every top-level window fits the screen it opens on: 1366x768, 800x600, and 200 % scaling on
screens of 1366x768, 1800x1120 and 2360x1520 (683x384, 900x560 and 1180x760 pixels of the
window system). Each window, in a fresh process with an offscreen screen of that size, lies with
its frame inside the available area, its minimum size (frame included) is within it, its push
buttons are whole and on the screen, and its texts that wrap have the height their lines need."""

from __future__ import annotations

import pytest

from tests.ui.screenkit import WINDOWS, probe, problems

SCREENS = [(1366, 768, 1), (800, 600, 1), (1366, 768, 2), (1800, 1120, 2), (2360, 1520, 2)]

#: buttons each window must show (whole and on the screen, as every button it shows)
BUTTONS = {
    "review": {"review-practise", "review-analyse-match", "review-analyse-game"},
    "review-analysed": {"review-practise", "review-analyse-match"},
    "replay": {"replay-save", "replay-open", "review-practise"},
    "library": {"library-open", "library-export-mat", "library-export-sgf", "library-import", "library-delete"},
    "settings": {"OK", "Cancel", "Apply"},
}


@pytest.mark.parametrize(("width", "height", "scale"), SCREENS)
def test_every_window_fits_the_screen(tmp_path, width, height, scale):
    seen = probe(tmp_path, width, height, scale)
    assert set(seen) == set(WINDOWS)
    area = [0, 0, int(width // scale), int(height // scale)]
    wrong = {}
    for name, figures in seen.items():
        assert figures["area"] == area and figures["dpr"] == scale, (name, figures)
        found = problems(figures)
        if found:
            wrong[name] = found
        missing = BUTTONS.get(name, set()) - set(figures["buttons"])
        assert not missing, (name, missing)
    assert wrong == {}


@pytest.mark.parametrize(("width", "height", "scale"), [(1366, 768, 1), (800, 600, 1), (1366, 768, 2)])
def test_the_review_and_the_library_use_the_screen(tmp_path, width, height, scale):
    """Fitted, not made small: on a small screen the review and the library take most of it."""
    seen = probe(tmp_path, width, height, scale, names=("review", "library"))
    for name in ("review", "library"):
        _, _, aw, ah = seen[name]["area"]
        _, _, w, h = seen[name]["inner"]
        assert w >= min(0.9 * aw, 900) and h >= min(0.85 * ah, 560), (name, seen[name])
