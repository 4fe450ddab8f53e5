"""fibsgui: a desktop client for FIBS, the First Internet Backgammon Server."""

from __future__ import annotations

__all__ = ["__version__"]

# The version of pyproject.toml (tests/packaging/test_packaging.py keeps the two the same); written
# out here because reading it from the installed metadata (importlib.metadata) costs 20 ms and
# 2.5 MB of the start.
__version__ = "0.1.0"
