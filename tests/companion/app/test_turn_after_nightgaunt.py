"""Key 5 after an Insane player's Nightgaunt names the two players whose turn it may be
(QA23 #21: "De quién es el turno depende de la próxima carta." named nobody): its Insane
side gives its player an extra turn (seed 002 card 2; RULINGS A15), its Sane side lets the
next player play."""
import pytest

from companion.tracker import observations as o
from tests.companion.app.test_session import press, session


@pytest.mark.parametrize("lang, says", [
    ("en", "Whose turn it is depends on the next card: Bob or Cy."),
    ("fr", "Le tour dépend de la prochaine carte : Bob ou Cy."),
    ("es", "De quién es el turno depende de la próxima carta: Bob o Cy."),
])
def test_key_5_after_an_insane_nightgaunt_names_both_players(lang, says):
    s, said = session(lang)
    for seat, key in ((0, "the_urchin"), (1, "shoggoth"), (2, "the_entertainer"),
                      (0, "the_fed"), (1, "investigators")):  # Bob Insane, check passed
        s.observe(o.card_seen(seat, key))
    s.observe(o.card_seen(1, "nightgaunt"))
    assert sorted(s.tracker.next_turns()) == [1, 2] and s.tracker.question is None
    press(s, "5")
    assert said[-1].brief == says


def test_key_5_while_a_stowaways_side_is_asked_names_no_awaited_discard():
    """QA23 #24: key 5 said "The table is waiting for the card Bob's Musician makes someone
    discard." (the Sane account) while "Sane or Insane effect?" was open."""
    s, said = session()
    for seat, key in ((0, "the_urchin"), (1, "shoggoth"), (2, "the_entertainer"),
                      (0, "the_fed"), (1, "investigators"), (1, "stowaway")):
        s.observe(o.card_seen(seat, key))
    assert s.tracker.question is not None and s.tracker.question.value == "effect"
    n = len(said)
    press(s, "5")
    texts = [a.brief for a in said[n:]]
    assert texts[0] == "It is Bob's turn. Bob is Insane, 2 Other World cards."
    assert not any("discard" in t for t in texts)
