"""Review of xfail55: the silent wait for a pending unread card in a zone the Stowaway may
have chosen (``companion.app.unread_under.waits_for_unread``) ended the moment that
refusal ended, read at last, before its card was stable."""
from types import SimpleNamespace as NS

import pytest

from companion.cards import card
from vision.unread_cards import UNREAD_REASON

from .test_live_deal import _texts
from .test_qa53_rlyeh_unread import _watch
from .test_qa53b_stowaway_unread import DILETTANTE, RANDALL, READ, _stowaway_table
from .test_rev_runc54 import _watch_live


def _carol(value):
    """One picture's band entries of Carol's zone: Randall's band read (``value``, its
    rank) or refused (``-1``)."""
    return [READ, (3, RANDALL, NS(value=value, reason="" if value >= 0 else UNREAD_REASON))]


@pytest.mark.parametrize("watch", [_watch, _watch_live], ids=["unread_first", "live_loop"])
def test_carols_discard_refused_a_moment_then_read_is_her_discard_not_bobs(watch):
    """Carol's Randall (the Stowaway chose her) refused ~1 s as it was laid (a hand, glare),
    then read; Bob's Dilettante, laid after hers, stable while her refusal was pending.
    Main: her card told at once, then "Randall Tillinghast in Carol's zone: first the card
    I cannot read there." (no false line). HIGH on xfail55: "Bob discards The Dilettante."
    "Bob is out." (his card given the moment her refusal ended, before her Randall was
    stable, and then taken first, clockwise from Alice, had they come together). Truth
    (QA53b runC2): "Carol discards Randall Tillinghast." ... "Bob: The Dilettante." "Bob is
    out."."""
    table, said, cards, unread = _stowaway_table()
    n = len(said)
    randall = (3, "randall_tillinghast", sum(c[0] == 3 for c in cards))
    t = watch(table, unread, [_carol(-1)] * 4, 110.6, cards)
    t = watch(table, unread, [_carol(-1)] * 6, t, [*cards, DILETTANTE])
    rank = card("randall_tillinghast").rank
    watch(table, unread, [_carol(rank)] * 30, t, [*cards, DILETTANTE, randall])
    texts = _texts(said)[n:]
    assert not any(x.startswith("Bob discards") for x in texts), texts
    assert texts[0] == "Carol discards Randall Tillinghast.", texts
    assert "Bob: The Dilettante." in texts, texts
