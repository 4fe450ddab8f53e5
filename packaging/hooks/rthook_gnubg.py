"""Runtime hook of the bundled app: GNU Backgammon's engine reads its neural-net weights, bear-off
databases and match equity tables from the bundle's gnubg/data (the engine aborts the process
when it cannot find the weights). Set before anything imports gnubg; a GNUBG_DATA_DIR in the
user's environment could belong to another gnubg version, so the bundle's own data wins."""

import os
import sys

_data = os.path.join(getattr(sys, "_MEIPASS", os.path.dirname(sys.executable)), "gnubg", "data")
if os.path.isdir(_data):
    os.environ["GNUBG_DATA_DIR"] = _data
del _data
