import sys

from menara_tui.cli import main

sys.exit(main())
