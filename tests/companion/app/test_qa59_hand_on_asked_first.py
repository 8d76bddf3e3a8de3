"""QA59 HIGH-2 (runB: 5 players, arkham-classic, marker deck, curled, es, ``companion demo``
seed 337; ``/tmp/s59/qa59/runB``, replay frame 516): round 2 dealt, Carol's round-2 Boxer
laid where her round-1 Boxer lay was taken for the old one and asked as her first play
("¿Sigue en la mesa de la ronda anterior, o es la primera jugada de Carol: el Boxeador en su
zona? …"), but the Musician laid on it next, her hand as the Boxer knocked her out, was
taken at once as her play ("Carol: el Músico."; truth: "Carol: el Boxeador. / Carol elige a
Alice. / Carol queda fuera, con el Músico.") and the rest of the game was lost.

A card laid in the starter's zone while her old card is asked as her first play waits
behind it as any other zone's card (:meth:`~companion.app.asked_hold.AskedHold.
_asked_waits`): entered (Enter and its rank), the asked card is her play and the new card
is given after it; taken away, the new card is her play (review of leftover48: kept by
test_rev_leftover48's "old card really left" test). Two cards of her zone laid again after
the table was gathered (runB's path): neither taken, the older asked as her first play.
The camera's readings are given by hand to a real stabilizer (test_live_deal)."""
from companion.tracker import observations as o
from vision.records import CardAppeared

from .test_live_deal import _end_round_one, _frames, _table, _texts
from .test_qa48_gathered_pile import OLD, _gathered

PILE = {(1, "investigators"): "covered", (1, "the_urchin"): "covered"}


def test_a_card_laid_on_the_asked_first_play_waits_for_it():
    table, said = _gathered(PILE)
    n = len(said)
    for _ in range(2):  # Alice's Urchin laid on her asked Investigators
        _frames(table, 6, (1, "investigators"), (2, "the_fed", 1), (1, "the_urchin", 1))
    texts = _texts(said)[n:]
    # main: "Alice: the Urchin." at once, the asked Investigators then no play
    assert "Alice: the Urchin." not in texts, texts
    assert table.session.tracker.view().seats[0].zone == (), texts
    n = len(said)
    for key in "\n1+1":  # the Investigators was her play (rank 1: which card?)
        table._one_key(key)
    _frames(table, 6, (1, "investigators"), (2, "the_fed", 1), (1, "the_urchin", 1))
    texts = _texts(said)[n:]
    assert "Alice: the Investigators." in texts, texts
    assert "Alice: the Urchin." not in texts[:texts.index("Alice: the Investigators.")], texts
    assert table.session.tracker.view().seats[0].zone[:1] == ("investigators",), texts



class _Gathered:
    """A gathered table (:class:`~companion.app.live_deal.Gathered`) that says each old
    card was gathered and laid again at its place."""
    done = True

    def gathered_whole(self, old):
        return True

    def laid_again(self, seat, candidates, card_id, whole=False):
        return True


def test_two_cards_of_the_starter_s_zone_laid_again_are_not_taken_the_older_asked():
    # runB's own path (live_deal.NextDeal._laid_again, replay frame 516: "… in seat 3
    # gathered and laid again"): round 2 dealt by Dan's Boxer, Carol's round-1 Boxer and
    # Musician both laid again at their places (her Boxer, then her hand on it); main took
    # the zone's newest, the Musician, as her first play ("Carol: el Músico.")
    table, said, _ = _table()
    _end_round_one(table, *OLD)
    table.session.observe(o.new_round())
    old = [(1, ("investigators",), 1), (1, ("the_urchin",), 2), (2, ("the_musician",), 3)]
    event = CardAppeared(seat=2, candidates=("the_fed",), index_in_zone=0, frame_index=0,
                         t=9.0)
    n = len(said)
    assert table._laid_again(old, _Gathered(), event) == old
    assert table.session.tracker.view().seats[0].zone == (), _texts(said)[n:]
    assert table.first_hint == old[0]
