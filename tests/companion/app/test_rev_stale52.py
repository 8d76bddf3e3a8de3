"""Review of stale52: an old card asked, after a bare second, as maybe laid in this round
(``app.old_card_or_new``) or as the starter's first play (``app.old_card_or_first_play``),
then entered by Enter and its rank as the line says, is the camera's report of that card:
the camera reported it once, at the deal, as an old card, and never again. Counted as
unreported, key 3 took it off the unseen cards twice (it also counted as a card left face
up in the zone), and the next copy of it laid in that zone was swallowed as that card
("already on the table"), a real play lost. In-process, the camera's readings given by
hand to a real stabilizer (test_live_deal.py's helpers)."""
import pytest

from companion.app.keys import Command
from companion.tracker import observations as o

from .test_live_deal import GATHERED, _covered, _frames, _table, _texts
from .test_qa48_gathered_pile import _gathered
from .test_qa50_enter_heard import _keys

#: round 1's cards at its end: Alice's Investigators, Bob's Urchin (his hand, shown out)
_OLD = ((1, "investigators"), (2, "the_urchin"))
#: Bob's Urchin, asked after the bare second; Alice's Entertainer deals round 2
_ALICE = ((2, "the_urchin"), (1, "the_entertainer", 1))


def _urchin_asked():
    """Round 1 over (Alice guessed Bob's Urchin), a bare second (Alice's pile's place judged
    covered), Bob's Urchin read where his old one lay, Alice's Entertainer deals round 2:
    ``(table, said)``; Bob's Urchin asked (app.old_card_or_new), entered as his play by
    Enter, 4, then the answers (his zone, the Urchin)."""
    table, said, _ = _table()
    for obs in (o.card_seen(0, "investigators"), o.target(1), o.guess(4), o.seat_out(1),
                o.card_seen(1, "the_urchin")):
        table.session.observe(obs)
    for _ in range(6):
        table.watcher.show(*_OLD)
    _covered(table, GATHERED, {(1, "investigators")})
    _frames(table, 6, (2, "the_urchin"))
    _frames(table, 6, *_ALICE)
    assert any(t.startswith("Still on the table from the last round, or laid in this round: "
                            "The Urchin in Bob's zone?") for t in _texts(said)), _texts(said)
    _keys(table, "\n4+1+1")
    assert table.session.tracker.view().seats[1].zone == ("the_urchin",), _texts(said)
    return table, said


def _unseen(table, said) -> str:
    table._key(Command("unseen"))
    return _texts(said)[-1]


def test_an_asked_card_entered_by_its_rank_is_taken_off_the_unseen_cards_once():
    table, said = _urchin_asked()
    _frames(table, 2, *_ALICE)
    # rank 4: two Urchins and the Necronomicon; Bob's Urchin is one of them, once
    assert _unseen(table, said) == (
        "Unseen: 24 cards; by rank: 2 each of ranks 8, 6, 4, and 0; 1 of rank 7; 3 each of "
        "ranks 5, 3, and 2; 6 of rank 1."), _texts(said)


def test_the_next_copy_of_an_asked_card_entered_by_its_rank_is_a_play():
    table, said = _urchin_asked()
    _frames(table, 6, *_ALICE, (1, "the_boxer", 2))
    assert table.session.tracker.view().seats[0].zone == ("the_entertainer", "the_boxer")
    # Bob's second Urchin, beside the first: his play, not the card entered
    _frames(table, 6, *_ALICE, (1, "the_boxer", 2), (2, "the_urchin", 1))
    assert table.session.tracker.view().seats[1].zone == ("the_urchin", "the_urchin"), \
        _texts(said)
    assert _texts(said).count("Bob: The Urchin.") == 2, _texts(said)


def test_the_starter_s_asked_card_entered_by_its_rank_is_taken_off_the_unseen_cards_once():
    # the same for the starter's old card asked as her first play (QA48 r3's question)
    table, said = _gathered({(1, "investigators"): "covered", (1, "the_urchin"): "covered"})
    _keys(table, "\n1+1")
    assert table.session.tracker.view().seats[0].zone == ("investigators",), _texts(said)
    _frames(table, 2, (1, "investigators"), (2, "the_fed", 1))
    # rank 1: five Investigators and the Cultists; Alice's Investigators is one, once
    assert _unseen(table, said).endswith("5 of rank 1."), _texts(said)



#: round 1's cards at its end, 3 players: Alice's Investigators and Boxer (her hand, shown
#: out), Bob's Musician (his), Carol's Investigators
_THREE = ((1, "investigators"), (2, "the_musician"), (3, "investigators"), (1, "the_boxer", 1))


def _three_bare(lang="en"):
    """3 players: Alice guessed Bob's Musician, Carol Alice's Boxer (Carol wins round 1,
    starts round 2), the camera holding :data:`_THREE`; then a bare second, Bob's place
    judged covered: ``(table, said)``."""
    table, said, _ = _table(names=("Alice", "Bob", "Carol"), lang=lang)
    for obs in (o.card_seen(0, "investigators"), o.target(1), o.guess(5), o.seat_out(1),
                o.card_seen(1, "the_musician"), o.card_seen(2, "investigators"), o.target(0),
                o.guess(3), o.seat_out(0), o.card_seen(0, "the_boxer")):
        table.session.observe(obs)
    for _ in range(6):
        table.watcher.show(*_THREE)
    _covered(table, GATHERED, {(2, "the_musician")})
    return table, said


#: several old cards asked at once: one line, zone by zone, each with its rank
_SEVERAL = {
    "en": "Still on the table from the last round, or laid in this round: the Investigators "
          "(1) and The Boxer (3) in Alice's zone; The Musician (5) in Bob's zone? For one laid "
          "in this round, press Enter when the table waits for it, then its rank; take away "
          "the others.",
    "fr": "Encore sur la table depuis la dernière manche, ou posées dans cette manche : les "
          "Investigateurs (1) et le Boxeur (3) dans la zone d'Alice ; le Musicien (5) dans la "
          "zone de Bob ? Pour une carte posée dans cette manche, appuyez sur Entrée quand la "
          "table l'attend, puis sur son rang ; retirez les autres.",
    "es": "¿Siguen en la mesa de la ronda anterior, o se pusieron en esta ronda: los "
          "Investigadores (1) y el Boxeador (3) en la zona de Alice; el Músico (5) en la zona "
          "de Bob? Para una carta puesta en esta ronda, pulsa Intro cuando la mesa la espere, "
          "luego su rango; quita las demás."}


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_several_old_cards_asked_after_a_bare_second_are_one_line(lang):
    # 3 players: round 1 over with 4 cards on the table; a bare second (Bob's place judged
    # covered), then every old card read again (never gathered: a misread bare second),
    # Carol's Fed deals round 2. The branch said a 35-word question for each (4 lines,
    # ~140 words before her play), where app.old_cards_left listed them in one line; her
    # own old card, under her dealing card, is said as old (the test below)
    table, said = _three_bare(lang)
    old = _THREE
    _frames(table, 6, *old)
    _frames(table, 6, *old, (3, "the_fed", 1))
    texts = _texts(said)
    assert table.session.tracker.view().seats[2].zone == ("the_fed",), texts
    asked = [t for t in texts if t.startswith(("Still on the table from the last round, or",
                                               "Encore sur la table depuis la dernière "
                                               "manche, ou", "¿Sigue"))]
    assert asked == [_SEVERAL[lang]], asked


def test_an_old_card_under_the_starter_s_dealing_card_is_said_not_asked():
    # LOW: Carol, the starter, dealt round 2 with her Fed: her first card; the old card read
    # in her zone before it cannot be of this round (no turn came before hers), so it is
    # said as a card to take away, not asked "or laid in this round"
    table, said = _three_bare()
    _frames(table, 6, (2, "the_musician"), (3, "investigators"))
    _frames(table, 6, (2, "the_musician"), (3, "investigators"), (3, "the_fed", 1))
    texts = _texts(said)
    assert table.session.tracker.view().seats[2].zone == ("the_fed",), texts
    assert ("Still on the table from the last round: the Investigators in Carol's zone. Take "
            "it away; it is not read as a play.") in texts, texts
    assert not any("Investigators in Carol's zone?" in t for t in texts), texts
