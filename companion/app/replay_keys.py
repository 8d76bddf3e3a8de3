"""The keys of a deterministic video replay (``companion replay --source VIDEO --keys FILE``,
:mod:`companion.app.video_replay`): when each key is typed, as a frame number or a video
time, and the converter from a tester's run (their ``keys.log`` and ``said.log``, UTC
times) to such a file.

A keys file has one key group a line, ``WHEN<TAB>KEYS`` (``#`` starts a comment line; blank
lines are skipped; a third column is a comment too):

- ``WHEN``: a whole number is a frame number (0-based, the video's own: ``Frame.index``);
  a number with a decimal point, or ending in ``s``, is seconds of video time
  (``Frame.t``): the key is typed at the first frame at or after it;
- ``KEYS``: the keys typed, in order, at once; ``\\n`` is Enter, ``\\t`` Tab, ``\\\\`` a
  backslash (``+2``, ``\\n5``: Enter then rank 5).

>>> [(k.frame, k.seconds, k.keys) for k in parse_keys("140\\t+2\\n# a comment\\n35.5\\t\\\\n5\\n")]
[(140, None, '+2'), (None, 35.5, '\\n5')]
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from companion.app.terminal import STATUS_PREFIX

#: a tester's driver's keys.log line: ``HH:MM:SS.fff KEY '<python repr of the keys>' ...``
#: (the repr in double quotes when the keys hold a ``'``, e.g. AZERTY's key 4: review of
#: replay54, such a key was dropped)
_TESTER_KEY = re.compile(
    r"(\d\d):(\d\d):(\d\d(?:\.\d+)?) KEY (?:'((?:[^'\\]|\\.)*)'|\"((?:[^\"\\]|\\.)*)\")")
#: a said.log line: ``HH:MM:SS.fff<TAB>lang<TAB>text``, lang as the voice tags it: ``es``,
#: ``en-us``, ``fr-fr`` (review of replay54: the region's tag was not read, and no line was)
_SAID = re.compile(r"(\d\d):(\d\d):(\d\d(?:\.\d+)?)\t[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]+)*\t(.*)")
_ESCAPES = {"n": "\n", "t": "\t", "\\": "\\"}


@dataclass(frozen=True)
class KeyAt:
    """One key group of a keys file: typed at ``frame`` (0-based) or at ``seconds`` of
    video time (the other ``None``); ``line``: its line number in the file (1-based)."""

    line: int
    frame: int | None
    seconds: float | None
    keys: str


class KeysLineError(ValueError):
    """A keys file's line that does not fit ``WHEN<TAB>KEYS``: ``line`` (1-based), its
    ``text``, and the ``problem``: ``"columns"`` (not two columns, or no keys), ``"when"``
    (the first column neither a frame number nor seconds) or ``"escape"`` (a backslash
    not starting ``\\n``, ``\\t`` or ``\\\\``); the app's words for each are
    ``app.replay.keys_<problem>``."""

    def __init__(self, line: int, text: str, problem: str) -> None:
        self.line, self.text, self.problem = line, text, problem
        super().__init__(f"line {line}: {text!r}: {problem}")


def _unescape(text: str, line: int, raw: str) -> str:
    """``text`` with ``\\n``, ``\\t`` and ``\\\\`` replaced; another escape is refused."""
    out, i = [], 0
    while i < len(text):
        if text[i] == "\\":
            nxt = text[i + 1:i + 2]
            if nxt not in _ESCAPES:
                raise KeysLineError(line, raw, "escape")
            out.append(_ESCAPES[nxt])
            i += 2
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


def escape(keys: str) -> str:
    """``keys`` as a keys file writes them (the inverse of the file's escapes)."""
    return keys.replace("\\", "\\\\").replace("\n", "\\n").replace("\t", "\\t")


def parse_keys(text: str) -> list[KeyAt]:
    """The key groups of a keys file's ``text``, in file order.

    Raises:
        KeysLineError: a line is not ``WHEN<TAB>KEYS`` (WHEN a frame number, 0 or more, or
            seconds: ``12.5`` or ``12s``; KEYS not empty).
    """
    found = []
    for n, raw in enumerate(text.splitlines(), 1):
        line = raw.strip("\r\n")
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        parts = line.split("\t")
        if len(parts) < 2 or not parts[1]:
            raise KeysLineError(n, raw, "columns")
        when = parts[0].strip()
        if re.fullmatch(r"\d+", when):
            frame, seconds = int(when), None
        elif re.fullmatch(r"\d+(\.\d*)?s?|\.\d+s?", when) and when != "s":
            frame, seconds = None, float(when.rstrip("s"))
        else:
            raise KeysLineError(n, raw, "when")
        found.append(KeyAt(n, frame, seconds, _unescape(parts[1], n, raw)))
    return found


def read_keys(path: str) -> list[KeyAt]:
    """:func:`parse_keys` of the file at ``path`` (UTF-8). Raises OSError, KeysLineError."""
    with open(path, encoding="utf-8-sig") as f:
        return parse_keys(f.read())


def utc_seconds(text: str) -> float:
    """``HH:MM:SS[.fff]`` as seconds since midnight. Raises ValueError."""
    m = re.fullmatch(r"(\d\d?):(\d\d):(\d\d(?:\.\d+)?)", text.strip())
    if m is None:
        raise ValueError(f"{text!r}: expected a UTC time HH:MM:SS.fff")
    return int(m.group(1)) * 3600 + int(m.group(2)) * 60 + float(m.group(3))


def _python_escapes(text: str) -> str:
    """The keys of a ``KEY '...'`` repr (``\\n``, ``\\t``, ``\\\\``, ``\\'``, ``\\xNN``)."""
    return text.encode("latin-1", "backslashreplace").decode("unicode_escape")


class NoKeyLines(ValueError):
    """A tester's keys.log with no ``HH:MM:SS.fff KEY '<keys>'`` line (:data:`_TESTER_KEY`);
    ``first``: its first line, to show."""

    def __init__(self, first: str) -> None:
        self.first = first
        super().__init__(f"no KEY line; the first line: {first!r}")


def keys_from_tester(keys_log: str, said_log: str = "", start: float | None = None) -> str:
    """A keys file (seconds of video) from a tester's run: the ``KEY`` lines of their
    driver's ``keys_log`` (text; UTC times), each at its time minus ``start`` (seconds
    since midnight UTC of the video's frame 0; ``None``: the first line of ``said_log``,
    said once the first picture is read), with the last line heard before it (from
    ``said_log``, ``HH:MM:SS.fff<TAB>lang<TAB>text``, :data:`_SAID`) as a third-column
    comment (not a ``[status]`` line: :data:`companion.app.terminal.STATUS_PREFIX`), to
    find the frame to type it at where the live video waited for the voice
    (its clock then ran ahead of the video's: the seconds are an upper bound of the
    frame's time).

    Raises:
        NoKeyLines: ``keys_log`` has lines but no ``KEY`` line (:data:`_TESTER_KEY`: a
            driver of another format; QA55 got an empty keys file, without a word).
        ValueError: no start given and no line in ``said_log``.
    """
    lines = [line for line in keys_log.splitlines() if line.strip()]
    if lines and not any(map(_TESTER_KEY.match, lines)):
        raise NoKeyLines(lines[0])
    # a stdout said.log holds the sighted helper's status lines too ("[status] round 1 |
    # …", companion.app.terminal.terminal_status): never heard (fresh QA64 L3)
    said = [(_hms(m), m.group(4)) for m in map(_SAID.match, said_log.splitlines())
            if m and not m.group(4).startswith(STATUS_PREFIX)]
    if start is None:
        if not said:
            raise ValueError("no start time: give it, or a said.log with a first line")
        start = said[0][0]
    clock = f"{int(start // 3600):02d}:{int(start % 3600 // 60):02d}:{start % 60:06.3f}"
    out = [f"# from a tester's keys.log, video start {clock} UTC: seconds of video<TAB>keys"
           "<TAB>the last line heard before"]
    for m in map(_TESTER_KEY.match, keys_log.splitlines()):
        if m is None:
            continue
        at = _hms(m)
        heard = [text for t, text in said if t <= at]
        keys = _python_escapes(m.group(4) if m.group(4) is not None else m.group(5))
        # a raw terminal's Enter ('\r', as live play takes it; fresh QA56 L4: it split the
        # keys file's line and the Enter was lost)
        keys = keys.replace("\r\n", "\n").replace("\r", "\n")
        out.append(f"{max(0.0, at - start):.3f}s\t{escape(keys)}"
                   f"\t# {heard[-1] if heard else ''}")
    return "\n".join(out) + "\n"


def _hms(m: re.Match) -> float:
    return int(m.group(1)) * 3600 + int(m.group(2)) * 60 + float(m.group(3))
