"""QA41 M3: plus pressed while the open question still waits behind the news says that
question at once (docs/keys.en.md, plus; QA35 k_en), but the play it is about was said
after it: "Alice: Sane or Insane effect?…", then "Alice: the Stowaway.". The play's line
the voice has still to say comes first, then the question (docs/keys.en.md: a key that
acts says first what the voice has still to say of its newest card)."""
from companion.tracker import observations as o
from tests.companion.app.test_qa30m import _keys, _live_behind
from tests.companion.app.test_speech_order import say_all

_FACE_UP = ("nightgaunt", "investigators", "the_dilettante", "cultists", "shoggoth")
#: QA41's V2 round 3 (seed 7), up to Alice's Insane-able Stowaway: she is Insane (her
#: discarded Necronomicon), her Sanity check passed (The Boxer)
_TO_STOWAWAY = (o.card_seen(0, "investigators"), o.target(1), o.guess(8), o.still_in(1),
                o.card_seen(1, "the_musician"), o.target(0), o.card_seen(0, "necronomicon"),
                o.card_seen(0, "the_boxer"), o.card_seen(0, "stowaway"))


def test_plus_says_the_unheard_play_before_its_unheard_effect_question():
    """The voice stuck on the game's first line, Alice's Stowaway asks "Sane or Insane
    effect?"; plus: her play is said before the question (once), and the number after it
    answers it."""
    table, s, speaker, engine = _live_behind("en", ("Alice", "Bob"))
    for obs in (*(o.face_up(c) for c in _FACE_UP), *_TO_STOWAWAY):
        s.observe(obs)
    assert s.tracker.question is not None and s.tracker.question.value == "effect"
    _keys(table, "+")
    spoken = say_all(speaker, engine)
    asked = next(i for i, t in enumerate(spoken) if "Sane or Insane effect?" in t)
    assert "Alice: the Stowaway." in spoken[:asked], spoken
    assert sum("Sane or Insane effect?" in t for t in spoken) == 1, spoken
    assert "Answer: which number?" not in spoken
    heard = s.say.clock  # the player typed it once its answers were said (QA39 M1)
    s.say.clock = lambda: heard() + 60.0
    _keys(table, "2")  # plus's number answers the question it said
    assert s.tracker.question is None or s.tracker.question.value != "effect"
    assert s.transcript[-1].brief == "Alice: Insane effect."


def test_plus_whose_question_the_cards_closed_unsaid_times_out_naming_the_key():
    """QA41 M3 by ear, with the fix above: plus's cue (the question) waited behind
    "Alice: the Stowaway.", the cards closed the question before it was said ("The cards
    tell it: Alice's Stowaway, Insane effect."), and 6 s later "Cancelled." was said for a
    prompt never heard. It names the key instead, "Plus cancelled." (docs/keys.en.md: a
    prefix whose cue the voice had not begun)."""
    from companion.app.live_keys import PREFIX_TIMEOUT_S
    from tests.voice.conftest import gate_until_idle
    table, s, speaker, engine = _live_behind("en", ("Alice", "Bob"))
    for obs in (*(o.face_up(c) for c in _FACE_UP), *_TO_STOWAWAY):
        s.observe(obs)
    _keys(table, "+")
    for key in ("tommy_gun", "investigators", "the_sailor"):  # her Tommy Gun's cards
        s.observe(o.card_seen(0, key))  # tell the Insane effect
    assert s.tracker.question is None and table.reader.pending == "+"
    gate_until_idle(speaker, engine)
    table.prefix_at -= PREFIX_TIMEOUT_S + 1
    table.prefix_heard -= PREFIX_TIMEOUT_S + 1
    table._keys()
    spoken = say_all(speaker, engine)
    assert not any("Sane or Insane effect?" in t for t in spoken), spoken
    assert spoken[-1] == "Plus cancelled." and "Cancelled." not in spoken, spoken[-3:]
