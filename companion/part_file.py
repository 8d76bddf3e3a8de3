"""An output file written whole or not at all: a part file beside the target, renamed over
it once complete, so a full disk or a crash never leaves a file cut short nor loses the
earlier one (``print-kit -o``, ``simulate --record``, the table settings file; QA27 #1: a
kit that could not be written over was deleted)."""
from __future__ import annotations

import os
import tempfile
from pathlib import Path


class PartFile:
    """A new empty file :attr:`part` in ``target``'s folder (``.NAME.XXXX.part``) that
    :meth:`commit` renames over ``target``; :meth:`discard` removes it.

    Raises:
        OSError: ``target`` exists but cannot be written (a read-only file: checked by
            opening it for update, which changes nothing), or its folder cannot hold a new
            file. ``target`` is then left as it was.
    """

    def __init__(self, target: str | os.PathLike) -> None:
        self.target = Path(target)
        if self.target.is_file():
            with open(self.target, "r+b"):  # read-only: refused like a write, untouched
                pass
        folder = self.target.parent if str(self.target.parent) else Path(".")
        handle, name = tempfile.mkstemp(dir=folder, prefix=f".{self.target.name}.",
                                        suffix=".part")
        os.close(handle)
        self.part = Path(name)

    def commit(self) -> None:
        """Give the part file the permissions ``open()`` would have given a new file (not
        mkstemp's 0600) and rename it over the target.

        Raises:
            OSError: the rename failed; the part file is removed, the target untouched.
        """
        try:
            mask = os.umask(0)
            os.umask(mask)
            os.chmod(self.part, 0o666 & ~mask)
            os.replace(self.part, self.target)
        except OSError:
            self.discard()
            raise

    def discard(self) -> None:
        """Remove the part file (a failed or abandoned write); never raises."""
        try:
            self.part.unlink(missing_ok=True)
        except OSError:
            pass
