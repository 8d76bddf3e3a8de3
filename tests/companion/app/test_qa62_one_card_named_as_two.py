"""Fresh QA62 LOW-4 (run F p2, 6 players, original, fr, demo seed 434; again in p3 after
Enter 2 gave its rank): "Zone de défausse de Fay : les Investigateurs ou l'Hydromel Doré.
Était-ce la main de Fay… ?" One card, named as two; the truth: the Golden Mead, Fay's hand.

Cause (session 63, qh63): the deck ran out with Carol and Fay in; Fay's Golden Mead was her
hand revealed at the showdown in one account (kept out of her zone) and her hand laid after
Carol's Investigators knocked her out in the other. The ``was_hand`` question named the
newest card of her zone in each account (the Investigators, her play before, in the
first). It now names the card just seen
(:func:`companion.tracker.questions.seen_last`). A question whose accounts still name the
card apart says it as one card ("A single card, the Investigators or the Golden Mead …",
catalog ``question_cards_one``).

The observations are the tester's p3 session log, seq 1-84 (p2's up to seq 83: the answers
"no" taken back, then the card entered with Enter 2, read as the Cats of Ulthar or the
Golden Mead)."""
import json
from pathlib import Path

import pytest

from companion.app.session import TableSession
from companion.tracker import observations as o
from tests.companion.app.test_undo_unheard import _Ear

LOG = Path(__file__).parent.parent / "qa62_f_golden_mead.jsonl"
ASKED = ("Zone de défausse de Fay : l'Hydromel Doré. Était-ce la main de Fay, qui quitte "
         "donc la manche ? 1 oui, 2 non. Répondez avec plus et le numéro.")


def _played(upto: int):
    """The session after the log's observations up to ``seq`` ``upto``, each heard; the
    lines the last one made."""
    ear = _Ear()
    s = TableSession(say=ear, lang="fr")
    n = 0
    for line in LOG.read_text(encoding="utf-8").splitlines():
        entry = json.loads(line)
        if entry["seq"] > upto:
            break
        n = len(ear.said)
        s.observe(o.from_dict(entry["obs"]))
        ear.hear_all()
    return s, [a.brief for a in ear.said[n:]]


def test_the_golden_mead_just_seen_is_named_alone():
    s, said = _played(78)  # Fay's Golden Mead, read from the video
    assert said == [ASKED], said
    q = s.tracker.question
    assert (q.value, q.seat, q.cards) == ("was_hand", 5, ("golden_mead",)), q


def test_the_card_entered_with_its_rank_is_named_alone():
    s, _ = _played(84)  # undone, then entered with Enter 2: the Cats of Ulthar or the Mead
    q = s.tracker.question
    assert (q.value, q.seat, q.cards) == ("was_hand", 5, ("golden_mead",)), q


@pytest.mark.parametrize("lang, value, info, line", [
    ("en", "was_hand", ("yes", "no"),
     "A single card, the Investigators or the Golden Mead in Fay's discard zone: was that "
     "Fay's hand, so Fay is out? 1 yes, 2 no."),
    ("fr", "was_hand", ("yes", "no"),
     "Zone de défausse de Fay : une seule carte, les Investigateurs ou l'Hydromel Doré. "
     "Était-ce la main de Fay, qui quitte donc la manche ? 1 oui, 2 non."),
    ("es", "out", ("out", "in"),
     "Zona de descarte de Fay: una sola carta, los Investigadores o el Hidromiel Dorado. "
     "¿Era la mano de Fay, que queda fuera? 1 sí, 2 no, sigue en juego."),
    ("fr", "out", ("out", "discard"),
     "Une seule carte, les Investigateurs ou l'Hydromel Doré dans la zone de défausse de "
     "Fay : la carte qu'un effet a fait défausser à Fay, ou la carte jouée par Fay ? "
     "1 la défausse forcée, 2 jouée par Fay.")])
def test_a_card_the_accounts_name_apart_is_said_as_one_card(lang, value, info, line):
    from companion.narration import narrate
    from companion.tracker.events import question
    names = ["Alice", "Bob", "Carol", "Dan", "Eve", "Fay"]
    q = question(value, 5, info, ("investigators_original", "golden_mead"))
    assert narrate(q, names, lang, "brief") == line
    # one card named as before
    one = narrate(question(value, 5, info, ("golden_mead",)), names, lang, "brief")
    assert "Hidromiel" in one or "Mead" in one or "Hydromel" in one
    assert not any(w in one for w in ("single", "seule", "sola"))
