"""The settings dialog mirrors the server and sends only what the user changed."""

import re

from PySide6.QtCore import Qt

from fibsgui.config import Settings
from fibsgui.ui.settings import SERVER_TOGGLES, SettingsDialog


def make(qtbot, tmp_path):
    dialog = SettingsDialog(Settings(tmp_path / "settings.toml"))
    qtbot.addWidget(dialog)
    dialog.set_online(True)
    reported = {name: name in ("moves", "notify", "ratings", "report", "silent", "crawford") for name in SERVER_TOGGLES}
    for name, value in reported.items():
        dialog.server_toggle(name, value)
    dialog.server_variable("redoubles", "none")
    dialog.server_variable("sortwho", "login")
    dialog.server_variable("timezone", "UTC")
    sent = []
    dialog.toggle_requested.connect(lambda n: sent.append(f"toggle {n}"))
    dialog.set_requested.connect(lambda n, v: sent.append(f"set {n} {v}"))
    dialog.save_requested.connect(lambda: sent.append("save"))
    return dialog, sent


def test_shows_server_values_and_sends_exactly_one_toggle(qtbot, tmp_path):
    dialog, sent = make(qtbot, tmp_path)
    assert dialog.toggles["moves"].isChecked() and not dialog.toggles["greedy"].isChecked()
    qtbot.mouseClick(dialog.toggles["greedy"], Qt.MouseButton.LeftButton)
    dialog.apply()
    assert sent == ["toggle greedy"]


def test_a_change_made_and_undone_sends_nothing(qtbot, tmp_path):
    dialog, sent = make(qtbot, tmp_path)
    dialog.toggles["bell"].setChecked(True)
    dialog.toggles["bell"].setChecked(False)
    dialog.apply()
    assert sent == []


def test_server_reports_update_the_dialog_but_not_pending_changes(qtbot, tmp_path):
    dialog, sent = make(qtbot, tmp_path)
    dialog.server_toggle("ready", True)  # e.g. the user typed "toggle ready" in the console
    assert dialog.toggles["ready"].isChecked()
    dialog.toggles["allowpip"].setChecked(True)
    dialog.server_toggle("allowpip", False)  # an unrelated re-report keeps the user's choice
    assert dialog.toggles["allowpip"].isChecked()
    dialog.apply()
    assert sent == ["toggle allowpip"]


def test_variables_and_save(qtbot, tmp_path):
    dialog, sent = make(qtbot, tmp_path)
    assert dialog.sortwho.currentData() == "login" and dialog.timezone.text() == "UTC"
    dialog.sortwho.setCurrentIndex(dialog.sortwho.findData("rating"))
    dialog.redoubles.setCurrentIndex(dialog.redoubles.findData("unlimited"))
    dialog.apply()
    qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    assert sent == ["set redoubles unlimited", "set sortwho rating", "save"]


def test_client_options_are_saved(qtbot, tmp_path):
    dialog, _ = make(qtbot, tmp_path)
    dialog.theme.setCurrentIndex(dialog.theme.findData("contrast"))
    dialog.sound.setChecked(False)
    dialog.accept()
    again = Settings(tmp_path / "settings.toml")
    assert again["board.theme"] == "contrast" and again["sound.enabled"] is False


def test_offline_the_server_page_is_disabled(qtbot, tmp_path):
    dialog = SettingsDialog(Settings(tmp_path / "s.toml"))
    qtbot.addWidget(dialog)
    assert not dialog.toggles["ready"].isEnabled() and not dialog.offline_note.isHidden()


# -- a toggle the server refuses goes back to the server's value -------------------------------------

def test_a_toggle_answered_with_the_other_value_shows_the_servers_value(qtbot, tmp_path):
    dialog, sent = make(qtbot, tmp_path)
    qtbot.mouseClick(dialog.toggles["greedy"], Qt.MouseButton.LeftButton)
    dialog.apply()
    assert sent == ["toggle greedy"] and dialog.toggles["greedy"].isChecked()  # waiting for the answer
    dialog.server_answered("greedy", False)  # "** Won't use automatic greedy bearoffs."
    assert not dialog.toggles["greedy"].isChecked()
    assert not dialog.refused_note.isHidden() and "greedy" in dialog.refused_note.text()
    dialog.apply()
    assert sent == ["toggle greedy"]  # nothing more to send: the box shows the server's value
    assert dialog.refused_note.isHidden()


def test_a_toggle_answered_with_an_error_shows_the_servers_value_and_its_words(qtbot, tmp_path):
    dialog, sent = make(qtbot, tmp_path)
    dialog.toggles["ready"].setChecked(True)
    dialog.toggles["bell"].setChecked(True)
    dialog.apply()
    assert sent == ["toggle bell", "toggle ready"]
    dialog.server_answered("bell", True)
    dialog.server_refused("You can't <b>do</b> that now.")
    assert dialog.toggles["bell"].isChecked()  # confirmed before the error
    assert not dialog.toggles["ready"].isChecked()
    note = dialog.refused_note
    assert "ready" in note.text() and "bell" not in note.text()
    assert "You can't <b>do</b> that now." in note.text() and note.textFormat() == Qt.TextFormat.PlainText


def test_a_toggle_never_confirmed_goes_back(qtbot, tmp_path):
    dialog, sent = make(qtbot, tmp_path)
    dialog.CONFIRM_MS = 50
    dialog.toggles["autoboard"].setChecked(True)
    dialog.apply()
    assert sent == ["toggle autoboard"] and dialog.toggles["autoboard"].isChecked()
    qtbot.waitUntil(lambda: not dialog.toggles["autoboard"].isChecked(), timeout=2000)
    assert "autoboard" in dialog.refused_note.text()


def test_a_report_before_the_answer_keeps_the_box_until_the_answer(qtbot, tmp_path):
    dialog, sent = make(qtbot, tmp_path)
    dialog.CONFIRM_MS = 100
    dialog.toggles["bell"].setChecked(True)
    dialog.apply()
    dialog.server_toggle("bell", False)  # the session's toggles, re-reported for another change
    assert dialog.toggles["bell"].isChecked()
    dialog.server_answered("bell", True)
    qtbot.wait(200)  # past the time limit: the answer came, nothing goes back
    assert dialog.toggles["bell"].isChecked() and dialog.refused_note.isHidden()
    dialog.server_refused("** Unknown command: 'x'")  # an error for some other command
    assert dialog.toggles["bell"].isChecked() and dialog.refused_note.isHidden()


def test_a_toggle_confirmed_by_the_sessions_report_is_kept(qtbot, tmp_path):
    dialog, sent = make(qtbot, tmp_path)
    dialog.CONFIRM_MS = 50
    dialog.toggles["report"].setChecked(False)
    dialog.apply()
    dialog.server_toggle("report", False)
    qtbot.wait(150)
    assert not dialog.toggles["report"].isChecked() and dialog.refused_note.isHidden()


def test_going_offline_with_a_toggle_waiting_shows_the_servers_value(qtbot, tmp_path):
    dialog, sent = make(qtbot, tmp_path)
    dialog.toggles["automove"].setChecked(True)
    dialog.apply()
    dialog.set_online(False)
    assert not dialog.toggles["automove"].isChecked()


# -- every tooltip says what ticking the box does --------------------------------------------------

#: what ticking each box does, in words a tooltip must carry (from ``help toggle-<name>`` and the
#: server's answer when the toggle becomes YES)
TICKED_MEANS = {
    "allowpip": ("pip", "allow"),
    "autoboard": ("board", "every move"),
    "autodouble": ("doublet", "cube"),
    "automove": ("forced",),
    "bell": ("bell", "talks", "invites"),
    "crawford": ("Crawford", "insist"),
    "double": ("double",),
    "greedy": ("bear off",),
    "moreboards": ("board", "roll"),
    "moves": ("moves", "game"),
    "notify": ("log in",),
    "ratings": ("rating", "calculated"),
    "ready": ("invite",),
    "report": ("start", "end"),
    "silent": ("not hear", "shout"),
}


def test_every_toggle_tooltip_says_what_ticking_it_does(qtbot, tmp_path):
    from fibsgui.clip.parser import TOGGLE_PHRASES

    dialog, _ = make(qtbot, tmp_path)
    assert set(TICKED_MEANS) == set(SERVER_TOGGLES)
    ticked_phrase = {name: phrase for phrase, (name, value) in TOGGLE_PHRASES.items() if value}
    for name in SERVER_TOGGLES:
        tip = dialog.toggles[name].toolTip()
        for words in TICKED_MEANS[name]:
            assert words.lower() in tip.lower(), (name, tip)
        # the tip is worded as a negation exactly when the server's YES answer is one
        negative = re.search(r"\b(won't|don't|not)\b", ticked_phrase[name], re.I) is not None
        assert (re.search(r"\b(not|don't|won't)\b", tip, re.I) is not None) == negative, (name, tip)
    assert "turn" not in dialog.toggles["bell"].toolTip()
    assert "watch" not in dialog.toggles["moves"].toolTip()
