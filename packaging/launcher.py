"""Entry script of the bundled app: the same as ``python -m fibsgui``."""

import sys

from fibsgui.app import main

if __name__ == "__main__":
    sys.exit(main())
