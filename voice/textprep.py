"""Clean and split announcement text before it reaches a speech engine."""

from __future__ import annotations

import re

CHUNK_CHARS = 400  # longest piece given to an engine at once (interruptible between pieces)
MAX_CHARS = 10_000  # longer announcements are spoken truncated (full text goes to the text channel)

_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f]")
_SURROGATE = re.compile("[\ud800-\udfff]")  # lone halves: no encoder (UTF-8 included) accepts them
#: between sentences or list entries: where a long line is split, and where a cut line may
#: go on (:func:`clause_start`)
_SENTENCE_END = re.compile(r"(?<=[.!?;…])\s+")
_LABEL_END = re.compile(r"(?<=:)\s+")  # inside a sentence too long for one piece


def clean(text: str) -> str:
    """Control characters become spaces; lone surrogates (unencodable, e.g. from a badly
    decoded name) become ``?``; runs of whitespace collapse; ends stripped."""
    return " ".join(_SURROGATE.sub("?", _CONTROL.sub(" ", text)).split())


def split(text: str, limit: int = CHUNK_CHARS) -> list[str]:
    """Split ``text`` into pieces of at most ``limit`` characters, between sentences or
    list entries (after ``. ! ? ; …``) when possible (QA35: the help was cut after "Minus
    twice:", its "undo." said alone after a pause), else after a colon, else at spaces,
    else anywhere. No character is lost: the pieces hold the characters of
    ``clean(text)`` in order (only spaces at the cuts are dropped)."""
    text = clean(text)
    if len(text) <= limit:
        return [text] if text else []
    pieces: list[str] = []
    for sentence in _SENTENCE_END.split(text):
        while len(sentence) > limit:
            cut = max((m.start() for m in _LABEL_END.finditer(sentence, 0, limit + 1)),
                      default=sentence.rfind(" ", 0, limit + 1))
            cut = cut if cut > 0 else limit
            pieces.append(sentence[:cut].strip())
            sentence = sentence[cut:].strip()
        if sentence:
            if pieces and len(pieces[-1]) + 1 + len(sentence) <= limit:
                pieces[-1] = f"{pieces[-1]} {sentence}"
            else:
                pieces.append(sentence)
    return pieces


def clause_start(text: str, upto: int) -> int:
    """Where the last clause of ``text`` that begins at or before character ``upto``
    begins (after a sentence end or ``;``; not after ``:``, which ends a label: "rate
    9999: 175 used"), 0 for the first: a line cut there is said again from that clause,
    not from its start.

    >>> clause_start("Voice settings, 2 problems: rate 9999: 175 used; volume 'loud'.", 50)
    49
    >>> clause_start("Voice settings, 2 problems: rate 9999: 175 used; volume 'loud'.", 45)
    0
    """
    return max((m.end() for m in _SENTENCE_END.finditer(text) if m.end() <= upto), default=0)
