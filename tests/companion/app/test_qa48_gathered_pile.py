"""QA48 r3 (4 players, arkham-classic, curled, fr, demo seed 33; ``companion play`` on
the demo video, replayed through the real :class:`~companion.app.live.LiveTable` and
:class:`~vision.pipeline.TableWatcher` from the log's round-7 deal): round 7 ended, the
table read no zone card for 3 s (30 pictures), but the place of Alice's pile's oldest card
(the Investigators, nearest the middle) was judged covered in each of them (the place
itself looked like the table, but 2 of the 5 table patches kept around it no longer had
their wood grain's pattern), while her 4 newer cards' places, and every other zone's, were
judged bare. No deal came on the cleared table; Alice laid her round-8 Investigators at
that place (the camera took it for the old card: no report), Bob's card dealt round 8, and
hers was said "Encore sur la table depuis la dernière manche : les Investigateurs dans la
zone d'Alice. Retirez cette carte : elle n'est pas lue comme un jeu."; Bob's and Carol's
plays waited for hers, and rounds 8-9 went wrong. A place judged hiding its card while
every card laid on it in its pile shows bare table was gathered with that pile
(:func:`~companion.app.card_place.under_taken_pile`). The camera's readings are given by
hand to a real stabilizer (:mod:`tests.companion.app.test_live_deal`)."""
import pytest

from companion.app.card_place import under_taken_pile
from vision.place_cover import PlaceState
from vision.records import FrameReading

from .test_live_deal import GATHERED, _SEATS, _end_round_one, _frames, _table, _texts

#: round 1's cards as the camera holds them at its end: Alice's pile (the Investigators,
#: then a card laid on it, a cascade's step on) and Bob's Musician
OLD = ((1, "investigators"), (1, "the_urchin", 1), (2, "the_musician"))


def _looks(table, count, states):
    """``count`` pictures reading no card, each stable card's place judged as ``states``
    says (``{(seat, key): "covered", "around" or "bare"}``; "bare" for the others;
    "around": covered, judged from the table around it alone, ``PlaceState.around``)."""
    stab = table.watcher.stabilizer
    for _ in range(count):
        table.watcher.n += 1
        t = table.watcher.n / 30
        looks = {p.card_id: states.get((p.seat, p.candidates[0]), "bare")
                 for p in stab.stable_places()}
        places = tuple(PlaceState(p.card_id, p.seat, p.candidates, p.center,
                                  looks[p.card_id].replace("around", "covered"), p.seen_t,
                                  round(t - p.seen_t, 3), looks[p.card_id] == "around")
                       for p in stab.stable_places() if p.seat is not None)
        reading = FrameReading(table.watcher.n, t, seats=_SEATS, size=(1280, 720),
                               places=places)
        table._cards_appeared(table.watcher.picture(reading))
        table._left_cards()
        table._between_rounds()


def _gathered(states, lang="en"):
    """Round 1 ended with :data:`OLD` on the table, then gathered (pictures reading no
    card, places judged as ``states`` says); Alice lays her round-2 Investigators where
    her round-1 one lay, then Bob his Fed: ``(table, said)``."""
    table, said, _ = _table(lang=lang)
    _end_round_one(table, *OLD)
    _looks(table, GATHERED, states)
    _frames(table, 6, (1, "investigators"))
    _frames(table, 6, (1, "investigators"), (2, "the_fed", 1))
    return table, said


def test_a_pile_s_oldest_card_judged_covered_its_newer_cards_gathered_was_gathered():
    # r3's round 8: main said Alice's first play "Still on the table from the last round"
    table, said = _gathered({(1, "investigators"): "around"})
    texts = _texts(said)
    view = table.session.tracker.view()
    assert view.round == 2 and view.seats[0].zone == ("investigators",), texts
    assert not any(t.startswith("Still on the table") or "Waiting for" in t
                   for t in texts), texts
    heard = texts[texts.index("Round 2. Alice starts."):]
    assert heard[1] == "Alice: the Investigators.", heard


#: the starter's old card that may be her first play, as said (the rank: Enter's)
OR_FIRST_PLAY = {
    "en": "Still on the table from the last round, or Alice's first play: the Investigators "
          "in Alice's zone? If it is the play, press Enter, then 1; if not, take it away.",
    "fr": "Encore sur la table depuis la dernière manche, ou premier jeu d'Alice : les "
          "Investigateurs dans sa zone ? Si c'est son jeu, appuyez sur Entrée, puis sur 1 ; "
          "sinon, retirez cette carte.",
    "es": "¿Sigue en la mesa de la ronda anterior, o es la primera jugada de Alice: los "
          "Investigadores en su zona? Si es su jugada, pulsa Intro, luego 1; si no, quita "
          "esta carta."}


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_a_whole_pile_under_a_hand_through_the_bare_second_is_asked_not_taken(lang):
    # the other side (rev40d's, with a pile): every card of Alice's pile judged covered (a
    # hand over it), Bob's gathered; her card read again may be the old one: no play, but
    # asked, not said a card to take away, as it may be her first play (r3 said so)
    table, said = _gathered({(1, "investigators"): "covered", (1, "the_urchin"): "covered"},
                            lang)
    texts = _texts(said)
    view = table.session.tracker.view()
    assert view.round == 2 and view.seats[0].zone == (), texts
    assert OR_FIRST_PLAY[lang] in texts, texts
    assert not any(t.startswith(("Still on the table from the last round:",
                                 "Encore sur la table depuis la dernière manche :",
                                 "Sigue en la mesa de la ronda anterior:")) for t in texts)


def test_the_starter_s_old_card_asked_is_her_play_by_enter_and_its_rank():
    # the question's way: Enter, then 1 (the Investigators or the Cultists: plus 1)
    table, said = _gathered({(1, "investigators"): "covered", (1, "the_urchin"): "covered"})
    for key in "\n1+1":
        table._one_key(key)
    _frames(table, 6, (1, "investigators"), (2, "the_fed", 1))
    view = table.session.tracker.view()
    assert view.round == 2 and view.seats[0].zone == ("investigators",), _texts(said)


def _state(card_id, seat, state):
    return PlaceState(card_id, seat, ("investigators",), (0.0, 0.0),
                      state.replace("around", "covered"), 0.0, 1.0, state == "around")


def test_under_taken_pile_needs_every_newer_card_of_its_zone_bare():
    # oldest first: a covered card under bare ones was gathered with them; not when one
    # newer card of its zone is covered too, nor the newest card (none laid on it), nor
    # for another zone's bare cards
    assert under_taken_pile([_state(1, 1, "around"), _state(2, 1, "bare"),
                             _state(3, 2, "around"), _state(4, 1, "bare")]) == {1}
    # not a hand over it (the place itself not the table: review of leftover48)
    assert under_taken_pile([_state(1, 1, "covered"), _state(2, 1, "bare")]) == set()
    assert under_taken_pile([_state(1, 1, "around"), _state(2, 1, "bare"),
                             _state(3, 1, "card")]) == set()
    assert under_taken_pile([_state(1, 1, "bare"), _state(2, 1, "covered"),
                             _state(3, 2, "bare")]) == set()
