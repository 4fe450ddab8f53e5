"""fibsgui: a desktop client for FIBS, the First Internet Backgammon Server."""

from importlib.metadata import PackageNotFoundError, version as _version

try:
    __version__ = _version("fibsgui")
except PackageNotFoundError:  # running from a source tree that was never installed
    __version__ = "0.0.0"

__all__ = ["__version__"]
