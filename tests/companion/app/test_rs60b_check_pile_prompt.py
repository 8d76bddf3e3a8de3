"""A Sanity check's next card laid on the check's pile while the companion was off (fresh
QA59 MEDIUM-3, runD3), and a log card misread there (review of resume60, HIGH): the set-up
pictures read both the same, so neither is taken at the resume; both are said as main says
a card the log does not hold, the prompt naming the check ("… or, if it is the next card of
Alice's Sanity check, press plus and 1"), and plus 1 takes the card as that check's next
card, as live: "The Investigators. Alice passes. 14 cards left." (runD3's truth), not
"Counted: each card is taken as a play when its player's turn comes." (session 60, rs60b;
:mod:`companion.app.check_pile`; that answer: ``test_qa59_resumed_check_pile``)."""
import json
from pathlib import Path

import pytest

from .test_live_setup import _frames, _texts
from .test_qa45_resume_hand import resumed_on
from .test_twin50_asked import _keys

D3 = Path(__file__).parent.parent / "qa59_d3_mid_check.jsonl"
#: runD3's log cards at the resume, read by the set-up but Alice's Sailor and Tommy Gun
#: (seat 1-based, card, place among the zone's cards read)
D3_READ = ((1, "investigators", 0), (1, "rlyeh", 1), (1, "cthulhu", 2), (2, "the_boxer", 0),
           (2, "shoggoth", 1), (3, "nightgaunt", 0))
ON_PILE = (1, "investigators", 3)  # runD3: Alice's second check card, on her Tommy Gun
PROMPT = {
    "en": "A card the log does not hold is on the table: The Investigators in Alice's zone. "
          "Take it away; or, if it is the next card of Alice's Sanity check, press plus "
          "and 1.",
    "fr": "Une carte que le journal n'a pas est sur la table : les Investigateurs dans la "
          "zone d'Alice. Retirez cette carte ; ou, si c'est la carte suivante du test de "
          "Santé mentale d'Alice, appuyez sur plus et 1.",
    "es": "Hay en la mesa una carta que el registro no tiene: los Investigadores en la zona "
          "de Alice. Quita esta carta; o, si es la carta siguiente de la prueba de cordura "
          "de Alice, pulsa más y 1.",
}


def _d3(tmp_path, *read, lang="en", text=None):
    """runD3's log (or ``text``) resumed, the set-up reading :data:`D3_READ` and ``read``:
    ``(table, said)``."""
    return resumed_on(tmp_path, text or D3.read_text(encoding="utf-8"), (*D3_READ, *read),
                      lang=lang)


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_the_card_on_the_check_pile_is_asked_about_naming_the_check(tmp_path, lang):
    table, said = _d3(tmp_path, ON_PILE, lang=lang)
    assert _texts(said)[-1] == PROMPT[lang], _texts(said)
    assert table.session.tracker.view().seats[0].zone[-1] == "tommy_gun"  # not taken


def test_minus_twice_after_plus_1_undoes_the_check_card(tmp_path):
    table, said = _d3(tmp_path, ON_PILE)
    _keys(table, "+", "1")
    _frames(table, 6, *D3_READ, ON_PILE)
    n = len(said)
    _keys(table, "-", "-")
    _frames(table, 6, *D3_READ, ON_PILE)
    assert any(line.startswith("Undone") for line in _texts(said)[n:]), _texts(said)[n:]
    tracker = table.session.tracker
    assert tracker.view().seats[0].zone[-1] == "tommy_gun"
    assert tracker.waiting()[:2] == ("check", 0)


@pytest.mark.parametrize("read", [
    ((1, "the_urchin", 3),),  # the Tommy Gun (the log's newest) misread, alone there
    ((1, "the_sailor", 3), (1, "the_urchin", 4)),  # the Sailor read, the Tommy Gun misread
])
def test_a_misread_log_card_is_only_asked_about(tmp_path, read):
    # review of resume60, HIGH: the same reading as runD3's, so the same prompt; the
    # table sees no Urchin there and takes nothing away: nothing is taken meanwhile
    table, said = _d3(tmp_path, *read)
    assert _texts(said)[-1] == PROMPT["en"].replace("The Investigators", "The Urchin")
    _frames(table, 6, *D3_READ, *read)
    assert table.session.tracker.view().seats[0].zone[-1] == "tommy_gun"


def test_with_the_logs_glimpse_hold_the_card_is_no_next_card_of_the_check(tmp_path):
    # the log's glimpse hold at the quit: a card of Alice's check glimpsed unread, held
    # (here not on the table at the resume: under a hand, looked for as the cards come).
    # The card on her pile is then not "the next card of her check" (the glimpsed one comes
    # first, review of lead58b): main's prompt, and plus 1 counts it as main did
    hold = {"seat": 0, "round": 1, "cards": [["the_musician"]], "asked": True}
    text = D3.read_text(encoding="utf-8") + json.dumps({"seq": 12, "held": hold}) + "\n"
    table, said = _d3(tmp_path, ON_PILE, text=text)
    assert table.session.held_logged == hold
    assert _texts(said)[-1] == (
        "A card the log does not hold is on the table: The Investigators in Alice's zone. "
        "Take it away; or, if it was played while the companion was off, press plus and 1."
    ), _texts(said)
    _keys(table, "+")
    n = len(said)
    _keys(table, "1")
    assert _texts(said)[n] == ("Counted: each card is taken as a play when its player's "
                               "turn comes."), _texts(said)[n:]


def test_other_held_cards_keep_mains_prompt(tmp_path):
    # a card the log does not hold in Bob's zone too: the prompt and plus 1 as main
    table, said = _d3(tmp_path, ON_PILE, (2, "the_urchin", 2))
    assert _texts(said)[-1].startswith("2 cards the log does not hold are on the table"), \
        _texts(said)
    assert "Sanity check" not in _texts(said)[-1]
