"""A Sanity check's card taken after other cards were glimpsed in its zone is said as one to
check (fresh QA55 HIGH-2; session 55, busy55).

runD (3 players, arkham, busy preset, demo seed 158): Alice's Sanity check, 2 cards, the
Investigators and The Sailor, each laid squarely on the pile's top card under a hand and a
mug that covered it 2 pictures in 3; the camera read them in 6 and 4 pictures, never 4 in 6
readable pictures in a row, and reported neither (:class:`vision.stabilize.Stabilizer`).
Her play, The Musician, read next, was taken as the check's first card and said as fact
("Alice: Sanity check, 2 cards." / "The Musician."): nothing in the tracker tells a check's
first card from a play after two check cards never reported. The camera now tells the cards
it glimpsed there since the zone's previous card (:attr:`vision.records.CardAppeared.glimpsed`,
read in 2 pictures or more, never stable): a card the tracker would take as that seat's
Sanity check card then comes with the request to check it and why ("The Musician. Cards laid
there before it were not read: check it.", ``app.check_card_glimpsed``), a doubt said, not a
fact. Such a card is now held and asked instead (:mod:`companion.app.glimpse_asked`,
session 56; behind an open question, asked once it is closed: review of check56): this
line is left for a card the table takes otherwise (a hold forgotten, a resume). The
glimpsed names are never said (a card flashed from a hand may be read so too). A play read so
is held until the glimpsed card is read or gone (:mod:`companion.app.glimpse_play`, fresh
QA57 HIGH-2). No I/O."""
from __future__ import annotations

#: The ``already`` value of :meth:`companion.app.session.TableSession.observe` for such a
#: card: its request to check it says why (``app.check_card_glimpsed``).
GLIMPSED = "glimpsed"


def check_glimpsed(tracker, obs, event) -> "str | bool":
    """Whether the card ``obs`` (a ``card`` observation, seat 0-based) read as ``event``
    (:class:`vision.records.CardAppeared`) comes in the zone of the player whose Sanity
    check ``tracker`` (:class:`companion.tracker.Tracker`) waits for, after other cards
    were glimpsed there (``event.glimpsed`` not empty): :data:`GLIMPSED`, it is then said
    as one to check (module docstring); else ``False``."""
    if not getattr(event, "glimpsed", ()):
        return False
    waiting = tracker.waiting()
    return GLIMPSED if waiting[0] == "check" and waiting[1] == obs.seat else False
