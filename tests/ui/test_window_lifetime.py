"""Top-level windows are freed when closed: review and replay windows opened and closed many
times leave none behind (neither the C++ window nor its Python object, nor their boards held by
the settings' listeners), nor any entry in the main window's lists of windows; the library, the
rating history, the help dialogs, the server's match history, whois and look are made anew each time
rather than kept hidden. (The login and settings dialogs stay, one each: they follow the login's
progress and the server's settings while hidden.)"""

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



def test_the_library_ratings_help_history_whois_and_look_windows_closed_are_gone(qtbot, tmp_path):
    """Made again when next asked for: none is kept hidden, none piles up."""
    from fibsgui.clip.parser import parse_line
    from fibsgui.clip.state import Whois
    from fibsgui.ui.help import AboutDialog, FoldersDialog, ShortcutsDialog
    from fibsgui.ui.history import HistoryDialog
    from fibsgui.ui.library import LibraryWindow, RatingWindow
    from fibsgui.ui.online import LookDialog
    from fibsgui.ui.whois import WhoisDialog
    from tests.clip.hostile import BOARD

    window = make_window(qtbot, tmp_path, "alice")
    kinds = (LibraryWindow, RatingWindow, ShortcutsDialog, AboutDialog, FoldersDialog, HistoryDialog, WhoisDialog,
             LookDialog)
    seen: list[weakref.ref] = []
    for _ in range(20):
        shown = [window.show_library(), window.show_ratings(), window.show_shortcuts(), window.show_about(),
                 window.show_folders(), window.match_history.show_dialog()]
        window._show_whois(Whois("bob", rating=1500.0))
        window._show_look(parse_line(BOARD.replace("You:bob", "bob:carol")))
        shown += [window._whois_dialog, window._look_dialog]
        assert all(w.isVisible() for w in shown)
        seen += [weakref.ref(w) for w in shown]
        for w in shown:
            w.close()
        del shown, w
        settle(qtbot)
    settle(qtbot)
    assert [ref for ref in seen if ref() is not None and shiboken6.isValid(ref())] == []
    assert not [w for w in QApplication.topLevelWidgets() if isinstance(w, kinds)]
    # asked for again, each is made anew
    assert window.show_library().isVisible() and window.show_about().isVisible()
