"""``python -m fibsgui`` starts the app."""

import sys

from fibsgui.app import main

if __name__ == "__main__":
    sys.exit(main())
