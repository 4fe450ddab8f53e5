"""Top-level windows are freed when closed: review and replay windows opened and closed many
times leave none behind (neither the C++ window nor its Python object, nor their boards held by
the settings' listeners), nor any entry in the main window's lists of windows."""

from __future__ import annotations

import gc
import weakref

import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QApplication

from fibsgui.bgammon.replay import write_match
from fibsgui.records.matfile import write_mat
from fibsgui.ui.review import ReviewWindow
from tests.records.helpers import play_match
from tests.ui.onlinekit import make_window
from tests.ui.test_history_replay import GAME


def settle(qtbot) -> None:
    qtbot.wait(1)
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()


def test_twenty_review_and_twenty_replay_windows_closed_are_gone(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path, "alice")
    record = tmp_path / "match.mat"
    record.write_text(write_mat(play_match(length=5, seed=4)[1]))
    replay = tmp_path / "saved.match"
    replay.write_bytes(write_match([GAME]))
    seen: list[weakref.ref] = []
    for turn in range(20):
        review = window.open_record(str(record))
        viewer = window.match_history.open_file(str(replay))
        assert review is not None and viewer is not None and review.isVisible() and viewer.isVisible()
        assert viewer is not review and type(viewer).__name__ == "ReplayViewer"
        review.go_to(turn)
        seen += [weakref.ref(review), weakref.ref(viewer), weakref.ref(review.board), weakref.ref(viewer.board)]
        assert len(window.match_history.viewers) == 2
        review.close()
        viewer.close()
        del review, viewer
        settle(qtbot)
        assert window.match_history.viewers == []
    settle(qtbot)
    assert [ref for ref in seen if ref() is not None and shiboken6.isValid(ref())] == []
    assert [ref for ref in seen if ref() is not None] == []  # no Python object left holding one
    assert not [w for w in QApplication.topLevelWidgets() if isinstance(w, ReviewWindow)]
    # the settings tell the boards still there of a change, and only those
    window.settings["board.home"] = "left" if window.settings["board.home"] == "right" else "right"
    assert window.board.scene.geometry.home_right == (window.settings["board.home"] == "right")

