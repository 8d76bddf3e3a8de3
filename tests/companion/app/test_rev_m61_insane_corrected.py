"""Review of m61 (QA60 MEDIUM-3, key 8 says Insane only as the voice told it): a card
correction (``was``: "Corrected: The Urchin, not The Fed.") later in the round marked every
seat with an Other World card in its zone told Insane (``corrected.py``: "said before: not
again"), a player out with that card as his hand too, so key 8 said him "out, Insane"
again though no "now Insane" was ever said for him (a knocked-out hand never says it:
``flow.went_insane``)."""
from companion.app.session import TableSession
from companion.tracker import observations as o

from .test_session import press


def _key_8(s, said) -> str:
    told = len(said)
    press(s, "8")
    return said[told].brief


def test_key_8_after_a_correction_does_not_say_insane_a_hand_never_said_so():
    said: list = []
    s = TableSession(say=said.append)
    s.observe(o.start("arkham", ["Alice", "Bob", "Carol"], "en", 0))
    for obs in (o.card_seen(0, "the_boxer"), o.target(1),
                o.card_seen(1, "nightgaunt"), o.seat_out(1),  # "was that Bob's hand?" 1
                o.card_seen(2, "the_fed")):
        s.observe(obs)
    briefs = [a.brief for a in said]
    assert "Bob is out, with the Nightgaunt." in briefs, briefs
    assert "Bob is now Insane." not in briefs, briefs
    assert _key_8(s, said) == "Table. Alice is in; Bob is out; Carol is in."
    s.observe(o.was("the_urchin"))
    assert "Corrected: The Urchin, not The Fed." in [a.brief for a in said]
    # on m61: "Table. Alice is in; Bob is out, Insane; Carol is in, protected."
    assert _key_8(s, said) == "Table. Alice is in; Bob is out; Carol is in, protected."
