import os
import tempfile

# Every test runs without a display.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Settings, logs and history of the app under test stay out of the user's real folders.
os.environ["FIBSGUI_HOME"] = tempfile.mkdtemp(prefix="fibsgui-tests-")


import pytest  # noqa: E402


@pytest.fixture
async def fake_fibs():
    """A running :class:`tests.fakefibs.FakeFibs` on 127.0.0.1 (free port), closed afterwards.

    It has three accounts: ``alice`` / ``alice_pw``, ``bob`` / ``bob_pw``, ``carol`` / ``carol_pw``.
    """
    from tests.fakefibs import FakeFibs

    async with FakeFibs(seed=1) as server:
        for name in ("alice", "bob", "carol"):
            server.add_account(name, f"{name}_pw")
        yield server


@pytest.fixture(scope="session")
def qapp(qapp):
    """pytest-qt's application, speaking English (with its plural forms) whatever the machine's locale,
    with Python's garbage collected in the GUI thread alone, as the app does (fibsgui.ui.collector):
    a window of one test collected by the engine's thread in another would crash the run."""
    from fibsgui import i18n
    from fibsgui.ui import collector

    i18n.set_language("en")
    collector.install()
    return qapp
