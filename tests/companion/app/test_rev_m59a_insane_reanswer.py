"""Review of m59a (session 59): the re-answer says again only the "now Insane" the undone
answer made true (flow.insane_said_stays, answer=True). Seed 002 "State of Mind": a player
Insane already (told by an earlier card) is not said "now Insane" again by a re-answer, and
a card corrected (slash) after the undo says its line once per answer given."""
from companion.tracker import observations as o
from tests.companion.app.test_session import press, session


def _count(said, line="Bob is now Insane."):
    return [a.brief for a in said].count(line)


def test_a_player_insane_already_is_not_said_now_insane_by_the_re_answer():
    s, said = session()
    s.observe(o.card_seen(0, "the_fed"))
    s.observe(o.card_seen(1, "deep_one"))  # Bob's first Other World card
    s.observe(o.card_seen(2, "the_fed"))
    press(s, "+2")  # Cy still in: "Bob is now Insane." (his Deep One is over)
    assert _count(said) == 1, [a.brief for a in said]
    s.observe(o.card_seen(0, "the_fed"))
    s.observe(o.card_seen(1, "shoggoth"))  # "was that Bob's hand?"
    for keys in ("+2", "--", "+2", "--", "+1"):
        press(s, keys)
    assert _count(said) == 1, [a.brief for a in said]  # Insane since his Deep One


def test_the_answer_undone_then_the_card_corrected_says_the_new_card_s_line_once():
    s, said = session()
    s.observe(o.card_seen(0, "cultists"))
    s.observe(o.card_seen(1, "shoggoth"))
    for keys in ("+2", "--", "/2", "+2"):  # the answer undone, the Shoggoth corrected
        press(s, keys)
    assert "Corrected: the Nightgaunt, not the Shoggoth." in [a.brief for a in said]
    assert _count(said) == 1  # not said for a question open again
    press(s, "+2")  # Bob played the Nightgaunt: Insane by it
    assert _count(said) == 2, [a.brief for a in said]
    assert _count(said, "Ann is now Insane.") == 1
