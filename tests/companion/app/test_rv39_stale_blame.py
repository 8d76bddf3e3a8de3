"""Review 39 (MEDIUM): the blame of an answer outlives the news heard after it. After
"It would fit without your answer to: …", the table goes on (the player thinks the answer
was right); Carol's next card is read and said ("Carol: The Boxer."). Minus twice, meant
for that card just heard, instead takes back the answer (and all cards re-read), because
blamed_index stays valid while only camera inputs follow it (up to 12)."""
from companion.tracker import observations as o
from tests.companion.app.test_correct_heard import _bob_asked
from tests.companion.app.test_session import press
from tests.companion.app.test_state_as_heard import hear_all


def test_minus_twice_after_a_newer_card_was_heard_undoes_that_card_not_the_answer():
    s, speaker, engine = _bob_asked()
    press(s, "+1")  # the blamed answer
    s.observe(o.card_seen(1, "the_fed"))  # refused: the hint is said
    s.observe(o.card_seen(2, "the_fed"))  # Carol's Sanity check card
    hear_all(speaker, engine)
    assert any(a.brief.startswith("It would fit") for a in s.transcript)
    s.observe(o.card_seen(2, "the_boxer"))  # accepted, said and heard after the hint
    hear_all(speaker, engine)
    assert s.transcript[-1].brief == "Carol: The Boxer."
    told = len(s.transcript)
    press(s, "--")  # meant for the Boxer just heard
    text = [a.brief for a in s.transcript[told:]]
    assert not text[0].startswith("Undone: your answer"), text
    assert o.seat_out(1) in [entry[0] for entry in s.tracker.history], text


def test_minus_twice_after_a_newer_refusal_not_blaming_the_answer_undoes_that_card():
    """The newest line heard is "Check Alice's zone: the Tommy Gun again?" (a misread
    that would not fit without the answer either: no new hint); minus twice, meant for
    it, takes back the answer blamed for an older card instead, and the Tommy Gun is
    refused again."""
    s, speaker, engine = _bob_asked()
    press(s, "+1")
    s.observe(o.card_seen(1, "the_fed"))  # refused: the hint is said
    hear_all(speaker, engine)
    s.observe(o.card_seen(0, "tommy_gun"))  # refused, no hint of its own
    hear_all(speaker, engine)
    assert s.transcript[-1].brief == "Check Alice's zone: the Tommy Gun again?"
    told = len(s.transcript)
    press(s, "--")
    text = [a.brief for a in s.transcript[told:]]
    assert not text[0].startswith("Undone: your answer"), text
    assert o.card_seen(0, "tommy_gun") not in [e[0] for e in s.tracker.history], text


def _musician_blamed():
    """Plus 2 (Insane; Sane was true) to "Carol: Sane or Insane effect?", then Carol's
    R'lyeh's first card refused, the hint said and heard."""
    s, speaker, engine = _bob_asked()
    press(s, "+2")
    for obs in (o.card_seen(1, "the_fed"), o.card_seen(2, "the_fed"), o.card_seen(2, "rlyeh")):
        s.observe(obs)
    press(s, "+2")
    s.observe(o.card_seen(2, "the_musician"))
    hear_all(speaker, engine)
    assert s.transcript[-1].brief.startswith("It would fit without your answer")
    return s, speaker, engine


def test_a_newer_refusal_blaming_the_same_answer_keeps_the_blame_unsaid():
    """The newest line heard is R'lyeh's second card refused for the same answer: the hint
    is not said again, and minus twice still takes that answer back."""
    s, speaker, engine = _musician_blamed()
    told = len(s.transcript)
    s.observe(o.card_seen(2, "nightgaunt"))  # refused too, for the same answer
    hear_all(speaker, engine)
    assert not any(a.brief.startswith("It would fit") for a in s.transcript[told:])
    told = len(s.transcript)
    press(s, "--")
    assert s.transcript[told].brief == "Undone: your answer to: Carol: Sane or Insane effect?"


def test_the_hint_is_said_again_for_a_refusal_after_a_newer_card_was_heard():
    """"Alice fails." heard after the hint ends its blame; Carol's next card refused for the
    same answer says it again, and minus twice then takes that answer back."""
    s, speaker, engine = _musician_blamed()
    s.observe(o.card_seen(0, "necronomicon"))  # taken: "The Necronomicon.", heard
    hear_all(speaker, engine)
    assert s.blamed_index() is None
    s.observe(o.card_seen(2, "nightgaunt"))
    hear_all(speaker, engine)
    assert s.transcript[-1].brief.startswith("It would fit without your answer")
    told = len(s.transcript)
    press(s, "--")
    assert s.transcript[told].brief == "Undone: your answer to: Carol: Sane or Insane effect?"
