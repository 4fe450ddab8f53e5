"""The backgammon board: scene, items, themes and the widget with its actions."""

from fibsgui.ui.board.theme import Theme, available_themes
from fibsgui.ui.board.view import BoardView, BoardWidget

__all__ = ["BoardView", "BoardWidget", "Theme", "available_themes"]
