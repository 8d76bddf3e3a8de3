"""Fresh QA61 MEDIUM-4 (g3 run1: 5 players, arkham stickers-only, harsh, es, demo seed 411,
round 3): Alice's Stowaway dealt round 3 while Eve's old Investigators was asked as maybe
her first play ("¿Sigue en la mesa de la ronda anterior, o es la primera jugada de Eve …?
Si es su jugada, pulsa Intro, luego 1"); refused (waiting for Eve's play), then given once
Enter and 1 entered Eve's card, it was said "Alice: el Polizón. Esta carta ya estaba ahí
antes de este turno: compruébala." and first asked as Alice's knocked-out hand (logged
``entered_before``). Truth: Alice played it in her turn. The entered card was counted as
laid when the key was pressed; it lay there when it was asked, before the dealing card
(:meth:`~companion.app.asked_hold.AskedHold._asked_entered_t`). The table: 2 players,
Alice's old Investigators asked as her first play, Bob's Fed deals round 2
(test_qa48_gathered_pile's ``_gathered``)."""
import pytest

from companion.narration.catalog import message

from .test_live_deal import _frames, _texts
from .test_qa48_gathered_pile import _gathered
from .test_qa50_enter_heard import _keys


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_a_card_laid_after_the_asked_first_play_entered_by_key_is_no_card_laid_before(lang):
    table, said = _gathered({(1, "investigators"): "covered", (1, "the_urchin"): "covered"},
                            lang)
    n = len(said)
    _keys(table, "\n1+1")  # Alice's Investigators: her first play
    _frames(table, 8, (1, "investigators"), (2, "the_fed", 1))
    tracker = table.session.tracker
    assert tracker.view().seats[1].zone == ("the_fed",), _texts(said)[n:]
    assert tracker.history[-1][0].value is None  # not hedged as laid before the entry
    _keys(table, "+2")  # (Alice's Investigators, guess unseen: Bob's hand? no)
    _frames(table, 2, (1, "investigators"), (2, "the_fed", 1))
    before = message(lang, "app.check_card_already_brief")
    assert not any(before in line for line in _texts(said)[n:]), _texts(said)[n:]
