"""Review of leftover48 (QA48 r3's fix: a place judged covered whose pile's newer cards show
bare table was gathered with them, :func:`~companion.app.card_place.under_taken_pile`; the
starter's newest old card asked as her possible first play). The camera's readings are
given by hand to a real stabilizer (:mod:`tests.companion.app.test_live_deal`), the places
judged as :func:`tests.companion.app.test_qa48_gathered_pile._looks` says."""
import pytest

from companion.tracker import observations as o

from .test_live_deal import GATHERED, _end_round_one, _frames, _table, _texts
from .test_qa48_gathered_pile import OLD, _gathered, _looks


def test_a_hand_on_the_only_play_its_refused_card_taken_back_is_no_cleared_table():
    # HIGH (review): during a round, Alice's Fed laid out of turn beside her Urchin and
    # taken back (its place bare, the card kept for GONE_S), then her hand resting on the
    # Urchin for 40 pictures: "The table was cleared, but round 1 is not over … New cards
    # wait." (QA23 #4 again); main said nothing
    table, said, _ = _table()
    _frames(table, 8, (1, "the_urchin"))
    _frames(table, 8, (1, "the_urchin"), (1, "the_fed", 1))
    _looks(table, 40, {(1, "the_urchin"): "covered"})
    texts = _texts(said)
    assert "The Fed by Alice? Waiting for Bob's play." in texts, texts
    assert not any("cleared" in t for t in texts), texts
    assert table.cleared_mid is None


def test_a_hand_on_a_pile_s_last_card_then_lifted_leaves_an_old_card_not_a_play():
    # Alice gathered her Urchin, her hand rests on her Investigators (under it), Bob's
    # pile gathered; the hand lifts, the Investigators still there: main kept it as the
    # old round's (no deal); the branch dealt round 2 and said "Alice: the Investigators."
    # (HIGH; fixed: a hand shows at the place, PlaceState.around false; QA48 r3's place
    # looked like the table: tests/vision/test_place_cover.py)
    table, said, _ = _table()
    _end_round_one(table, *OLD)
    _looks(table, GATHERED, {(1, "investigators"): "covered"})
    _frames(table, 12, (1, "investigators"))
    texts, view = _texts(said), table.session.tracker.view()
    assert view.round == 1 or view.seats[0].zone == (), texts
    assert "Alice: the Investigators." not in texts[texts.index("Round 1. Alice starts.") + 2:]


def test_a_starter_s_old_card_really_left_is_no_play_and_her_real_play_is_taken():
    # the question makes no play by default: the old Investigators stay unplayed, Bob's
    # Fed waits, Alice's Urchin laid after it waits too (QA59 HIGH-2: it may be her hand,
    # the old card her play); the Investigators taken away as asked, the Urchin is her
    # first play, then Bob's Fed is his
    table, said = _gathered({(1, "investigators"): "covered", (1, "the_urchin"): "covered"})
    assert table.session.tracker.view().seats[0].zone == ()
    for _ in range(2):
        _frames(table, 6, (1, "investigators"), (2, "the_fed", 1), (1, "the_urchin", 1))
    assert table.session.tracker.view().seats[0].zone == ()
    for _ in range(20):  # 4 s (left_cards.GONE_S: taken away)
        _frames(table, 6, (2, "the_fed", 1), (1, "the_urchin", 1))
    view = table.session.tracker.view()
    assert view.seats[0].zone == ("the_urchin",) and view.seats[1].zone == ("the_fed",)
    texts = _texts(said)
    assert not any("Alice: the Investigators" in t for t in texts[texts.index(
        "Round 2. Alice starts."):]), texts


#: round 1 of Ann, Bob and Cy, won by Cy (test_round_start_said_once), and the camera's
#: cards at its end: Ann's Boxer and Fed, Cy's Boxer
ROUND3 = (o.card_seen(0, "the_boxer"), o.target(1), o.card_seen(2, "the_boxer"),
          o.target(0), o.seat_out(0), o.card_seen(0, "the_fed"))
OLD3 = ((1, "the_boxer"), (1, "the_fed", 1), (3, "the_boxer"))


@pytest.mark.parametrize("lang, line", [
    ("es", "¿Sigue en la mesa de la ronda anterior, o es la primera jugada de Cy: el "
           "Boxeador en su zona? Si es su jugada, pulsa Intro, luego 3; si no, quita esta "
           "carta."),
    ("fr", "Encore sur la table depuis la dernière manche, ou premier jeu de Cy : le "
           "Boxeur dans sa zone ? Si c'est son jeu, appuyez sur Entrée, puis sur 3 ; "
           "sinon, retirez cette carte.")])
def test_three_players_the_winner_s_old_card_is_asked_when_ann_s_card_deals(lang, line):
    # Cy (seat 3) won and starts round 2; his Boxer's place under a hand through the bare
    # second; Ann's Urchin deals round 2: Cy's Boxer asked (rank 3), no play, Ann waits
    table, said, _ = _table(names=("Ann", "Bob", "Cy"), lang=lang)
    for obs in ROUND3:
        table.session.observe(obs)
    for _ in range(6):
        table.watcher.show(*OLD3)
    _looks(table, GATHERED, {(3, "the_boxer"): "covered"})
    _frames(table, 6, (3, "the_boxer"))
    _frames(table, 6, (3, "the_boxer"), (1, "the_urchin", 1))
    view = table.session.tracker.view()
    texts = _texts(said)
    assert view.round == 2 and view.active == 2, texts
    assert [s.zone for s in view.seats] == [(), (), ()], texts
    assert line in texts, texts
