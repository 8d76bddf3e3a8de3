"""Review of late49 (QA49 HIGH-1, rounds lost while a held round waited): after the rounds
lost are said and the table gathered, the next round was dealt on the bare table as
"Round 2. Carol starts." (the companion's count and the settled round's winner), while
the real starter is the last lost round's winner (seed 002 "Starting the Next Round"):
Bob's first play was refused ("The Sailor by Bob? Waiting for Carol's play.") and the
table stalled. The first zone card after the gather now deals the round, its player
starting it, said without a round number (:mod:`companion.app.lost_rounds`)."""
import pytest

from tests.companion.app.test_late49_lost_rounds import LOST, ROUND_3, _round_3_laid
from tests.companion.app.test_live_deal import GATHERED, _frames, _texts
from tests.companion.app.test_stall import _lay

NEXT = {"en": "The next round. Bob starts.", "fr": "Manche suivante. Bob commence.",
        "es": "La ronda siguiente. Empieza Bob."}


def _lost_and_gathered(lang="en"):
    """Round 1 settled after round 2 was played and gathered and round 3 begun (said
    lost), round 3 played on and gathered: ``(table, said, n)``, ``n`` said before the
    gather's end."""
    table, said = _round_3_laid(lang)
    table._one_key("\n")
    table._one_key("5")
    _frames(table, 6, ROUND_3)
    assert any(t.startswith(LOST[lang][:40]) for t in _texts(said)), _texts(said)[-4:]
    _lay(table, ROUND_3, (2, "the_boxer", 1))
    n = len(said)
    _frames(table, GATHERED + 5)
    return table, said, n


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_the_first_card_after_the_rounds_lost_names_the_starter(lang):
    table, said, n = _lost_and_gathered(lang)
    assert table.session.tracker.view().round == 1, _texts(said)[n:]  # no deal, bare
    _lay(table, (2, "the_sailor", 1))  # Bob won round 3 (unseen): he starts round 4
    view = table.session.tracker.view()
    texts = _texts(said)[n:]
    assert view.seats[1].zone == ("the_sailor",) and view.active == 2, texts
    assert NEXT[lang] in texts and not any("?" in t or "2" in t for t in texts), texts
    _lay(table, (2, "the_sailor", 1), (3, "the_urchin", 1))  # the next play is Carol's
    assert table.session.tracker.view().seats[2].zone == ("the_urchin",), _texts(said)[n:]


def test_the_rounds_after_the_loss_are_said_without_their_number():
    table, said, _ = _lost_and_gathered()
    _lay(table, (3, "the_sailor", 1))  # Carol starts, the companion's own starter too
    assert "The next round. Carol starts." in _texts(said), _texts(said)[-4:]
    assert not any(t.startswith("Round 2") for t in _texts(said)), _texts(said)[-4:]
