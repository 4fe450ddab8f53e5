"""The asyncio event loop on Qt's event loop (qasync), made when the online part first needs it.

Only the FIBS session runs on asyncio, and importing asyncio (with ssl) and qasync costs about a
fifth of fibsgui's start and 10 MiB of memory. So the application runs Qt's own event loop and
calls :func:`defer`; the first :func:`ensure` (the first login) makes the qasync loop, running
inside Qt's from then on, and :func:`close` ends it when Qt's loop has ended.

Without :func:`defer` (tests, tools that run a qasync loop of their own) :func:`ensure` does
nothing: asyncio uses whatever loop the caller set.
"""

from __future__ import annotations

import logging
from typing import Any

log = logging.getLogger(__name__)

_app: Any = None
_loop: Any = None


def defer(app: Any) -> None:
    """Make the asyncio loop for ``app`` (a running QApplication) on the first :func:`ensure`."""
    global _app
    _app = app


def ensure() -> Any:
    """The loop made for the deferred application (made now if need be), else None."""
    global _loop
    if _loop is None and _app is not None:
        import asyncio

        import qasync

        _loop = qasync.QEventLoop(_app, already_running=True)
        asyncio.set_event_loop(_loop)
        log.debug("asyncio loop started inside Qt's event loop")
    return _loop


def running() -> bool:
    """Whether an asyncio loop runs now (without making one)."""
    import sys

    asyncio = sys.modules.get("asyncio")
    if asyncio is None:
        return False
    try:
        asyncio.get_running_loop()
    except RuntimeError:
        return False
    return True


def close() -> None:
    """End the loop made by :func:`ensure`, after Qt's event loop has returned."""
    global _loop, _app
    loop, _loop, _app = _loop, None, None
    if loop is None:
        return
    import asyncio

    loop.stop()
    asyncio.events._set_running_loop(None)
    loop.close()
    asyncio.set_event_loop(None)
