"""Review of stick43 (QA43 M2, M3): cases the branch's tests did not try."""
from companion.tracker import observations as o
from tests.companion.app.test_session import press, session


def _bob_doubted():
    """Ann's Sailor, then Bob's play read as the single Sailor: refused, doubted."""
    s, said = session("en")
    s.observe(o.card_seen(0, "the_sailor"))
    s.observe(o.card_seen(1, "the_sailor"))
    assert said[-1].brief == "Check Bob's zone: The Sailor again?"
    return s, said


def test_a_doubt_corrected_by_slash_is_not_settled_again_by_the_zones_next_card():
    """The doubted Sailor corrected with slash ("Corrected: The Boxer, not The Sailor.");
    the next card read in Bob's zone (his knocked-out hand) is not "Bob's card was the
    Tommy Gun, not The Sailor.": the slash settled the doubt, with the Boxer."""
    s, said = _bob_doubted()
    press(s, "/3+1")
    assert "Corrected: The Boxer, not The Sailor." in [a.brief for a in said]
    told = len(said)
    s.observe(o.card_seen(1, "tommy_gun"))
    text = [a.brief for a in said[told:]]
    assert text and not any("card was" in t for t in text), text


def test_a_card_held_behind_a_question_settles_the_doubt_with_its_news_not_before():
    """Cy's card asks which (Boxer or Deep One); Ann's next play read as the Sailor is
    doubted, then read as the Fed: taken, held behind Cy's question, unsaid. "Ann's card
    was The Fed, not The Sailor." is not said ahead of it, but with its news, after the
    answer (the held cards keep their order: they are said after the question)."""
    s, said = session("en")
    s.observe(o.card_seen(0, "the_sailor"))
    s.observe(o.card_seen(1, "the_urchin"))
    s.observe(o.card_seen(2, ("the_boxer", "deep_one")))  # "Which card in Cy's zone…"
    s.observe(o.card_seen(0, "the_sailor"))
    assert said[-1].brief == "Check Ann's zone: The Sailor again?"
    told = len(said)
    s.observe(o.card_seen(0, "the_fed"))  # held behind Cy's question
    assert not any("The Fed" in a.brief for a in said[told:]), [a.brief for a in said[told:]]
    press(s, "+1")
    text = [a.brief for a in said[told:]]
    settled = "Ann's card was The Fed, not The Sailor."
    assert text.count(settled) == 1, text
    assert text.index(settled) > text.index("Cy: The Boxer."), text


def test_an_answer_to_another_question_keeps_the_doubt_for_the_zones_next_card():
    """Ann's Sailor doubted while Cy's card asks which; plus answers Cy's question (not a
    slash correction): Ann's card read next still settles the doubt aloud."""
    s, said = session("en")
    s.observe(o.card_seen(0, "the_sailor"))
    s.observe(o.card_seen(1, "the_urchin"))
    s.observe(o.card_seen(2, ("the_boxer", "deep_one")))
    s.observe(o.card_seen(0, "the_sailor"))  # "Check Ann's zone: The Sailor again?"
    press(s, "+1")  # Cy's Boxer
    told = len(said)
    s.observe(o.card_seen(0, "the_fed"))
    text = [a.brief for a in said[told:]]
    assert text[:1] == ["Ann's card was The Fed, not The Sailor."], text
