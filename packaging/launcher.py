"""Entry script for the frozen app (build.spec): the same main() as the ``napoleon`` command."""

import sys

from game.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
