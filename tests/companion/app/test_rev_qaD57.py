"""Review of qaD57 (session 57): the refusal of an unread card's rank as a forced discard
(:meth:`~companion.app.laid_before.LaidBefore._entry_behind_held`), broken at the cases its
author did not test. Built on :mod:`.test_qa57_unread_after_discard` (QA53's r3c round 3:
Alice's Musician entered by key, Bob's and Carol's Investigators and Alice's Randall held
and asked; truth: Dan discarded Cthulhu)."""

from companion.narration.catalog import message
from companion.cards import card

from .test_live_deal import _frames, _texts
from .test_qa50_enter_heard import _keys
from .test_qa53_discard_laid_before import CULTISTS, LAID, _musician_entered


def _refused(player="Dan"):
    return message("fr", "app.enter_after_discard_held", player=player,
                   expected=message("fr", "wait.discard", player="Alice",
                                    card=card("the_musician").name("fr")))


def _unread_told(seat, t=None):
    table, said, _ = _musician_entered()
    assert table.session.tracker.waiting()[:2] == ("discard", 0)
    n = len(said)
    table._unread_told(seat, t=t)
    return table, said, n


def test_the_unread_card_that_is_the_discard_told_late_is_not_refused():
    # HIGH (fixed): the unread card IS the discard (Dan's Cthulhu, laid before Bob's and
    # Carol's held cards, told late: an unread card is told STABLE_S = 2 s, DOUBT_S = 4 s
    # or more after it was laid, later under a hand or in glare). qaD57 refused Enter 8 for
    # Dan's zone, any held card of any zone laid before the telling counting: "Pas
    # entrée : la carte de la zone de Dan a été posée après les cartes que je garde" (false)
    # and, at plus 2, "Aucune question en cours." Now only a held card of its own zone
    # laid before it counts
    table, said, n = _unread_told(3)  # Dan's zone: the truth's discard, told late
    for keys in ("\n8", "+2"):  # Cthulhu ("la Dilettante ou Cthulhu ?")
        _keys(table, keys)
        _frames(table, 6, *LAID, CULTISTS)
    texts = _texts(said)[n:]
    assert _refused() not in texts, texts  # false: it was laid before them
    assert "Dan défausse Cthulhu." in texts, texts


def _held_laid_t(table, seat):
    """Frame time (s) the held card of ``seat`` (0-based) was first reported at."""
    return min(x.laid_t for x in table.left_cards if x.event.seat == seat + 1)


def test_an_unread_card_seen_before_its_zone_s_held_card_told_after_it_is_not_refused():
    # HIGH (fixed): Bob's unread card, its first unread picture (vision's since) before
    # Bob's held Investigators, told after them (2 s on): it may be the discard (2 players:
    # Bob discards, then plays at once). qaD57 noted the telling's time: refused, the false
    # line said. Now unread_at is its first unread picture
    table, said, _ = _musician_entered()
    early = _held_laid_t(table, 1) - 0.5
    n = len(said)
    table._unread_told(1, since=early)
    assert table.unread_at[1] == early
    for keys in ("\n1", "+2"):  # the Investigators ("la Fed ou les Investigateurs ?")
        _keys(table, keys)
        _frames(table, 6, *LAID, CULTISTS)
    texts = _texts(said)[n:]
    assert _refused("Bob") not in texts, texts


def test_the_unread_card_told_after_its_zone_s_held_card_is_still_refused():
    # qaD57's case kept: its first unread picture after Bob's held card
    table, said, _ = _musician_entered()
    n = len(said)
    table._unread_told(1, since=_held_laid_t(table, 1) + 0.5)
    _keys(table, "\n2")
    _frames(table, 6, *LAID, CULTISTS)
    assert _refused("Bob") in _texts(said)[n:], _texts(said)[n:]
