"""Fresh QA61 HIGH-2 (g6: 3 players, arkham, tilted, English, demo seed 404): quit while
"The Boxer in Alice's discard zone: was that Alice's hand …?" stood (round 3), then
``play --resume`` on the video, which started again at round 1. Answered plus 2 (Alice
played it), the camera read round 1's cards: "The camera reads the Nightgaunt in Bob's zone
where the log has the Investigators" (and twice in Carol's zone), then round 1's Deep One
laid in Alice's zone, where the log's Boxer was never seen, was taken as her knocked-out
hand: "Alice is out, with the Deep One." "Bob wins the round and has 1 Sane." (false; the
truth: Bob is out, with The Urchin, Alice wins). A card on a zone whose log cards the
camera has not seen, while the camera's table differs from the log, is no news: it is held
and the table asked to lay the cards as the log has them (``companion.app.resume_differs``).
"""
import pytest

from companion.app.keys import Command
from tests.companion.app.test_live_setup import _frames
from tests.companion.app.test_qa45_resume_hand import resumed_on

#: QA61's g6/run1/session-at-quit.jsonl (round 3: Carol Cultists, Nightgaunt; Alice
#: Investigators, The Boxer; Bob Investigators; the Boxer's question open)
G6 = "\n".join([
    '{"seq":1,"obs":{"kind":"start","value":{"edition":"arkham","names":["Alice","Bob",'
    '"Carol"],"lang":"en","first":0,"options":{}}}}',
    *('{"seq":%d,"obs":%s}' % (n, line) for n, line in enumerate([
        '{"kind":"card","seat":0,"cards":["investigators"]}',
        '{"kind":"card","seat":1,"cards":["nightgaunt"]}',
        '{"kind":"card","seat":2,"cards":["the_musician"]}',
        '{"kind":"card","seat":2,"cards":["randall_tillinghast"]}',
        '{"kind":"in","seat":1}',
        '{"kind":"card","seat":0,"cards":["deep_one"]}',
        '{"kind":"card","seat":2,"cards":["investigators"]}',
        '{"kind":"card","seat":1,"cards":["stowaway"]}',
        '{"kind":"card","seat":1,"cards":["the_urchin"]}',
        '{"kind":"new_round"}',
        '{"kind":"card","seat":0,"cards":["cultists"]}',
        '{"kind":"card","seat":1,"cards":["deep_one"]}',
        '{"kind":"card","seat":1,"cards":["necronomicon"]}',
        '{"kind":"card","seat":2,"cards":["the_sailor"]}',
        '{"kind":"card","seat":0,"cards":["investigators"]}',
        '{"kind":"card","seat":0,"cards":["the_dilettante"]}',
        '{"kind":"card","seat":0,"cards":["the_fed"]}',
        '{"kind":"new_round"}',
        '{"kind":"card","seat":2,"cards":["cultists"]}',
        '{"kind":"card","seat":0,"cards":["investigators"]}',
        '{"kind":"card","seat":2,"cards":["nightgaunt"]}',
        '{"kind":"card","seat":1,"cards":["investigators"]}',
        '{"kind":"card","seat":0,"cards":["the_boxer"]}'], 2))]) + "\n"

#: round 1's cards as the restarted video lays them: (seat 1-based, card, place in zone)
ROUND_1 = ((1, "investigators", 0), (2, "nightgaunt", 0), (3, "the_musician", 0),
           (3, "randall_tillinghast", 1), (1, "deep_one", 1))


def _played_on(tmp_path, lang, cards):
    """The g6 log resumed on an empty table in ``lang``, plus 2 answered (Alice played the
    Boxer), then ``cards`` laid one by one: ``(table, said since the answer)``."""
    table, said = resumed_on(tmp_path, G6, (), lang=lang)
    table._key(Command("answer", 2))
    told = len(said)
    for k in range(len(cards)):
        _frames(table, 6, *cards[:k + 1])
    return table, said[told:]


@pytest.mark.parametrize("lang, asked", [
    ("en", "The table does not match the log: the camera reads the Deep One in Alice's "
           "zone, where the log has The Boxer. Lay the cards as the log has them; I do not "
           "count the Deep One. If they lie so already, press Enter, then its rank."),
    ("fr", "La table ne correspond pas au journal : la caméra lit le Profond dans la zone "
           "d'Alice, là où le journal indique le Boxeur. Disposez les "
           "cartes comme le journal les indique ; je ne compte pas le Profond. S'ils y sont "
           "déjà, appuyez sur Entrée, puis sur son rang."),
    ("es", "La mesa no coincide con el registro: la cámara lee el Profundo en la zona de "
           "Alice, donde el registro indica el Boxeador. Coloca las cartas como las indica el "
           "registro; no cuento el Profundo. Si ya están así, pulsa Intro y luego su rango."),
])
def test_qa61_high2_a_card_on_unseen_log_cards_of_a_differing_table_is_held(
        tmp_path, lang, asked):
    table, said = _played_on(tmp_path, lang, ROUND_1)
    texts = [a.brief for a in said]
    assert asked in texts, texts
    view = table.session.tracker.view()
    # no out, no round's end: Alice's zone as the log has it, the Boxer's outcome awaited
    assert view.round == 3 and not view.round_winners
    assert not view.seats[0].out and not view.seats[1].out  # (Carol out before the quit)
    assert view.seats[0].zone == ("investigators", "the_boxer")
    assert not any("is out" in t or "wins" in t for t in texts), texts
    # said once, though the card stays in view
    _frames(table, 12, *ROUND_1)
    assert [a.brief for a in said].count(asked) == 1


def test_qa61_high2_the_log_card_seen_under_it_lets_the_hand_be_taken(tmp_path):
    # the same table differing elsewhere, but Alice's Boxer seen with the Deep One laid on
    # it: her knocked-out hand, taken as live (guide-helper section 12's exception)
    table, said = _played_on(tmp_path, "en", (
        (1, "investigators", 0), (2, "nightgaunt", 0), (1, "the_boxer", 1),
        (1, "deep_one", 2)))
    assert "Alice is out, with the Deep One." in [a.brief for a in said]


def test_qa61_high2_one_place_read_otherwise_is_a_misread_not_another_table(tmp_path):
    # one "where the log has" line (a sticker misread) does not make the table another
    # one: a zone whose older log cards lie unseen (a squared pile) takes its plays as before
    table, said = _played_on(tmp_path, "en", ((2, "nightgaunt", 0), (1, "deep_one", 1)))
    texts = [a.brief for a in said]
    assert "Alice is out, with the Deep One." in texts
    assert not any(t.startswith("The table does not match the log") for t in texts)
