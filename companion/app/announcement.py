"""A sentence for the voice (:class:`Announcement`): the terms between a
:class:`~companion.app.session.TableSession`, which makes it, and the voice adapter
(:class:`~companion.app.voiceout.VoiceOut`), which says it, drops it or cuts it.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable


@dataclass(frozen=True)
class Announcement:
    """A sentence for the voice: ``brief`` and ``verbose`` texts, a ``priority``
    (``"now"``, ``"normal"``, ``"low"``), an optional ``earcon`` name, the event kind
    (``None`` for an answer to a key), ``stale()``: true once the sentence is over
    before its turn to be said (a turn passed, a question answered), for a voice that is
    behind the table (``None``: never), and ``keep``: false for an answer to a key that
    the history of keys 7 and 9 leaves out (a prompt, an echo, a question asked again)."""

    brief: str
    verbose: str
    priority: str = "normal"
    earcon: str | None = None
    kind: str | None = None
    stale: Callable[[], bool] | None = field(default=None, compare=False, repr=False)
    #: ``(brief, verbose)`` as the table now knows it when the voice comes to say it, or
    #: ``None`` to say it as made (a deck count said ahead of an answer, "17 or 18 cards
    #: left: the answer tells.", once the answer told it: QA48 r4); ``None``: never
    fresh: Callable[[], "tuple[str, str] | None"] | None = field(default=None, compare=False,
                                                                repr=False)
    #: kept in the history keys 7 and 9 step through
    #: (:meth:`~companion.app.session.TableSession.news`)
    keep: bool = True
    #: once heard, what key 0 says again (false: it says the kept line heard before it; the
    #: pictures' end, QA31 #6: after the game, 0 said "The pictures have ended." again)
    repeatable: bool = True
    #: said in answer to a key (:meth:`~companion.app.session.TableSession.answering`), its
    #: news included: a voice behind the table says it at once, ahead of the events it has
    #: still to say (QA36 H2)
    answer: bool = False
    #: an answer to a key that names what the voice may not have said yet (the state
    #: keys' answers, 5, 8, 2 …, when the table as the player heard it is not known:
    #: :func:`~companion.app.as_heard.as_heard`): said after what the voice
    #: has still to say, in order (key 8 said "Bob is out" before Ann's guess was heard)
    in_order: bool = False
    #: the lines (what ``say`` returned for them) an answer to a key acts on that the voice
    #: has still to say: said first, at once, then the answer (:meth:`voice.Speaker.say`
    #: ``brings``). The undo's question names the newest input: its lines come first (QA36
    #: M2: "Undo the Tommy Gun in Carol's zone?" was heard 11 s before the Tommy Gun; QA27
    #: #5: said after the whole backlog instead, it came 8 to 11 s late); a card typed
    #: with Enter comes after the lines that asked for it (QA27 #6: "The Boxer. Alice
    #: passes." was said before "Alice: Sanity check, 1 card.")
    brings: tuple = field(default=(), compare=False, repr=False)
    #: the key press it answers (:attr:`~companion.app.session.TableSession.presses`; 0:
    #: none, or news): a voice behind the table drops what an older press has still to say
    #: when a newer one comes (QA28 #1)
    press: int = 0
    #: a key's refusal (the key changed nothing: "No question is open.", "Cancelled.", an
    #: undo asked to be confirmed): a newer key press does not drop it unsaid (QA29 N3)
    firm: bool = False
    #: said in answer to a query key (5, 8, 3, …): it replaces older presses' answers not yet
    #: said; false for a key that acts (plus, undo, slash, Enter, a prefix's cue): those are
    #: left (QA29 N4: plus, pressed to answer the question, dropped key 5's answer that
    #: waited behind it, unheard); :meth:`~companion.app.session.TableSession.pressed`
    replaces: bool = True
    #: the player asked for it again (key 1, the question): the same line being said is
    #: cut and said again from its start, at once (QA29 N4: key 1 during the question did
    #: nothing audible)
    again: bool = False
    #: a set-up step (the dealing steps, never over; the seat markers seen, ``stale`` once
    #: a card is played); cut twice by keys' answers, it is not begun a third time; dropped
    #: unsaid, it is not counted in "N sentences were not said" (QA31 N4: every session
    #: ended with "One sentence was not said", the dealing line the first card proved done)
    setup: bool = False
    #: an app line that is the game's news (the resume's "Game resumed from the log", the
    #: pictures' end): a key's answer, or the pictures' end said at once, goes after it and
    #: never cuts it (QA32 F7: cut by "The pictures have ended", it was said again in full:
    #: twice); said at once itself, it cuts no line being said either, but goes right after
    #: it (QA35 #5: in resumed runs, a camera line cut by the end was said twice)
    news: bool = False
    #: advice said once (the reading slow): cut by a key's answer after its start was
    #: heard (``voice.speaker_worker.AGAIN_AFTER_S``), it is not said again whole, but
    #: kept for keys 7 and 9 (fresh QA52 L2: the 9 s "Reading the table is slow…" cut
    #: 1.1 s in came back whole after "Again:", ahead of the news)
    once: bool = False
    #: the voice's mark (:meth:`voice.Speaker.mark`) when the game change it tells began
    #: (:meth:`~companion.app.session.TableSession.news`): a ``low`` line is dropped only
    #: when what was given before that change still takes the voice over 3 s to say, not
    #: for the change's own lines (QA37: "12 cards left." after a Sanity check)
    behind_upto: int | None = None
    #: what ``say`` returned for the line whose place it takes (:meth:`voice.Speaker.say`
    #: ``after``), or ``None``: the play a question held, that question closed by the
    #: cards before the voice began it, is said where the question was, ahead of the
    #: plays said after it (QA49 MEDIUM-1)
    after: object = field(default=None, compare=False, repr=False)
    #: false for the answer to a key that does nothing (Escape, an unknown key): said at
    #: once, it never cuts the line being said but goes right after it (QA28 of session 28:
    #: Escape cut the question being said, and the cards settled it before it was said
    #: again)
    cuts: bool = True
    #: a prefix key's cue, which the player must hear before typing its digit: said at
    #: once, ahead of older presses' answers still to say (a key's "1 update not said yet."
    #: left queued), which follow it (QA35 kn_en: behind them, "Card played: which rank?"
    #: was dropped unsaid by the rank typed 1 s after Enter)
    first: bool = False
    #: an answer to a key that tells what the player has heard (the state keys' table as
    #: heard, :func:`~companion.app.as_heard.as_heard`; key 6's card heard): said ahead of
    #: every line it does not bring, those an older key's answer brought too, which that
    #: table has not taken (:meth:`voice.Speaker.say` ``ahead``; fresh QA54: key 2's "18
    #: cards left", before Alice's R'lyeh drew 2 cards, came after those 2 lines, brought
    #: by plus 2, and "16 cards left")
    as_heard: bool = False
    #: the fact a table event's line tells, ``(fact, seat)``
    #: (:data:`~companion.app.said_again.FACTS`: "Carol is out." and "Carol is still in."
    #: tell one); ``None``: none of those
    fact: tuple | None = None
