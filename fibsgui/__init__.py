"""fibsgui: a desktop client for FIBS, the First Internet Backgammon Server."""

from __future__ import annotations

__all__ = ["__version__"]


def __getattr__(name: str) -> str:
    # The version comes from the installed metadata, read on first use: importlib.metadata costs
    # about 50 ms and 5 MB at start-up, before the window could be shown.
    if name == "__version__":
        from importlib.metadata import PackageNotFoundError, version

        try:
            value = version("fibsgui")
        except PackageNotFoundError:  # running from a source tree that was never installed
            value = "0.0.0"
        globals()["__version__"] = value
        return value
    raise AttributeError(f"module 'fibsgui' has no attribute {name!r}")
