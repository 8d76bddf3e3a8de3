"""Session 43 (tommy43; QA43b H1, stickers-only video ``dst``, 4 players): Bob's Tommy
Gun (no sticker) was told unread ("I cannot read a card in Bob's zone"); the camera then
read its two cards in Alice's zone in order, The Fed (place 4, frame time 51.2 s) and The
Urchin laid on it (place 5, 53.0 s), and Carol's Musician (54.8 s), all held behind the
unread card. Enter and 0 came about 2.5 s after the Urchin: the Fed, its sticker covered
by the Urchin for more than ``GONE_S`` (3 s), counted as taken away and was dropped
(``LeftCards._left_cards``), so the Urchin was said as the Tommy Gun's first card and
Alice's next card (her Sanity check's Musician) as its second; the round's result said
after was false ("Alice is out.", "Carol wins the round"). The same on c27bed45 (not a
regression of session 43): it depends on how long the rank takes after the covering card.
Truth: ``/tmp/s43/qa43/dst/demo-session.jsonl`` seq 36-39."""
from dataclasses import replace

from companion.app.left_cards import GONE_S

from .stabilizer_camera import sighting
from .test_live_deal import _frames, _table
from .test_stall_holds import _unread

def _on(seat, key, under):
    """``key`` read in ``seat``'s zone (1-based), laid on the pile's card ``under`` (a
    cascade: about 1.1 card units, 54 px, lower, hiding its sticker)."""
    base = sighting(seat, under)
    return replace(sighting(seat, key), polygon=tuple((x, y + 54.0) for x, y in base.polygon))


#: pictures (1/30 s apart) past GONE_S and GONE_FRAMES: the covered card counts as taken away
COVERED = int(GONE_S * 30) + 12


def test_tommy_gun_card_covered_while_held_behind_its_unread_card_is_not_lost():
    table, said, _ = _table(names=("Alice", "Bob", "Carol"))
    _unread(table, 1)  # Alice's Tommy Gun, told unread
    fed, urchin = (2, "the_fed"), _on(2, "the_urchin", "the_fed")
    _frames(table, 6, fed)
    _frames(table, COVERED, urchin)  # laid on the Fed: the Fed's sticker hidden
    for key in "\n0":  # the rank, late: the Tommy Gun
        table._one_key(key)
    _frames(table, 6, urchin)
    if table.session.tracker.question is not None:  # Tommy Gun or R'lyeh?
        for key in "+1":
            table._one_key(key)
        _frames(table, 6, urchin)
    zones = [seat.zone for seat in table.session.tracker.view().seats]
    assert zones[1] == ("the_fed", "the_urchin"), (zones, [a.brief for a in said[-6:]])
