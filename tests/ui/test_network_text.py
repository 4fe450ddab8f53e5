"""Text and numbers from the server, shown: plain text everywhere (tooltips too), a right-to-left
override that reorders nothing after its own piece, and absurd values that never raise."""

import math

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QImage, QTextDocument

from fibsgui.chatlog import ChatLine
from fibsgui.models.games import GameEntry, GamesTableModel
from fibsgui.models.players import PlayerTableModel
from fibsgui.ui.chat import SHOUT, ChatView
from fibsgui.ui.players import InviteDialog
from fibsgui.ui.whois import WhoisDialog
from tests.models.test_players import Who

RLO, FSI, PDI = "\u202e", "\u2068", "\u2069"
WHEN = 1_700_000_000.0


def shown(qtbot, line: ChatLine) -> QImage:
    view = ChatView(SHOUT)
    qtbot.addWidget(view)
    view.resize(420, 80)
    view.add_line(line)
    view.show()
    qtbot.waitExposed(view)
    return view.viewport().grab().toImage()


def test_an_override_in_a_name_does_not_reverse_the_text_after_it(qtbot):
    """A sender named "x" + RLO + "evil": the override turns "evil" into "live" inside the name,
    and the ": hello" after it stays as it is. Compared on the pixels with the same line written
    with "xlive" and no control character."""
    spoofed = shown(qtbot, ChatLine(SHOUT, "shout", "x" + RLO + "evil", "hello", when=WHEN))
    plain = shown(qtbot, ChatLine(SHOUT, "shout", "xlive", "hello", when=WHEN))
    assert spoofed == plain
    # what the isolation prevents: the same characters inserted as they came reverse the rest
    view = ChatView(SHOUT)
    qtbot.addWidget(view)
    view.resize(420, 80)
    view.appendPlainText("[00:00] x" + RLO + "evil: hello")
    view.show()
    qtbot.waitExposed(view)
    raw = view.viewport().grab().toImage()
    assert raw != plain


def test_an_override_in_a_shout_ends_with_the_shout(qtbot):
    line = ChatLine(SHOUT, "shout", "bob", "abc" + RLO + "evil", when=WHEN)
    view = ChatView(SHOUT)
    qtbot.addWidget(view)
    view.add_line(line)
    view.add_line(ChatLine(SHOUT, "shout", "carol", "next", when=WHEN))
    text = view.toPlainText()
    assert FSI + "abc" + RLO + "evil\u202c" + PDI in text  # closed (PDF) and isolated (PDI)
    assert text.endswith(FSI + "carol" + PDI + ": " + FSI + "next" + PDI)


def test_a_time_no_calendar_holds_is_shown_as_unknown(qtbot):
    view = ChatView(SHOUT)
    qtbot.addWidget(view)
    for when in (1e300, -1e300, math.nan, 999999999999999999.0):
        view.add_line(ChatLine(SHOUT, "message", "bob", "from the future", when=when))
    assert view.toPlainText().count("[--:--] ") == 4


def tooltip_text(model, row=0):
    html = model.index(row, PlayerTableModel.COL_NAME).data(Qt.ItemDataRole.ToolTipRole)
    document = QTextDocument()
    document.setHtml(html)
    return html, document


def test_the_player_tooltip_shows_html_from_the_server_literally(qtbot):
    model = PlayerTableModel()
    model.update_player(Who("<b>bold</b>", hostname="<i>host</i>", rating=1612.5, experience=321))
    model.flush()
    html, document = tooltip_text(model)
    text = document.toPlainText()
    assert FSI + "<b>bold</b>" + PDI in text and FSI + "<i>host</i>" + PDI in text
    assert "rating 1612.50, experience 321" in text
    # nothing of it is set in bold or italics: every fragment has the document's plain format
    block = document.begin()
    while block.isValid():
        fragments = block.begin()
        while not fragments.atEnd():
            fmt = fragments.fragment().charFormat()
            assert fmt.fontWeight() <= 400 and not fmt.fontItalic()
            fragments += 1
        block = block.next()


def test_absurd_values_never_raise(qtbot):
    model = PlayerTableModel()
    absurd = [
        Who("future", login=999999999999999999, rating=math.inf, experience=10**30, idle=10**15),
        Who("past", login=-999999999999999999, rating=-math.inf, experience=-5, idle=-7),
        Who("nan", login=10**40, rating=math.nan, idle=0),
        Who("big", login=1, rating=1e308, experience=2**63),
        Who("plain", rating=1500.0),
    ]
    for who in absurd:
        model.update_player(who)
    model.flush()
    roles = [Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole, PlayerTableModel.SortRole,
             PlayerTableModel.FilterRole + 3]
    for row in range(model.rowCount()):
        for column in range(model.columnCount()):
            for role in roles:
                model.index(row, column).data(role)  # must not raise
    texts = {model.index(r, 0).data(): [model.index(r, c).data() for c in range(7)] for r in range(5)}
    assert texts["future"][PlayerTableModel.COL_RATING] == "inf"
    assert texts["future"][PlayerTableModel.COL_EXPERIENCE] == str(10**30)
    assert texts["nan"][PlayerTableModel.COL_RATING] == "nan"
    assert texts["past"][PlayerTableModel.COL_IDLE] == "-7"
    row = model.row_of("future")
    html, document = tooltip_text(model, row)
    assert "logged in 999999999999999999" in document.toPlainText()  # the number as it came
    # every column sorts, NaN with the lowest ratings, in both directions
    for column in range(7):
        for order in (Qt.SortOrder.AscendingOrder, Qt.SortOrder.DescendingOrder):
            model.sort_rows(column, order)
            assert sorted(model.names()) == sorted(w.name for w in absurd)
    model.sort_rows(PlayerTableModel.COL_RATING, Qt.SortOrder.DescendingOrder)
    assert model.names() == ["future", "big", "plain", "nan", "past"]  # NaN as -inf, ties by name


def test_an_absurd_match_length_is_shown_as_it_came(qtbot):
    model = GamesTableModel()
    model.set_games([GameEntry("a", "b", 10**12, (10**20, -3)), GameEntry("c", "d", 7, (1, 2))])
    texts = sorted(model.index(r, GamesTableModel.COL_LENGTH).data() for r in range(2))
    assert texts == ["1000000000000", "7 points"]
    assert model.index(0, GamesTableModel.COL_SCORE).data() in ("100000000000000000000--3", "1-2")
    for column in range(4):
        model.sort_rows(column, Qt.SortOrder.DescendingOrder)
    assert model.data(QModelIndex()) is None


def test_dialog_titles_isolate_the_name(qtbot):
    dialog = InviteDialog("x" + RLO + "evil")
    qtbot.addWidget(dialog)
    assert dialog.windowTitle().endswith(FSI + "x" + RLO + "evil\u202c" + PDI)
    assert FSI + "x" + RLO + "evil\u202c" + PDI + " " in dialog.intro.text()

    class Whois:
        name = "bob" + RLO
        lines = ["Information about bob:", "  bob is away: back " + RLO + "soon", "a\u2029fake line"]

    whois = WhoisDialog()
    qtbot.addWidget(whois)
    whois.show_whois(Whois())
    assert whois.windowTitle().endswith(FSI + "bob" + RLO + "\u202c" + PDI)
    assert whois.panel.label.text().split("\n") == [
        "Information about bob:", "bob is away: back " + RLO + "soon\u202c", "a fake line"]
