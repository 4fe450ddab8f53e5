"""Qt item models and controllers (QtCore only): players, chat, games, settings."""
