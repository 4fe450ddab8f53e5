"""Qt widgets: the main window, the board, docks and dialogs."""
