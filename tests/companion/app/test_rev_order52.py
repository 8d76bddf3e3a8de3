"""Review of order52 (session 52): the lines a heard question held, placed right after it
while the plays said ahead of its answer still wait (:meth:`SaidQuestion.untold_after_place
<companion.app.said_question.SaidQuestion.untold_after_place>`, fresh QA51 run D).

Found by random engine games through a live session whose voice lags (arkham-classic, 6
players, seed 2, round 1): Ann's Investigators asks "was that Bob's hand?" of his
Nightgaunt; Cy's Investigators, said ahead, waits behind the question being said; Bob's
hand laid next (the Dilettante: Cy guessed it). The branch said "Bob is out, with The
Dilettante." right after the question, before "Cy: the Investigators." that put him out
(main said Cy's play first). Through the real session and voice queue, the engine gated,
the voice's clock set by hand."""
from companion.tracker import observations as o
from tests.companion.app.test_order52_spoken import _session
from tests.companion.app.test_speech_order import say_all

NAMES = ["Ann", "Bob", "Cy", "Dan", "Eve", "Fay"]
SETTLED = "The cards answer the question about the Nightgaunt: Bob's play, not Bob's hand."


def test_an_out_a_later_play_caused_is_said_after_that_play_not_in_the_question_s_place():
    now = [0.0]
    s, speaker, engine = _session(now=now, names=NAMES)
    s.observe(o.card_seen(0, "investigators"))
    s.observe(o.card_seen(1, "nightgaunt"))
    engine.say_until("The Nightgaunt in Bob's discard zone: was that Bob's hand")
    s.observe(o.card_seen(2, "investigators"))  # said ahead: waits behind the question
    now[0] = 2.0  # the question heard, still being said
    s.observe(o.card_seen(1, "the_dilettante"))  # Bob's hand: Cy guessed it
    spoken = say_all(speaker, engine)
    play, out = spoken.index("Cy: the Investigators."), spoken.index(
        "Bob is out, with The Dilettante.")
    assert spoken.index(SETTLED) + 1 == play < out, spoken  # his Nightgaunt in turn order


def test_the_same_out_after_a_question_never_heard_comes_after_the_play_that_caused_it():
    """The same table, the question never heard (the voice behind Ann's play): its play's
    lines take the question's place (QA49 MEDIUM-1), and main and the branch alike said
    "Bob is out, with The Dilettante." there too, before "Cy: the Investigators."."""
    s, speaker, engine = _session(names=NAMES)
    s.observe(o.card_seen(0, "investigators"))
    engine.say_until("Ann: the Investigators.")  # the rest waits behind it
    for seat, key in ((1, "nightgaunt"), (2, "investigators"), (1, "the_dilettante")):
        s.observe(o.card_seen(seat, key))
    spoken = say_all(speaker, engine)
    assert not any(t.startswith("The Nightgaunt in Bob's") for t in spoken), spoken
    assert spoken.index("Bob: the Nightgaunt.") < spoken.index("Cy: the Investigators.") \
        < spoken.index("Bob is out, with The Dilettante."), spoken
