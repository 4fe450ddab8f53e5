"""The chat panel: channels, plain text, own lines, gag, name completion, history."""

from PySide6.QtCore import Qt

from fibsgui.chatlog import ChatHistory, ChatLine, tell_channel
from fibsgui.ui.chat import GAME, SHOUT, ChatPanel


def make_panel(qtbot, tmp_path, online=("alice", "albert", "bob")):
    panel = ChatPanel()
    qtbot.addWidget(panel)
    panel.set_online_names(lambda: list(online))
    panel.set_account("me", ChatHistory("me", tmp_path))
    return panel


def test_html_from_the_network_is_shown_literally(qtbot, tmp_path):
    panel = make_panel(qtbot, tmp_path)
    panel.add_line(ChatLine(SHOUT, "shout", "bob", "<img src=x> <b>bold</b> &amp;"))
    text = panel.views[SHOUT].toPlainText()
    # the name and the text as they came, each directionally isolated (U+2068 ... U+2069)
    assert "\u2068bob\u2069: \u2068<img src=x> <b>bold</b> &amp;\u2069" in text
    assert "<img" not in panel.views[SHOUT].document().toHtml().replace("&lt;img", "")


def test_tells_open_a_tab_per_partner_and_reply_goes_to_them(qtbot, tmp_path):
    panel = make_panel(qtbot, tmp_path)
    sent = []
    panel.send_requested.connect(lambda *args: sent.append(args))
    panel.add_line(ChatLine(tell_channel("alice"), "tell", "alice", "hi"))
    assert tell_channel("alice") in panel.views
    panel.open_tell("alice")
    qtbot.keyClicks(panel.input, "hello alice")
    qtbot.keyClick(panel.input, Qt.Key.Key_Return)
    panel.open_tell("zoe")  # not online: the server's message command keeps it for later
    qtbot.keyClicks(panel.input, "see you")
    qtbot.keyClick(panel.input, Qt.Key.Key_Return)
    panel.tabs.setCurrentWidget(panel.views[SHOUT])
    qtbot.keyClicks(panel.input, "anyone for a 5-pointer?")
    qtbot.keyClick(panel.input, Qt.Key.Key_Return)
    assert sent == [("tell", "alice", "hello alice"), ("message", "zoe", "see you"),
                    ("shout", "", "anyone for a 5-pointer?")]


def test_game_chat_follows_context(qtbot, tmp_path):
    panel = make_panel(qtbot, tmp_path)
    panel.tabs.setCurrentWidget(panel.views[GAME])
    assert not panel.input.isEnabled()
    panel.set_game_context("playing")
    assert [panel.mode.itemData(i) for i in range(panel.mode.count())] == ["say", "kibitz"]
    panel.set_game_context("watching")
    assert [panel.mode.itemData(i) for i in range(panel.mode.count())] == ["kibitz", "whisper"]
    sent = []
    panel.send_requested.connect(lambda *args: sent.append(args))
    panel.mode.setCurrentIndex(1)
    qtbot.keyClicks(panel.input, "nice roll")
    qtbot.keyClick(panel.input, Qt.Key.Key_Return)
    assert sent == [("whisper", "", "nice roll")]


def test_gagged_players_are_hidden_and_history_is_kept(qtbot, tmp_path):
    panel = make_panel(qtbot, tmp_path)
    panel.gagged.add("troll")
    panel.add_line(ChatLine(SHOUT, "shout", "troll", "spam"))
    panel.add_line(ChatLine(SHOUT, "shout", "bob", "real line"))
    panel.add_line(ChatLine(SHOUT, "shout", "me", "my line", own=True))
    assert "spam" not in panel.views[SHOUT].toPlainText()
    again = make_panel(qtbot, tmp_path)
    text = again.views[SHOUT].toPlainText()
    assert "real line" in text and "my line" in text and "spam" not in text


def test_tab_completes_player_names(qtbot, tmp_path):
    panel = make_panel(qtbot, tmp_path)
    panel.input.setText("hi bo")
    panel.input.complete_name()
    assert panel.input.text() == "hi bob"
    panel.input.setText("al")
    panel.input.complete_name()
    assert panel.input.text() == "al"  # alice and albert share only "al"
    panel.input.setText("ali")
    qtbot.keyClick(panel.input, Qt.Key.Key_Tab)
    assert panel.input.text() == "alice "
