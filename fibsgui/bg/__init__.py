"""Backgammon rules: positions, moves, plays, legal plays, match and cube state. No Qt, no I/O."""
