"""Review of runc54: the forced-discard wait (``companion.app.unread_under``) on the
table of ``test_qa53b_stowaway_unread`` (runC2 round 4, Alice's Stowaway's forced discard
awaited), where the Stowaway truly chose Bob: his discard must be taken, with no unread
card anywhere, and with a brief refusal elsewhere that is no card. Taken: given to the
tracker, which asks whether it was his discard or his play (fresh QA60 HIGH-3)."""
from types import SimpleNamespace as NS

from vision.card_bands import Band
from vision.unread_cards import UNREAD_REASON

from .test_live_deal import _texts
from .test_qa53_rlyeh_unread import _watch
from .test_qa53b_stowaway_unread import DILETTANTE, _stowaway_table


#: Bob's Dilettante given to the tracker, not held: asked, not said as the discard (fresh
#: QA60 HIGH-3, session 60: Bob, next to play, may have played it, another seat's discard
#: unread with no refusal seen, as in QA60; runc54 expected "Bob discards The Dilettante.")
ASKED = ("The Dilettante in Bob's discard zone: the card an effect made Bob discard, or "
         "Bob's own play? 1 the forced discard, 2 Bob's play. Answer with plus and the number.")


def _taken(texts):
    assert ASKED in texts, texts


def _glint(seat):
    """One picture's band entries: a band refused in ``seat``'s zone (1-based) that is no
    card (a sleeve, a glint), for 1 s: pending, never told by itself (``STABLE_S``)."""
    return [(seat, Band((90.0, 200.0), 0.0, 62.0, 21.7), NS(value=-1, reason=UNREAD_REASON))]


def _bob_discards_with_a_glint_in(seat):
    table, said, cards, unread = _stowaway_table()
    n = len(said)
    t = _watch(table, unread, [_glint(seat)] * 4, 110.6, cards)
    t = _watch(table, unread, [_glint(seat)] * 6, t, [*cards, DILETTANTE])
    _watch(table, unread, [[]] * 60, t, [*cards, DILETTANTE])  # 6 s: the refusal gone
    return _texts(said)[n:]


def test_a_forced_discard_with_no_unread_card_anywhere_is_taken():
    table, said, cards, unread = _stowaway_table()
    n = len(said)
    _watch(table, unread, [[]] * 12, 110.6, [*cards, DILETTANTE])
    texts = _texts(said)[n:]
    _taken(texts)


def test_a_refusal_in_the_zone_of_a_player_out_is_not_told_for_the_forced_discard():
    """Dan is out (his Boxers): the Stowaway cannot have chosen him, and his zone's brief
    refusal is no card of this effect. runc54: "I cannot read a card in Dan's zone: press
    Enter, then its rank." said at once (every other zone's pending card was told)."""
    texts = _bob_discards_with_a_glint_in(4)
    assert not any("Dan's zone" in x for x in texts), texts
    _taken(texts)


def test_a_brief_refusal_in_a_zone_the_effect_may_have_chosen_does_not_stall_the_table():
    """A 1-s refusal in Carol's zone (a hand passing): Bob's card waits, silent, until it is
    gone, then is taken. runc54 (MEDIUM): Carol's "card" told at once as Bob's became
    stable, then every card held behind that prompt for good (30 s said nothing)."""
    texts = _bob_discards_with_a_glint_in(3)
    assert not any("Carol's zone" in x for x in texts), texts
    _taken(texts)


CAROL_TOLD = "I cannot read a card in Carol's zone: press Enter, then its rank."


def test_a_refusal_that_lasts_in_a_zone_the_effect_may_have_chosen_is_told_first():
    """The same band refused in Carol's zone on and on: a card (``STABLE_S``). Bob's
    Dilettante waits, nothing said, until it is told; then behind that prompt, never taken
    for the forced discard."""
    table, said, cards, unread = _stowaway_table()
    n = len(said)
    t = _watch(table, unread, [_glint(3)] * 4, 110.6, cards)
    t = _watch(table, unread, [_glint(3)] * 6, t, [*cards, DILETTANTE])
    assert _texts(said)[n:] == [] and table.choice_held
    _watch(table, unread, [_glint(3)] * 40, t, [*cards, DILETTANTE])
    texts = _texts(said)[n:]
    assert texts[0] == CAROL_TOLD, texts
    assert not any(x.startswith(("Bob discards", "Bob is out")) for x in texts), texts
    assert table.session.tracker.waiting()[0] == "discard"


def test_a_refusal_pending_while_its_zone_is_no_longer_read_is_told_after_hold_s():
    """Carol's refusal pending, then no picture read by the unread watch (``None``: the
    camera lost or a hand over the table): the cards wait at most ``HOLD_S`` of frame time,
    then her card is told at once, as before the wait (review of runc54), and Bob's card
    waits behind it."""
    from companion.app.unread_under import HOLD_S
    table, said, cards, unread = _stowaway_table()
    n = len(said)
    t = _watch(table, unread, [_glint(3)] * 4, 110.6, cards)
    t = _watch(table, unread, [_glint(3)] * 6, t, [*cards, DILETTANTE])
    waited = int(HOLD_S * 30) - 10  # the stabilizer camera's pictures: 1/30 s apart
    t = _watch(table, unread, [None] * waited, t, [*cards, DILETTANTE])
    assert _texts(said)[n:] == [], _texts(said)[n:]
    _watch(table, unread, [None] * 20, t, [*cards, DILETTANTE])
    texts = _texts(said)[n:]
    assert texts[0] == CAROL_TOLD, texts
    assert not any(x.startswith(("Bob discards", "Bob is out")) for x in texts), texts


def test_the_pictures_ending_while_the_cards_wait_tell_the_pending_card():
    """The pictures end (``LiveTable._take_held``) while Bob's card waits for Carol's pending
    refusal: her card is told at once, as before the wait; Bob's card not taken for the
    forced discard."""
    table, said, cards, unread = _stowaway_table()
    n = len(said)
    t = _watch(table, unread, [_glint(3)] * 4, 110.6, cards)
    _watch(table, unread, [_glint(3)] * 6, t, [*cards, DILETTANTE])
    table._take_held()
    texts = _texts(said)[n:]
    assert texts[:1] == [CAROL_TOLD], texts
    assert not any(x.startswith(("Bob discards", "Bob is out")) for x in texts), texts


def _watch_live(table, unread, entries, t, cards):
    """As ``_watch``, in the live loop's order (``LiveTable._step``): the picture's cards
    before the unread cards it told."""
    for picture in entries:
        table.watcher.unread_new = unread.update(picture, t)
        table._cards_appeared(table.watcher.show(*cards))
        table._unread_cards()
        table._left_cards()
        table._between_rounds()
        t += 0.1
    return t


def test_in_the_live_loop_s_order_the_waiting_card_is_not_taken_as_the_prompt_comes():
    """The live loop gives a picture's cards before the unread card its reading made
    stable is told: in that picture Carol's card is no longer pending but not told yet;
    Bob's card still waits, then waits behind her prompt."""
    table, said, cards, unread = _stowaway_table()
    n = len(said)
    t = _watch_live(table, unread, [_glint(3)] * 4, 110.6, cards)
    _watch_live(table, unread, [_glint(3)] * 40, t, [*cards, DILETTANTE])
    texts = _texts(said)[n:]
    assert texts[:1] == [CAROL_TOLD], texts
    assert not any(x.startswith(("Bob discards", "Bob is out")) for x in texts), texts


def test_the_card_that_waited_is_said_plainly_once_the_told_card_is_entered():
    """Carol's card told after Bob's waited (at ``STABLE_S``), then entered by key: Bob's
    Dilettante is his play, laid after her card (pending before he laid it), said as on
    main where she was told at once: no "It lay there before this turn: check it."."""
    from companion.cards import card
    table, said, cards, unread = _stowaway_table()
    n = len(said)
    t = _watch(table, unread, [_glint(3)] * 4, 110.6, cards)
    t = _watch(table, unread, [_glint(3)] * 30, t, [*cards, DILETTANTE])
    for key in ("\n", str(card("randall_tillinghast").rank), "+", "2"):  # 2: Randall
        table._one_key(key)
    _watch(table, unread, [_glint(3)] * 20, t, [*cards, DILETTANTE])
    texts = _texts(said)[n:]
    assert "Carol discards Randall Tillinghast." in texts, texts
    assert "Bob: The Dilettante." in texts, texts
