"""The animation speed of the settings dialog: the board's slides take the chosen time, none at
all when animations are off, and a value written into the settings file by hand stays until the
player picks another speed."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QAbstractAnimation

from fibsgui.bg import Play, Position
from fibsgui.models.game import Movement
from fibsgui.ui.settings import ANIMATION_SPEEDS, SettingsDialog
from tests.ui.test_board import make_board


def choose(dialog: SettingsDialog, words: str) -> None:
    index = dialog.animation.findText(words)
    assert index >= 0, [dialog.animation.itemText(i) for i in range(dialog.animation.count())]
    dialog.animation.setCurrentIndex(index)
    dialog.save()


def opponent_moves(board, controller) -> QAbstractAnimation | None:
    """The opponent plays 24/18 13/10; the animation the board runs for it (None: drawn at once)."""
    before = Position.initial(1)
    play = Play.from_gnubg("24/18 13/10")
    controller._snapshot = replace(controller.snapshot(), position=before.apply(play))
    controller.moved.emit(Movement(1, before, tuple(play), (6, 3)))
    controller.changed.emit()
    return board.scene._animation if board.scene.animating() else None  # noqa: SLF001 (the board's own)


def test_the_speed_chosen_is_the_time_of_each_slide(qtbot, tmp_path):
    board, controller = make_board(qtbot, tmp_path)
    dialog = SettingsDialog(board.settings)
    qtbot.addWidget(dialog)
    assert [dialog.animation.itemData(i) for i in range(dialog.animation.count())] == list(ANIMATION_SPEEDS)
    assert dialog.animation.currentText() == "At once (no animation)"  # the board's settings say 0

    choose(dialog, "Slow")
    assert board.settings["board.animation_ms"] == 450 and board.scene.animation_ms == 450
    sequence = opponent_moves(board, controller)
    assert sequence is not None
    slides = [sequence.animationAt(i) for i in range(sequence.animationCount())]
    durations = [slide.duration() for slide in slides if slide.duration() != 90]  # the pauses: 1/5 of a slide
    assert durations == [450, 450]  # one slide for each checker moved
    with qtbot.waitSignal(board.scene.animation_finished, timeout=5000):
        pass

    choose(dialog, "Fast")
    sequence = opponent_moves(board, controller)
    assert sequence is not None and sequence.animationAt(0).duration() == 120
    with qtbot.waitSignal(board.scene.animation_finished, timeout=5000):
        pass

    choose(dialog, "At once (no animation)")
    assert board.settings["board.animation_ms"] == 0
    assert opponent_moves(board, controller) is None  # the new position is drawn at once
    assert not board.scene.animating()


def test_a_speed_written_by_hand_stays_until_another_is_chosen(qtbot, tmp_path):
    board, _ = make_board(qtbot, tmp_path)
    board.settings["board.animation_ms"] = 300
    dialog = SettingsDialog(board.settings)
    qtbot.addWidget(dialog)
    dialog.load()
    assert dialog.animation.currentText() == "Normal"  # the nearest
    dialog.save()
    assert board.settings["board.animation_ms"] == 300
    choose(dialog, "Slow")
    assert board.settings["board.animation_ms"] == 450


def test_while_the_opponents_play_slides_the_band_no_longer_says_it_thinks(qtbot, tmp_path):
    board, controller = make_board(qtbot, tmp_path, animation_ms=450)
    controller._snapshot = replace(controller.snapshot(), position=Position.initial(1), thinking=True,
                                   message="gnubg is thinking…", active=True)
    controller.changed.emit()
    band = board.scene.bands[True]
    assert band.centre == "gnubg is thinking…"
    # the play comes (the controller tells of it before its new snapshot, as the practice match does)
    before = Position.initial(1)
    play = Play.from_gnubg("24/18 13/10")
    controller.moved.emit(Movement(1, before, tuple(play), (6, 3)))
    assert board.scene.animating() and band.centre == ""  # on its way, no longer thought about
    controller._snapshot = replace(controller.snapshot(), position=before.apply(play), thinking=False,
                                   message="")
    controller.changed.emit()
    assert band.pips == "Pips 167 (0)"  # the rest waits for the checkers to land
    with qtbot.waitSignal(board.scene.animation_finished, timeout=5000):
        pass
    assert band.pips != "Pips 167 (0)"


def test_a_watchers_band_keeps_its_words_while_a_play_slides(qtbot, tmp_path):
    board, controller = make_board(qtbot, tmp_path, animation_ms=450)
    controller._snapshot = replace(controller.snapshot(), position=Position.initial(1), watching=True,
                                   message="Watching alice against bob", active=True)
    controller.changed.emit()
    assert opponent_moves(board, controller) is not None
    assert board.scene.bands[True].centre == "Watching alice against bob"
    with qtbot.waitSignal(board.scene.animation_finished, timeout=5000):
        pass
    assert board.scene.bands[True].centre == "Watching alice against bob"
