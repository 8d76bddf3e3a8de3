"""Fresh QA50b HIGH-1 (run C2: 4 players, arkham, stickers only, es): Alice's Sanity check
card was misread as The Boxer, so both Boxers were counted; Enter and 3, typed for Alice's
play (The Boxer), was said "Alice: el Profundo." as plain fact, the rank's other card chosen
silently by the count. A card Enter gave that the count alone chose now says why
(:mod:`companion.app.rank_counted`): a short clause when every counted copy was read from
its picture, else which reading was from the stickers only and how to correct it (slash
then corrects that reading). The log is run C2's up to that Enter, its marks kept
(tests/companion/qa50b_c2_round1.jsonl; its two refused lines left out)."""
from pathlib import Path

import pytest
from babel.lists import format_list

from companion.app.keys import Command
from companion.app.session import TableSession
from companion.cards import card
from companion.narration.catalog import message
from companion.session_log import logged_with_marks
from companion.tracker import observations as o

from .test_live_deal import _table, _texts
from .test_qa50_enter_heard import NAMES, _keys

LOG = Path(__file__).parent.parent / "qa50b_c2_round1.jsonl"


def _c2(lang):
    """Run C2's round 1 replayed as the camera read it ("Check it." cards kept), up to the
    Enter: the camera's "I cannot read a card in Carol's zone", then the cleared table's
    "… still waiting for Alice's play. Press Enter, then its rank", heard last."""
    table, said, logged = _table(names=NAMES, lang=lang)
    s = table.session
    for obs, marks in list(logged_with_marks(LOG))[1:]:
        if not marks.get("refused"):
            s.observe(obs, check=bool(marks.get("check")))
    table.unread_zones[2] = s.zone(2)
    s.tell("app.card_unread", player="Carol")
    s.tell("app.cleared_mid_stalled", count=8, round=1, expected=table._expected())
    return table, said, logged


def _read_line(lang, rank, taken, counted, player):
    return message(lang, "app.enter_rank_counted_read", rank=rank, card=card(taken).name(lang),
                   counted=card(counted).name(lang), player=player)


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_c2_enter_3_for_alice_s_play_says_the_count_rests_on_a_stickers_only_boxer(lang):
    """The keys of run C2 (Enter, 3): the Deep One still taken (the count says so), but
    never as plain fact: the line after it names the Boxer read from its stickers only in
    Alice's zone, and slash then corrects that reading (not the Deep One, the newest card):
    corrected to Randall Tillinghast, the card Enter gave is asked again, The Boxer or the
    Deep One, and plus 1 gives The Boxer."""
    table, said, logged = _c2(lang)
    s = table.session
    n = len(said)
    _keys(table, "\n3")
    lines = _texts(said)[n:]
    assert lines[1].startswith("Alice") and card("deep_one").name(lang) in lines[1], lines
    # both Boxers were read from their stickers only (Bob's seq 12, Alice's seq 17): both
    # named, Alice's (the newest) first (review of count51; twin52)
    places = [message(lang, "app.counted_reading_zone", player=p) for p in ("Alice", "Bob")]
    assert lines[-1] == message(lang, "app.enter_rank_counted_read_several", rank=3,
                                card=card("deep_one").name(lang),
                                counted=card("the_boxer").name(lang),
                                readings=format_list(places, locale=lang)), lines
    n = len(said)
    _keys(table, "/")
    assert _texts(said)[n:] == [message(lang, "app.prefix_correct_seat", player="Alice",
                                        card=card("the_boxer").name(lang), brings=())]
    _keys(table, "6+2")  # Randall Tillinghast, listed alone at its number in the rank's
    zone = s.tracker.view().seats[0].zone  # list: the only Sailor lies counted (fix71)
    assert "randall_tillinghast" in zone and zone.count("the_boxer") == 1, zone
    question = s.tracker.question
    assert question is not None and question.seat == 0 \
        and set(question.info) == {"the_boxer", "deep_one"}, question
    _keys(table, "+1")
    assert s.tracker.question is None and s.tracker.view().seats[0].zone[-1] == "the_boxer"


def _session(edition, lang, stickers):
    """3 players: Alice and Bob play the rank-4 sane card (both copies: The Urchin, or the
    Elder Sign), Alice's read from its stickers only when ``stickers``; Carol's play waits."""
    said = []
    s = TableSession(say=said.append, record=lambda *a, **k: None, lang=lang)
    s.observe(o.start(edition, ["Alice", "Bob", "Carol"], lang))
    sane = "elder_sign" if edition == "original" else "the_urchin"
    s.observe(o.card_seen(0, sane), check=stickers)
    s.observe(o.card_seen(1, sane))
    other = "liber_ivonis" if edition == "original" else "necronomicon"
    return s, said, sane, other


@pytest.mark.parametrize("edition", ["arkham", "arkham-classic", "original"])
@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_a_play_taken_by_the_count_says_why_short_when_the_copies_were_read_clearly(
        edition, lang):
    s, said, sane, other = _session(edition, lang, stickers=False)
    n = len(said)
    s.key(Command("enter", 4))
    assert s.tracker.view().seats[2].zone == (other,)
    lines = _texts(said)[n:]
    short = message(lang, "app.enter_rank_laid", rank=4, card=card(other).name(lang),
                    counted=card(sane).name(lang))
    assert short in lines, lines
    assert len(short) < len(_read_line(lang, 4, other, sane, "Alice")) / 2  # kept short
    assert not any(line.startswith(short[:6]) for line in lines if line != short)


@pytest.mark.parametrize("edition", ["arkham", "arkham-classic", "original"])
@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_a_play_taken_by_a_count_resting_on_a_stickers_only_reading_names_it(edition, lang):
    s, said, sane, other = _session(edition, lang, stickers=True)
    n = len(said)
    s.key(Command("enter", 4))
    assert _read_line(lang, 4, other, sane, "Alice") in _texts(said)[n:], _texts(said)[n:]
    assert s.count_back() == 2  # slash now corrects Alice's card: 2 card inputs after it


def test_a_rank_both_cards_of_which_may_be_there_says_no_count_line():
    """Routine: Enter and 5, neither rank-5 card counted: the table asks which, as
    before; no count line."""
    s, said, *_ = _session("arkham", "en", stickers=True)
    n = len(said)
    s.key(Command("enter", 5))
    assert s.tracker.question is not None
    assert not any(line.startswith("Rank 5") for line in _texts(said)[n:]), _texts(said)[n:]


def test_undone_the_count_line_is_stale_and_slash_corrects_as_usual():
    """Minus twice takes Enter's card back: the line naming the stickers-only reading is
    stale (not said once its card is gone, behind a slow voice) and slash no longer
    reaches past the newest card for it."""
    s, said, sane, other = _session("arkham", "en", stickers=True)
    n = len(said)
    s.key(Command("enter", 4))
    line = next(a for a in said[n:] if a.brief.startswith("Rank 4: ") and "stickers" in a.brief)
    assert not line.stale()
    s.key(Command("undo"))
    assert other not in s.tracker.view().seats[2].zone
    assert line.stale() and s.count_back() is None


def test_a_second_slash_corrects_the_newest_card_again():
    """The stickers-only reading is slash's target once: that slash cancelled (its cue named
    Alice's Urchin, not the card meant), the next one names the card Enter gave."""
    s, said, sane, other = _session("arkham", "en", stickers=True)
    s.key(Command("enter", 4))
    s.correct_cue()
    assert said[-1].brief == "Correct Alice's card, The Urchin: which rank?"
    s.correct_cue()
    assert said[-1].brief == "Correct Carol's card, The Urchin or the Necronomicon: which rank?"


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_c2_after_alice_s_boxer_corrected_the_next_slash_names_bob_s(lang):
    """Fresh reader of session 52, item 1: "each slash names the next of them" held only
    while none was corrected; Alice's Boxer corrected (and Enter's card asked again), the
    next slash cued "Correct Alice's card, The Boxer or the Deep One", Bob's never named."""
    table, said, logged = _c2(lang)
    _keys(table, "\n3")
    _keys(table, "/")
    _keys(table, "6+2")
    _keys(table, "+1")
    n = len(said)
    _keys(table, "/")
    assert _texts(said)[n:] == [message(lang, "app.prefix_correct_seat", player="Bob",
                                        card=card("the_boxer").name(lang), brings=())]
    _keys(table, "7+1")  # The Entertainer or the Shoggoth: 1
    zone = table.session.tracker.view().seats[1].zone
    assert "the_boxer" not in zone and "the_entertainer" in zone, zone
