"""Fresh QA52b HIGH 3 and MEDIUM 3 (by ear, /tmp/s52/qa52b/): a card undone by minus twice,
still lying in its zone ("Take it away, or it stays left out."), then given back with Enter
and its rank (docs/keys.en.md, "-" twice). The qa52 r6 demo (3 players, arkham, en; truth
``demo-transcript.txt``).

HIGH 3 (r6b 18:07:10, round 2): Carol's Dilettante (rank 8, truth 88: she is out, her hand
Randall Tillinghast) undone, her hand read since; Enter and 8 gave back the rank's two
cards, The Dilettante or Cthulhu, and the voice asked "Carol: Sane or Insane effect?" (Cthulhu
played Insane wins the game); "+2" was refused four times, "That answer does not fit:
waiting for the next deal." (80 s), and "+1" said "Carol: Cthulhu.". Cause: the tracker
dropped the card reads its accounts agree on one account after the other
(:func:`~companion.tracker.card_reads.agreed_reads`), so Carol's Cultists, told by the card
given back, stayed "open" in the Cthulhu accounts only, and no "which card?" was asked;
the Cultists' own question then stayed open behind the new read
(:meth:`~companion.tracker.asking.Asking._questions`).

MEDIUM 3 (r6 17:56:05, r6b 18:04:24, round 1): Carol's Necronomicon (her Musician's
discard) undone, Alice's Sanity check card and hand read since (if the Musician was
Carol's hand, Bob won the round); Enter and the undone card's rank were refused "Not
entered: round 1 ended before the rank was typed. For a card of round 2, press Enter and
its rank again.", and the card came back by itself once the question was answered ("as
read before the undo"): that advice, obeyed, entered it twice
(:meth:`~companion.app.live_keys.LiveKeys._gives_back`).

The tracker takes the tester's log up to the card undone (r6b lines 1-40,
``tests/companion/qa52b_r6b_round2.jsonl``; r6 = r6b lines 1-9,
``qa52b_r6_round1.jsonl``); the camera's readings after it are given by hand to a real
stabilizer, in the order the logs took them."""
from pathlib import Path

import pytest

from companion.cards import card
from companion.narration.catalog import message
from companion.session_log_lines import read_log
from companion.tracker import observations as o
from companion.tracker.tracker import Tracker

from .test_live_deal import _frames, _table, _texts
from .test_qa50_enter_heard import _keys, _keys_seen
from .test_rev_undo51 import urchin_given_back

DATA = Path(__file__).parent.parent
NAMES = ("Alice", "Bob", "Carol")


def _from_log(name: str, upto: int, lang: str = "en"):
    """A live 3-player arkham table whose tracker took the log ``name``'s first ``upto``
    lines (its start is the table's own), the camera holding every zone's card as
    reported: ``(table, said, cards)``, ``cards`` the zones' ``(seat 1-based, key,
    place)``."""
    table, said, _ = _table(NAMES, lang)
    observations, errors = read_log(DATA / name)
    assert not errors and observations[0].kind == "start"
    for obs in observations[1:upto]:
        table.session.observe(obs)
    zones = [seat.zone for seat in table.session.tracker.view().seats]
    cards = [(s + 1, k, i) for s, zone in enumerate(zones) for i, k in enumerate(zone)]
    _frames(table, 6, *cards)
    return table, said, cards


def _dilettante_given_back(lang: str):
    """r6b round 2 up to Carol's Dilettante (log line 40), undone by minus twice, her hand
    Randall Tillinghast read beside it, then Enter and 8 (the tester's keys):
    ``(table, said, cards, n)``, ``n`` the lines said before Enter."""
    table, said, cards = _from_log("qa52b_r6b_round2.jsonl", 40, lang)
    assert cards[-1] == (3, "the_dilettante", 5)
    _keys(table, "--")
    _frames(table, 6, *cards)
    assert table.session.tracker.view().seats[2].zone[-1] == "investigators"  # undone
    cards = [*cards, (3, "randall_tillinghast", 6)]
    _frames(table, 6, *cards)
    n = len(said)
    _keys(table, "\n8")
    _frames(table, 6, *cards)
    return table, said, cards, n


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_an_undone_knock_out_play_given_back_asks_which_card_of_its_rank(lang):
    table, said, cards, n = _dilettante_given_back(lang)
    q = table.session.tracker.question
    # main: the effect question about Cthulhu alone ("Carol: Sane or Insane effect?"),
    # whose "Sane" dropped the Dilettante the camera read
    assert (q.value, q.seat, set(q.info)) == ("card", 2, {"the_dilettante", "cthulhu"}), q
    # ("Quelle carte dans la zone de Carol : la Dilettante ou Cthulhu ? …")
    asked = [t.lower() for t in _texts(said)[n:]
             if card("the_dilettante").name(lang).lower() in t.lower()]
    assert asked and "cthulhu" in asked[-1], _texts(said)[n:]


def test_the_dilettante_given_back_is_said_once_answered_and_the_round_goes_on():
    table, said, cards, n = _dilettante_given_back("en")
    texts = _texts(said)[n:]
    assert texts.count("The cards tell it: the Cultists in Carol's zone. No answer needed.") \
        == 1, texts
    assert "Which card in Carol's zone: The Dilettante or Cthulhu? 1 The Dilettante, 2 " \
        "Cthulhu. Answer with plus and the number." in texts, texts
    assert not any("Sane or Insane" in t for t in texts), texts
    # Alice's Sanity check card and hand (truth 91-94), the round's end waiting
    cards = [*cards, (1, "rlyeh", 3)]
    _frames(table, 6, *cards)
    cards = [*cards, (1, "the_musician", 4)]
    _frames(table, 6, *cards)
    n = len(said)
    _keys(table, "+1")  # The Dilettante
    _frames(table, 6, *cards)
    texts = _texts(said)[n:]
    assert "Carol: The Dilettante." in texts and "Bob wins the round and has 1 Sane." \
        in texts, texts
    assert not any(t.startswith(("That answer does not fit", "Carol: Cthulhu"))
                   for t in texts), texts
    assert table.session.tracker.question is None


def test_a_read_the_accounts_agree_on_is_closed_in_every_account():
    """The tracker alone, r6b's log to Carol's Fed and Investigators (her Sanity check,
    line 39), then the Dilettante or Cthulhu (Enter and 8's card): every account agrees
    on her Cultists (the question open then), so only the new read is open and asked."""
    observations, errors = read_log(DATA / "qa52b_r6b_round2.jsonl")
    tracker = Tracker()
    tracker.apply_all(observations[:39])
    assert tracker.question.value == "card" and set(tracker.question.info) == {
        "investigators", "cultists"}
    events = tracker.apply(o.card_seen(2, ["the_dilettante", "cthulhu"]))
    assert all(r[0] != 23 for h in tracker.hyps for r in h.reads)
    settled = [e for e in events if e.kind == "question_settled"]
    assert [(e.value, e.cards) for e in settled] == [("card", ("cultists",))]
    # main: ("effect", ("sane", "insane")) about Cthulhu
    assert (tracker.question.value, set(tracker.question.info)) == (
        "card", {"the_dilettante", "cthulhu"})


def _necronomicon_undone(lang: str):
    """r6 / r6b round 1 up to Carol's Necronomicon, her Musician's discard (log line 9),
    undone by minus twice; then Alice's Sanity check card, Cthulhu, and her hand, the
    Investigators (truth 34-37; if the Musician was Carol's hand, Bob won the round):
    ``(table, said, cards)``."""
    table, said, cards = _from_log("qa52b_r6_round1.jsonl", 9, lang)
    assert cards[-1] == (3, "necronomicon", 2)
    _keys(table, "--")
    _frames(table, 6, *cards)
    for place, key in enumerate(("cthulhu", "investigators"), 2):
        cards = [*cards, (1, key, place)]
        _frames(table, 6, *cards)
    tracker = table.session.tracker
    assert tracker.question.value == "out" and tracker.view().active is None
    return table, said, cards


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_the_undone_card_given_back_while_the_round_s_end_hinges_is_not_refused(lang):
    table, said, cards = _necronomicon_undone(lang)
    n = len(said)
    _keys(table, "\n4")  # the Necronomicon's rank
    _frames(table, 6, *cards)
    texts = _texts(said)[n:]
    assert message(lang, "app.prefix_enter_undone", player="Carol",
                   card=card("necronomicon").name(lang)) in texts, texts
    # main: "Not entered: round 1 ended before the rank was typed. …"
    assert message(lang, "app.enter_round_over", round=1, next=2) not in texts, texts
    q = table.session.tracker.question
    assert (q.value, set(q.info)) == ("card", {"the_urchin", "necronomicon"}), q


def test_the_necronomicon_given_back_is_said_once_as_given_not_as_read_before_the_undo():
    table, said, cards = _necronomicon_undone("en")
    n = len(said)
    _keys_seen(table, cards, "\n4", "+2")  # the Necronomicon
    texts = _texts(said)[n:]
    assert "The cards answer the question about The Musician: Carol's play, not Carol's " \
        "hand." in texts, texts
    assert texts.count("Carol discards the Necronomicon.") == 1, texts
    assert not any("as read before the undo" in t or t.startswith("Not entered")
                   for t in texts), texts
    assert "Alice fails. 14 cards left." in texts, texts
    assert table.session.tracker.view().active == 1  # Bob's turn (truth 38)


def test_an_undone_sanity_check_card_given_back_is_told_by_the_one_copy_read_since():
    """The other undo paths (the brief): Carol's Sanity check card, The Boxer (r6b line 15,
    truth 43-44), undone; her play, the Deep One (the edition's one), read since; Enter and
    3 give back The Boxer or the Deep One under it. The Deep One read again tells which:
    an account with two Deep Ones is no table (:func:`~companion.tracker.tracker.
    within_copies`; main kept it, "Which card in Carol's zone: The Boxer or the Deep One?"
    stayed open, and its answer 2 made a table with two)."""
    table, said, cards = _from_log("qa52b_r6b_round2.jsonl", 15)
    assert cards[-1] == (3, "the_boxer", 3)
    _keys(table, "--")
    _frames(table, 6, *cards)
    cards = [*cards, (3, "deep_one", 4)]
    _frames(table, 6, *cards)
    n = len(said)
    _keys(table, "\n3")
    _frames(table, 6, *cards)
    texts = _texts(said)[n:]
    assert table.session.tracker.question is None, texts
    assert texts[-4:] == ["The cards tell it: The Boxer in Carol's zone. No answer needed.",
                          "The Boxer.", "Carol passes. 12 cards left.",
                          "Carol: the Deep One."], texts
    assert table.session.tracker.view().seats[2].zone[-2:] == ("the_boxer", "deep_one")


def test_a_one_copy_card_read_in_another_zone_tells_the_card_given_back():
    """6 players (arkham; :func:`~tests.companion.app.test_rev_undo51.urchin_given_back`):
    Alice's Urchin undone, Bob's Necronomicon (the edition's one) and Carol's Urchin read
    since, Enter and 4: Alice's card is The Urchin, the Necronomicon lying in Bob's zone
    (main asked "Which card in Alice's zone: The Urchin or the Necronomicon?")."""
    table, said, cards = urchin_given_back("necronomicon")
    _frames(table, 6, *cards)
    assert table.session.tracker.question is None, _texts(said)
    assert [seat.zone for seat in table.session.tracker.view().seats][:3] == [
        ("the_urchin",), ("necronomicon",), ("the_urchin",)], _texts(said)
