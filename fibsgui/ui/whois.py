"""The answer to ``whois``: a small window with what the server says about a player."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QVBoxLayout, QWidget

from fibsgui.models.players import format_number
from fibsgui.nettext import balanced, isolate
from fibsgui.ui.screenfit import keep_on_screen


class WhoisDialog(QDialog):
    """A ``whois`` answer, readable, not modal."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        keep_on_screen(self)  # fits the screen whenever shown
        from fibsgui.ui.players import WhoisPanel

        self.setObjectName("WhoisDialog")
        self.panel = WhoisPanel(self)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.panel)
        layout.addWidget(buttons)
        self.setMinimumWidth(360)

    def show_whois(self, whois: Any) -> None:
        self.setWindowTitle(self.tr("About {0}").format(isolate(whois.name)))
        self.panel.show_lines(whois_lines(whois))
        self.show()
        self.raise_()


def whois_lines(whois: Any) -> list[str]:
    """The lines of an assembled whois record, or the server's lines as they came; each line's
    embeddings and overrides closed at its end (see :func:`fibsgui.nettext.balanced`)."""
    lines = list(getattr(whois, "lines", ()) or ())
    if lines:
        return [balanced(str(line).strip()) for line in lines]
    out = []
    for field in ("name", "last_login", "status", "away", "rating", "experience", "email"):
        value = getattr(whois, field, None)
        if value not in (None, ""):
            out.append(f"{field.replace('_', ' ')}: {isolate(format_number(value))}")
    return out
