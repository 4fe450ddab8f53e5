from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from fibsgui.ui.console import ServerConsole
from fibsgui.ui.notices import NoticeArea


def test_console_shows_lines_as_text_and_sends_commands(qtbot):
    console = ServerConsole()
    qtbot.addWidget(console)
    commands = []
    console.command_entered.connect(commands.append)
    console.received("5 alice - - 1 0 1500.00 10 0 1042191690 host <b>client</b> - 6")
    console.problem("\x01garbled\x00line")
    qtbot.keyClicks(console.input, "show games")
    qtbot.keyClick(console.input, Qt.Key.Key_Return)
    qtbot.keyClicks(console.input, "who")
    qtbot.keyClick(console.input, Qt.Key.Key_Return)
    assert commands == ["show games", "who"]
    assert "<b>client</b>" in console.output.toPlainText()
    qtbot.keyClick(console.input, Qt.Key.Key_Up)
    qtbot.keyClick(console.input, Qt.Key.Key_Up)
    assert console.input.text() == "show games"
    qtbot.keyClick(console.input, Qt.Key.Key_Down)
    assert console.input.text() == "who"


def test_invitation_notices(qtbot):
    area = NoticeArea()
    qtbot.addWidget(area)
    area.show()
    joined, cancelled = [], []
    area.join_requested.connect(joined.append)
    area.cancel_invitation_requested.connect(cancelled.append)
    notice = area.invitation("alice", "alice wants to play a 5 point match with you.")
    assert area.isVisible() and notice.label.textFormat() == Qt.TextFormat.PlainText
    buttons = {b.text(): b for b in notice.findChildren(QPushButton)}
    qtbot.mouseClick(buttons["Join"], Qt.MouseButton.LeftButton)
    assert joined == ["alice"] and "invite:alice" not in area.notices
    area.own_invitation("bob", "You invited bob to a 3 point match.")
    area.own_invitation("carol", "You invited carol to a 5 point match.")  # replaces the first
    assert [k for k in area.notices if k.startswith("own:")] == ["own:carol"]
    own = area.notices["own:carol"]
    cancel = [b for b in own.findChildren(QPushButton) if b.text() == "Cancel invitation"][0]
    qtbot.mouseClick(cancel, Qt.MouseButton.LeftButton)
    assert cancelled == ["carol"] and not area.notices and area.isHidden()
