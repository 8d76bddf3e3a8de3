"""QA33 L5 (session 34): lines that named what the player could not make sense of. "Bob is
out: The Fed ignored." (u1: Bob put out by the player's answer, then his Fed read) did not
say that the card was read in Bob's zone, nor what to do."""
import pytest

from companion.app.session import TableSession
from companion.tracker import observations as o
from tests.companion.app.test_state_as_heard import DEMO_ROUND


@pytest.mark.parametrize("lang, said", [
    ("en", "Not counted: The Fed in Bob's zone, as Bob is out. Check the zone, or undo."),
    ("fr", "Carte non comptée : l'Agent fédéral dans la zone de Bob, qui a quitté la "
           "manche. Vérifiez la zone, ou annulez."),
    ("es", "No se cuenta: el Federal en la zona de Bob, que está fuera. Revisa la zona, o "
           "deshaz."),
])
def test_a_card_read_in_the_zone_of_a_player_out_is_said_with_its_zone_and_what_to_do(
        lang, said):
    s = TableSession(say=lambda a: None)
    s.observe(o.start("arkham", ["Alice", "Bob", "Carol"], lang, 0))
    for obs in (*DEMO_ROUND, o.card_seen(0, "cultists"), o.card_seen(1, "deep_one")):
        s.observe(obs)
    s.observe(o.seat_out(1))  # the player's answer: the Deep One was Bob's hand
    told = len(s.transcript)
    s.observe(o.card_seen(1, "the_fed"))
    assert [a.brief for a in s.transcript[told:]] == [said]
