"""``python -m companion``: the ``companion`` command (:func:`companion.launch.main`), for
a shell where the virtual environment's ``bin`` is not on the path (fresh QA51c: "No
module named companion.__main__"). Exits with the command's status."""
import sys

from companion.launch import main

if __name__ == "__main__":
    sys.exit(main())
