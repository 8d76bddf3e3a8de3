"""Fresh QA58 LOW-4 (r5, 6 players, arkham, stickers only): "Rank 0 taken as the Tommy Gun:
R'lyeh and the Stowaway Eggs is all counted, … If it was R'lyeh and the Stowaway Eggs, one
of those was another card": two cards said as one name. Two or more counted cards take the
plural's words, in en, fr and es; named once (fresh QA60 LOW: the line was 40 words
in French, the names said twice: "if it was" with "or" is now "if it is wrong")."""
import pytest

from companion.app.keys import Command
from companion.app.session import TableSession
from companion.tracker import observations as o
from tests.companion.app.test_session import press


@pytest.mark.parametrize("lang, says", [
    ("en", "Rank 0: the Tommy Gun, as R'lyeh and the Stowaway Eggs are all counted, but the "
           "one in Alice's zone was read by its stickers only: if it is wrong, press slash, "
           "then its rank."),
    ("fr", "tous leurs exemplaires comptés"),
    ("es", "todas sus copias contadas"),
])
def test_two_counted_cards_are_said_as_two(lang, says):
    """Alice's R'lyeh read from its stickers only; its card from the deck into Bob's zone
    given by Enter and 0 (+2: Bob's zone): the Tommy Gun, R'lyeh and the set-aside
    Stowaway Eggs counted."""
    said = []
    s = TableSession(say=said.append, record=lambda *a, **k: None, lang=lang)
    s.observe(o.start("arkham", ["Alice", "Bob", "Carol"], lang))
    s.observe(o.card_seen(0, "rlyeh"), check=True)
    s.key(Command("enter", 0))
    press(s, "+2")
    assert s.tracker.view().seats[1].zone == ("tommy_gun",)
    line = said[-1].brief
    assert line.startswith(("Rank 0", "Rang 0", "Rango 0")) and says in line, line
    assert len([w for w in line.split() if w.strip(":;")]) <= 36, line  # QA60: 40 in fr
