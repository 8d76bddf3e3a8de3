"""QA41 M1 and review 41's HIGH 2: the keys that tell the game's state (3, 2, 8, 4), pressed
while the voice is behind, answer with the table after exactly the inputs whose news the
player has heard. A card read while a question is open says nothing of its own: its news
comes with the lines of the input that settles the question, and it counts as heard only
once a line naming it is heard (:meth:`SaidFor.naming
<companion.app.said_for.SaidFor.naming>`), never because a later input's line was; the
count "N updates not said yet." counts each input whose news waits in the voice's queue
(QA41 M1: "1 update not said yet." with about 15 waiting)."""
import pytest

from companion.app.keys import Command
from companion.app.session import TableSession
from companion.tracker import observations as o
from tests.companion.app.test_qa41_as_heard_guess import HEARD, HELD, LATER
from tests.companion.app.test_speech_order import say_all
from tests.companion.app.test_state_as_heard import answer, heard_up_to

NAMES = ("Alice", "Bob", "Carol")
DILETTANTE = o.card_seen(0, "the_dilettante")  # settles "was that Alice's hand?"
ENTERTAINER = o.card_seen(2, "the_entertainer")  # settles "was that Bob's hand?"


@pytest.mark.parametrize("key", ["unseen", "deck", "table"])
def test_qa41_m1_keys_3_2_8_leave_out_the_cards_held_behind_the_open_question(key):
    """"Was that Alice's hand?" heard; seven cards read since, none of their news heard
    (the first line of their news being said): keys 3, 2 and 8 tell the table as the
    question left it, then that the news of the 7 cards waits."""
    s, speaker, engine = heard_up_to(*HEARD, names=NAMES, first=2)
    for obs in (*HELD, DILETTANTE, *LATER, ENTERTAINER):
        s.observe(obs)
    s.key(Command(key))
    heard = answer(HEARD, key, NAMES, first=2)
    assert heard != answer([*HEARD, *HELD, DILETTANTE, *LATER, ENTERTAINER], key, NAMES,
                           first=2)
    if key == "deck":  # its question closed by the news not said yet: not named (zone42)
        heard = ["19 or 20 cards left in the deck: the next card tells."]
    spoken = say_all(speaker, engine)
    at = spoken.index(heard[0])  # with the question: app.question_closed_coming
    assert "7 updates not said yet." in spoken[at + 1:at + 3], spoken
    assert "Bob is out, with The Fed." in spoken


@pytest.mark.parametrize("key", ["table", "unseen"])
def test_review41_high2_cards_read_while_the_play_is_said_are_not_in_the_answer(key):
    """Review 41's HIGH 2: the lines of the Dilettante (which settles "was that Alice's
    hand?") being said, a line of them heard; two cards read since say nothing (held
    behind "was that Bob's hand?"). Main answered with the live table, those two cards
    and the two held before the Dilettante in it. Now: the rest of the Dilettante's lines
    first, then the table they tell (Alice played the Deep One, Bob's Fed asked about),
    the cards held not; their news is not in the voice's queue: no count."""
    s, speaker, engine = heard_up_to(*HEARD, *HELD, names=NAMES, first=2)
    s.observe(DILETTANTE)
    engine.say_until("Alice: the Deep One.")  # "Carol is now Insane." heard
    for obs in LATER:
        s.observe(obs)
    s.key(Command(key))
    spoken = say_all(speaker, engine)
    heard = answer([*HEARD, HELD[0], o.not_hand(0)], key, NAMES, first=2)
    assert heard[0] != answer([*HEARD, *HELD, DILETTANTE, *LATER], key, NAMES, first=2)[0]
    at = spoken.index("No answer needed: that was Alice's play.")  # the rest said first
    if key == "table":  # keys51 (fresh QA50 run C): key 8 right after the line telling
        # that answer, the table before the Dilettante with it taken, Bob's question after
        assert spoken[at + 1] == answer([*HEARD, o.not_hand(0)], key, NAMES, first=2)[0]
        assert spoken[at + 2:] == ["2 updates not said yet.", next(
            t for t in spoken if t.startswith("The Fed in Bob's discard zone"))], spoken
        return
    assert spoken[at + 1].startswith("The Fed in Bob's discard zone: was that Bob's hand")
    # its question just said: not again, but the answer depends on it (review news42)
    assert spoken[at + 2:at + 3] == [heard[0]], spoken
    assert spoken[at + 3:] == ([] if key == "unseen" else [
        "This may change with the answer to the open question; key 1 repeats it."]), spoken


def test_qa41_m1_key_3_after_no_answer_needed_counts_the_card_whose_lines_settled_it():
    """QA41 M1 as heard in seed 7's demo: all the cards read, the voice says "No answer
    needed: that was Alice's play." (the Dilettante's lines, which tell Alice's Deep One,
    not the Dilettante: "Alice: Sanity check, 1 card. The Dilettante." comes with the
    Entertainer's). Key 3 then: the table after Alice's play (24 unseen; QA41 heard 18, the
    held cards counted, then "1 update not said yet."), and each of the 7 cards whose
    news waits."""
    s, speaker, engine = heard_up_to(*HEARD, names=NAMES, first=2)
    for obs in (*HELD, DILETTANTE, *LATER, ENTERTAINER):
        s.observe(obs)
    engine.say_until("Bob is out, with The Fed.")
    assert "No answer needed: that was Alice's play." in engine.spoken
    s.key(Command("unseen"))
    spoken = say_all(speaker, engine)
    heard = answer([*HEARD, o.not_hand(0)], "unseen", NAMES, first=2)
    assert heard == answer(HEARD, "unseen", NAMES, first=2)  # no card seen since
    at = spoken.index(heard[0])
    assert spoken[at + 1:at + 3] == ["7 updates not said yet.", "Bob is out, with The Fed."]


class _Line:
    """What a fake voice's ``say`` returns: heard once the voice's cursor is past it, or
    at once (``force``: a key's answer, said ahead of the news)."""

    ahead = True
    force = False

    def __init__(self, voice, n, announcement):
        self.voice, self.n, self.stale = voice, n, announcement.stale

    def _said(self):
        return self.force or self.n < self.voice.cursor

    def heard(self):
        return self._said()

    begun = said_whole = heard

    def saying(self):
        return not self._said()

    pending = saying

    def lost(self):
        return False


class _Voice:
    """Says each line at once until :attr:`cursor` is held (``None``: not held)."""

    def __init__(self):
        self.lines, self.cursor = [], None

    def __call__(self, announcement):
        self.lines.append(_Line(self, len(self.lines), announcement))
        return self.lines[-1]


def test_a_key_s_answer_naming_a_card_heard_before_its_play_does_not_tell_that_play():
    """The fuzz of review 41: a key's answer is said at once, ahead of the news ("Ann
    chooses Bob.", said before "Ann: The Boxer."), and it names the Boxer; the Boxer's
    own line not heard yet, key 8 tells the table before it, not after."""
    voice = _Voice()
    s = TableSession(say=voice)
    s.observe(o.start("arkham", ["Ann", "Bob", "Cy"], "en", 0))
    voice.cursor = len(voice.lines)  # held from here: nothing more is heard
    s.observe(o.card_seen(0, "the_boxer"))
    told = len(voice.lines)
    with s.answering():
        s.observe(o.target(1))
    for line in voice.lines[told:]:
        line.force = True
    before = len(s.transcript)
    s.key(Command("table"))
    said = [a.brief for a in s.transcript[before:]]
    assert said[0] == answer([], "table", ("Ann", "Bob", "Cy"))[0], said
    assert said[0] != answer([o.card_seen(0, "the_boxer"), o.target(1)], "table",
                             ("Ann", "Bob", "Cy"))[0]
