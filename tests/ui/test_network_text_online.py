"""The whole client against the fake FIBS server: hostile names, HTML, overrides and absurd numbers
from the server are shown as what they are, in the player list, its tooltip, the chat, the
invitation notice and the status bar, and nothing raises."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QTextDocument
from PySide6.QtGui import Qt as GuiQt

from fibsgui.models.players import PlayerTableModel
from fibsgui.ui.chat import SHOUT
from tests.ui.onlinekit import run, until
from tests.ui.test_online import logged_in, started_server

RLO, PDF, FSI, PDI = "\u202e", "\u202c", "\u2068", "\u2069"
SPOOF = "x" + RLO + "evil"


def test_hostile_text_from_the_server_is_shown_as_it_is(qtbot, tmp_path, qloop):
    errors: list[BaseException] = []

    async def scenario() -> None:
        server = await started_server()
        try:
            (alice,) = await logged_in(qtbot, tmp_path, server, "alice")
            push = server.client("alice").push
            push(f"5 <b>bold</b> - - 1 0 1612.50 321 5 999999999999999999 <i>host</i> gnubg -")
            push(f"5 {SPOOF} - - 1 0 1500.5 9 3 999999999999999999 h - -")
            push("5 <i>x - - 1 0 1700.25 42 1 1700000000 h - -")
            push("6")
            model = alice.player_model
            await until(lambda: model.player(SPOOF) is not None and model.player("<b>bold</b>") is not None,
                        what="the hostile who lines")
            push(f"13 {SPOOF} hello")
            push("<i>x wants to play a 5 point match with you.")
            push("** Error: <b>" + RLO + "nope")
            await until(lambda: "invite:<i>x" in alice.notices.notices, what="the invitation")
            await until(lambda: "hello" in alice.chat.views[SHOUT].toPlainText(), what="the shout")

            # the player list: the tooltip is HTML that shows the server's text literally
            row = alice.players.proxy.mapFromSource(model.index(model.row_of("<b>bold</b>"), 0))
            tooltip = alice.players.proxy.data(row, Qt.ItemDataRole.ToolTipRole)
            document = QTextDocument()
            document.setHtml(tooltip)
            assert GuiQt.mightBeRichText(tooltip)  # so Qt reads it as the HTML it is
            assert FSI + "<b>bold</b>" + PDI in document.toPlainText()
            assert "logged in 999999999999999999" in document.toPlainText()
            spoof = model.index(model.row_of(SPOOF), 0)
            assert [model.index(spoof.row(), c).data() for c in range(PlayerTableModel.COLUMN_COUNT)] == [
                SPOOF, "ready", "1500.50", "9", "", "3s", ""]  # a cell holds its piece alone

            # the notice and the chat: the name is isolated, the words after it stay in place
            notice = alice.notices.notices["invite:<i>x"].label
            assert notice.textFormat() == Qt.TextFormat.PlainText
            assert notice.text() == (FSI + "<i>x" + PDI
                                     + " (rating 1700.25, experience 42) invites you to a 5-point match.")
            assert (FSI + SPOOF + PDF + PDI + ": " + FSI + "hello" + PDI) in alice.chat.views[SHOUT].toPlainText()
            # the status bar: the server's error, its override closed at its end
            await until(lambda: alice.statusBar().currentMessage(), what="the error in the status bar")
            assert alice.statusBar().currentMessage() == "Error: <b>" + RLO + "nope" + PDF
        except BaseException as exc:  # noqa: BLE001 - reported below, after the server stops
            errors.append(exc)
        finally:
            await server.close()

    run(qloop, scenario(), timeout=60)
    if errors:
        raise errors[0]
