"""Session 51's limits of hold_lost (a round held behind a table seen cleared in its middle,
ended as lost once the table played past it), and fresh QA51b M4. The camera's readings
are given by hand to a real stabilizer, as in test_qa51_hold_lost.

1. Only a knocked-out hand awaited: the held cards are the next round's (QA47 HIGH-1:
   Enter and the hand's rank settle the round, the held cards its plays), so the full
   room was used and the loss came ~22 cards late at 2 players. Now the held cards
   gathered and a card held after (a later deal's) end it at once.
2. Review of lost51, MEDIUM: "N cards are held" grew when a pile was lifted and laid back
   (``cleared_held`` counts the cards reported): now the held cards still watched, each
   once.
3. Fresh QA51b M4 (run Cr, es, 4 players; /tmp/s51/qa51b/runCr/said.log): "El vídeo ha
   terminado. Pulsa Q para salir." while round 2 waited for Dan's play behind a cleared
   table, 32 cards held: the end line now says what the table waits for and how many
   cards are held."""
import re

import pytest

from companion.app.stall_lost import played_past_room
from vision.records import GapKind, SourceStatus
from vision.sources import Frame

from .test_live_deal import GATHERED, GONE, _texts
from .test_qa46_showdown_unread import _frames
from .test_qa51_hold_lost import (_bob_starts_the_next_deal, _cleared_at_bob_s_play,
                                  _knocked_out, _lay, _lost)
from .test_rev_lost51 import AWAY

#: round 2's cards, held behind round 1's awaited hand (seat 1-based, key, place)
ROUND_2 = ((1, "the_urchin", 0), (2, "the_fed", 1), (1, "cultists", 1), (2, "the_boxer", 2))
#: round 3's first card, laid once round 2's were gathered
ROUND_3 = (2, "the_sailor", 0)
#: round 1 settled, its knocked-out hand gathered unseen, the round played since lost
#: (app.rounds_lost.one's start; koround52, review of holdlost52 MEDIUM), then Alice's win
SETTLED = {
    "en": ("Round 1 is settled, but the table played on while I waited: I lost the round "
           "played and gathered meanwhile, and the one under way.",
           "Alice wins the round and has 1 Sane."),
    "fr": ("La manche 1 est réglée, mais la table a continué pendant que j'attendais : j'ai "
           "perdu la manche jouée et ramassée entre-temps, et celle en cours.",
           "Alice remporte la manche et a 1 pion sain d'esprit."),
    "es": ("La ronda 1 está resuelta, pero la mesa siguió jugando mientras yo esperaba: "
           "perdí la ronda jugada y recogida entretanto, y la que está en curso.",
           "Alice gana la ronda y tiene 1 ficha del lado cuerdo."),
}
#: the held cards' reminder in each language: its count first
REMINDER = {"en": r"(\d+) cards? (?:is|are) held: ", "fr": r"(\d+) cartes? en attente : ",
            "es": r"(\d+) cartas? en espera: "}
#: the video's end with 5 cards held behind Bob's missing play
VIDEO_END = {
    "en": "The video has ended. Still waiting for Bob's play, and 5 cards laid since are "
          "held: enter each card with Enter and its rank, then press Q to stop.",
    "fr": "La vidéo est terminée. On attend encore le jeu de Bob, et 5 cartes posées depuis "
          "sont en attente : entrez chaque carte avec Entrée et son rang, puis appuyez sur Q "
          "pour arrêter.",
    "es": "El vídeo ha terminado. La mesa aún espera la jugada de Bob, y 5 cartas puestas "
          "desde entonces están en espera: introduce cada carta con Intro y su rango, y "
          "luego pulsa Q para salir.",
}
#: the source's end: a video's (not a folder's)
_END = Frame(9, 9.0, None, SourceStatus(False, GapKind.NO_FRAME, "", ended=True,
                                        reason="video_ended"))


def _round_2_gathered(table):
    """Round 2's cards laid and gathered behind round 1's awaited hand."""
    _lay(table, *ROUND_2)
    _frames(table, 3, *ROUND_2)
    _frames(table, GATHERED + 5)


def _round_2_played_through(table):
    """Round 2's cards laid and gathered behind round 1's awaited hand, then round 3's
    first card."""
    _round_2_gathered(table)
    _frames(table, 6, ROUND_3)


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_the_held_next_round_gathered_then_a_new_deal_s_card_ends_the_awaited_round(lang):
    table, said = _knocked_out(lang)
    _round_2_gathered(table)  # round 2 played through, gathered
    assert _lost(said, lang, 1) == 0 and table.cleared_mid == 1  # Enter may still come
    _frames(table, 6, ROUND_3)  # round 3's first card: main held it, the room 23
    assert len(ROUND_2) + 1 < played_past_room(table.session.tracker)
    assert _settled(said, lang) == 1, _texts(said)[-4:]
    view = table.session.tracker.view()
    assert table.cleared_mid is None and view.round == 1 and view.active is None
    assert [s.zone for s in view.seats] == [("investigators",), ()]  # nothing given
    assert view.seats[0].tokens.sane == 1  # Alice's win counted (holdlost52: round lost)


def _settled(said, lang):
    """How many times round 1 was said settled after Alice's win said, the rounds played
    since said lost (:data:`SETTLED`); none said as round 1's end lost."""
    texts = _texts(said)
    assert _lost(said, lang, 1) == 0, texts[-4:]
    line, won = SETTLED[lang]
    return sum(text.startswith(line) and texts[:i].count(won) == 1
               for i, text in enumerate(texts))


def test_after_that_loss_the_next_deal_is_followed():
    table, said = _knocked_out()
    _round_2_gathered(table)
    _lay(table, ROUND_3, (1, "deep_one", 0))  # round 3 under way: watched only
    assert _settled(said, "en") == 1
    _bob_starts_the_next_deal(table, said)  # round 3 gathered, round 4 dealt: followed


def test_held_cards_put_back_at_their_places_then_another_lose_nothing():
    # a hand or a cloth over the held cards: each read again at its place, no round played
    # (LostRounds._played_gathers); Enter then gives the hand and round 2 its plays (QA47)
    table, said = _knocked_out()
    _lay(table, *ROUND_2[:2])
    _frames(table, 3, *ROUND_2[:2])
    _frames(table, GATHERED + 5)  # covered
    _frames(table, 6, *ROUND_2[:2])  # the same cards back at their places
    _lay(table, *ROUND_2[:3])  # and Alice's next
    _frames(table, 3, *ROUND_2[:3])
    assert _lost(said, "en", 1) == 0 and table.cleared_mid == 1, _texts(said)[-4:]
    # a wrong settle says "Round 1 is settled, but …" (koround52), never the _lost line
    assert not table.session.rounds_lost and table.session.tracker.view().seats[0] \
        .tokens.sane == 0, _texts(said)[-4:]
    for key in "\n5+1+1":  # Bob's hand: rank 5, in his zone, The Musician
        table._one_key(key)
    _frames(table, 12, *ROUND_2[:3])
    texts = _texts(said)
    assert "Bob's hand: The Musician." in texts and "Round 2. Alice starts." in texts, texts
    view = table.session.tracker.view()
    assert view.round == 2 and [s.zone for s in view.seats] == [
        ("the_urchin", "cultists"), ("the_fed",)], texts


def test_the_next_round_s_cards_held_past_the_ended_round_s_room_still_wait_for_the_hand():
    # QA47 HIGH-1's table (3 players, round 5, 7 cards left in the deck): Bob's hand
    # awaited, round 6's cards held; lost51 ended round 5 at its own room (13), 16 cards
    # before round 6 itself could be over (a new round: 26 and more)
    from companion.rules import deck_list
    from .test_qa47_knockout_hand_unread import _knocked_out as _round_5_knocked_out
    table, said = _round_5_knocked_out()
    _frames(table, 8)
    assert table.cleared_mid == 5
    keys = deck_list("original")
    cards = tuple((1 + i % 3, keys[i], 1 + i // 3) for i in range(16))  # places apart
    for i in range(len(cards)):
        _frames(table, 4, *cards[:i + 1])
    assert len(cards) > played_past_room(table.session.tracker)
    assert _lost(said, "en", 1) == 0 and table.cleared_mid == 5, _texts(said)[-4:]
    n = len(said)
    for key in "\n4+1":  # Bob's hand: rank 4, the Elder Sign
        table._one_key(key)
    _frames(table, 6, *cards)
    assert "Bob's hand: the Elder Sign." in _texts(said)[n:], _texts(said)[n:]
    assert table.session.tracker.view().round == 6


def _counts(said, lang, since=0):
    """The counts the held cards' reminders said, in order."""
    return [int(m.group(1)) for t in _texts(said)[since:]
            if (m := re.match(REMINDER[lang], t))]


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_a_held_pile_lifted_and_laid_back_is_counted_once(lang):
    table, said = _cleared_at_bob_s_play(lang)
    n = len(said)
    _lay(table, *AWAY[:6])
    _frames(table, 3, *AWAY[:6])
    alice = tuple(card for card in AWAY[:6] if card[0] == 1)
    _frames(table, 2 * GONE, *alice)  # Bob's pile of 3 lifted (to feel it)
    _frames(table, 6, *AWAY[:6])  # and laid back
    for laid in (7, 8, 8):  # two more: the 8th reported (main: "8 cards are held")
        _frames(table, 3, *AWAY[:laid])
        counts = _counts(said, lang, n)  # never more than the cards held then
        assert counts and max(counts) <= table._held_count(), _texts(said)[n:]
    # the reminder comes with the 8th card held, not the 8th reported (fresh reader of
    # session 52, item 2: it said "7 cards are held" there, as this test then wanted)
    assert counts[-1] == 8 == table._held_count(), _texts(said)[n:]
    # all 8 laid, each once; the cards reported count the Dilettante again
    assert table._hold_laid() == 8 < len(table.cleared_held)


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_the_video_s_end_says_the_card_awaited_and_the_held_cards(lang):
    table, said = _cleared_at_bob_s_play(lang)
    _lay(table, *AWAY[:5])
    _frames(table, 3, *AWAY[:5])
    table.keys_open = lambda: True
    n = len(said)
    table._pictures_ended(_END)
    # main: "The video has ended. Press Q to stop." (QA51b M4: 32 cards held)
    assert VIDEO_END[lang] in _texts(said)[n:], _texts(said)[n:]
