import os
import tempfile

# Every test runs without a display.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Settings, logs and history of the app under test stay out of the user's real folders.
os.environ["FIBSGUI_HOME"] = tempfile.mkdtemp(prefix="fibsgui-tests-")
