"""The reckoning of a round resting on an entered card kept against the camera, said as
resting on it (session 71, hold71; review rev-hold70 HIGH).

The answer to an entered card's open question keeps that card though the camera read
another at its place (:mod:`companion.app.differs_kept`): the camera cards given after it
say "The table rests on the card you kept, not the camera's: check it.", but what the
table reckons from them was said as fact. handC (the d491 demo with a hand over Bob's
zone), Enter 6, plus 1 (The Sailor for Bob's Musician), the true plus 2: "Carol: Sanity
check, 1 card." "The Shoggoth. It lay there before this turn: check it." "Carol fails. 13
cards left." "Bob wins the round and has 1 Sane." (truth: she drew the Investigators and
passed, 14 left; she failed later, 10 left).

The rule: while the kept entry stands (:meth:`~companion.app.differs_kept.DiffersKept.
_kept_standing`: its round, its answer not taken back nor replayed by a correction), each
line of a result the table reckons (:data:`KEPT_RESULTS`: a Sanity check and its size, its
result, the cards left, a player out or still in, the round's and the game's result) is
said as resting on the kept card, its doubt first: "If the card you kept is right: Carol
fails. 13 cards left." (``app.kept_if``). Such a line that is also a camera card's own
(the card laid out with it) says that doubt once, as this lead, not as its check's end
(``app.check_card_kept``). So too the line telling to gather the cards for the next round
(``app.new_round_kept``, ``app.deal_next_kept``: "If the card you kept is right, gather all
the cards for the next round."). Plays, turns and the cards' own lines are said as before,
the camera cards with their check. Rules: seed 002 (Sanity check; knocked out; end of a
round).

Session 72 (hold72): the kept entry begins with the answer keeping it, so the cards that
answer itself brings (taken behind its question: a "which card?" answered after the camera
read another card there, fresh QA71 H3) are said with the check (:func:`kept_card`), the
answer's own news plainly; the state keys 2, 3, 4, 5 and 8 and a turn's cue saying the
cards left answer as resting on it too (:func:`kept_key`, :func:`kept_answer`; review
rev-hold71 HIGH: "13 cards left in the deck." as fact).

Used by :meth:`~companion.app.session_speech.SessionSpeech.announce` through the
session's ``rests_on_kept`` (set by :meth:`~companion.app.differs_kept.DiffersKept.
_differs_kept_begins`). No I/O.
"""
from __future__ import annotations

from companion.app.differs_kept import DIFFERS_KEPT
from companion.narration.catalog import message

#: event kinds whose line states a result the table reckons from the cards: said as
#: resting on the kept entry while it stands (:func:`kept_said`)
KEPT_RESULTS = frozenset({
    "sanity_check", "check_passed", "check_failed", "deck_count", "player_out",
    "still_in", "now_insane", "knock_out_prevented", "showdown", "showdown_tie",
    "round_ended", "first_player", "game_won"})


#: the state keys whose answer the table reckons from the cards (2: the deck, 3: the
#: unseen cards, 4: the Mythos tokens, 8: the table, 5: whose turn and who is out; their
#: command names): said as resting on the kept entry while it stands (:func:`kept_key`)
KEPT_KEYS = frozenset({"deck", "unseen", "scores", "table", "whose_turn"})
#: the app messages of those keys' answers said by ``tell`` (by their key's start; key
#: 5's "No turn in progress." and the questions they name are not)
KEPT_TOLD = ("app.deck", "app.unseen", "app.scores", "app.round_won_either_way",
             "app.game_won_either_way")

#: event kinds of a card's own line (a play, a discard, a card an effect showed): said
#: with the kept entry's check when the answer keeping it carries them (:func:`kept_card`)
KEPT_CARDS = frozenset({"card_played", "card_discarded", "card_revealed", "hand_revealed"})


def kept_entry(session):
    """The entered card kept against the camera while the round rests on it (the live
    table's :class:`~companion.app.differs_kept.KeptEntry`, through the session's
    ``rests_on_kept()``), else ``None`` (none standing, or no live table)."""
    standing = getattr(session, "rests_on_kept", None)
    if standing is None:
        return None
    return standing()


def kept_standing(session) -> bool:
    """Whether the round rests on an entered card kept against the camera: the session's
    ``rests_on_kept()`` (the live table's kept entry standing; ``None``: no live table)."""
    return kept_entry(session) is not None


def _answers_own(session, kept) -> bool:
    """Whether the input being said is the answer that kept the entry ``kept`` (a
    :class:`~companion.app.differs_kept.KeptEntry`): the tracker's history as long as
    when it was taken."""
    tracker = getattr(session, "_live", None) or session.tracker
    return len(tracker.history) == kept.size


def rests_on_kept(session, event, counted: bool = False) -> bool:
    """Whether the line of ``event`` (:class:`~companion.tracker.events.TableEvent`) is
    said as resting on an entered card kept against the camera: a kind of
    :data:`KEPT_RESULTS` (or, ``counted``, a turn's cue saying the cards left: "Bob's
    turn. 2 cards left.", rev-hold71 LOW) while :func:`kept_standing`, not one the keeping
    answer's own input says (its answer's news: "Bob is still in.", as before that entry
    stood)."""
    if event.kind not in KEPT_RESULTS and not counted:
        return False
    kept = kept_entry(session)
    return kept is not None and not _answers_own(session, kept)


def kept_card(session, event, check: bool, already) -> tuple:
    """``(check, already)`` for :meth:`~companion.app.session_speech.SessionSpeech.
    announce` of ``event``: a card's own line (:data:`KEPT_CARDS`) of another zone than
    the kept entry's, carried by the answer that kept it (cards the tracker took behind
    that answer's question, said with it), is said with the kept entry's check
    (:data:`~companion.app.differs_kept.DIFFERS_KEPT`: "The table rests on the card you
    kept, not the camera's: check it."), as a camera card given after it is; else
    ``check`` and ``already`` as given. Fresh QA71 H3 (handC ``150 \\n6, 170 +1``): the
    Sailor chosen after the camera read The Musician there, "Carol: the Tommy Gun."
    "Carol's Tommy Gun: the Necronomicon, from the deck…" said as fact (false: the
    Musician's forced discard)."""
    if check or event.seat is None or event.kind not in KEPT_CARDS:
        return check, already
    kept = kept_entry(session)
    if kept is None or not _answers_own(session, kept) or event.seat == kept.seat:
        return check, already
    return True, DIFFERS_KEPT


def kept_key(session, name: str, handler):
    """``handler`` (a :class:`~companion.app.session.TableSession` ``_key_*`` method) for
    the key command ``name``: one of :data:`KEPT_KEYS` pressed while :func:`kept_standing`
    (asked now, on the live table, before a state key's table as heard) is carried out
    with the session's ``kept_answer`` set, its answer said as resting on the kept entry
    (:func:`kept_answer`); any other, ``handler`` itself. Review rev-hold71 HIGH: key 2
    "13 cards left in the deck.", key 8 "Table. Alice is out; Bob is in; Carol is out,
    Insane.", key 4 "Mythos tokens. Bob has 1 Sane; the others none." said as fact on the
    kept Sailor (truth: Carol passed her check, 14 left, still in); key 3 (LOW)."""
    if name not in KEPT_KEYS or not kept_standing(session):
        return handler

    def hedged(*args, **kwargs):
        session.kept_answer = True
        try:
            return handler(*args, **kwargs)
        finally:
            session.kept_answer = False
    return hedged


def kept_answer(session, text: str, message_key: str | None = None) -> str:
    """``text``, an answer being said (``message_key``: its app message, ``None``: a text
    :meth:`~companion.app.session_speech.SessionSpeech._answer_text` says), led by the
    kept entry's doubt ("If the card you kept is right: 13 cards left in the deck.",
    ``app.kept_if_brief``) while a key of :data:`KEPT_KEYS` is answered on a kept entry
    (the session's ``kept_answer``, :func:`kept_key`) and it is that key's answer (a
    message of :data:`KEPT_TOLD`, or any text); else ``text``."""
    if not getattr(session, "kept_answer", False) \
            or message_key is not None and not message_key.startswith(KEPT_TOLD):
        return text
    return message(session.lang, "app.kept_if_brief", line=text)


def kept_said(lang: str, brief: str, verbose: str) -> tuple[str, str]:
    """``brief`` and ``verbose`` (a line's two forms) led by the kept entry's doubt
    (``app.kept_if``): "If the card you kept is right: Carol fails. 13 cards left."."""
    return (message(lang, "app.kept_if_brief", line=brief),
            message(lang, "app.kept_if", line=verbose))


__all__ = ["KEPT_RESULTS", "KEPT_CARDS", "KEPT_KEYS", "KEPT_TOLD", "kept_entry",
           "kept_standing", "rests_on_kept", "kept_card", "kept_key", "kept_answer",
           "kept_said"]
