"""Fresh QA63b MEDIUM-1, MEDIUM-4: minus twice right after a round's end was said.

MEDIUM-1: "was that Alice's hand? 1 yes" (wrongly) ended the round; Bob's next play, laid
on the table never gathered, dealt round 2; three minus twice took back that card, the
deal, then the answer, and the card then stayed left out as the undone round's. MEDIUM-4:
minus twice pressed right after "Bob wins the round" was answered only after the whole
next deal's lines. The answer is what the player heard last: one minus twice takes it back
(the deal and its cards, never heard, taken back unsaid; the cards read again in the round
going on), and the undo is heard next. The live table, its voice a real
:class:`~companion.app.voiceout.VoiceOut` over a gated engine (the test says each sentence
when it lets it), its camera a real stabilizer given readings by hand."""
import queue

from companion.app.live import LiveOptions, LiveTable
from companion.app.session import TableSession
from companion.app.voiceout import VoiceOut
from companion.tracker import observations as o
from tests.companion.app.test_live_deal import _Camera, _frames, _table, _texts
from tests.companion.app.test_speech_order import say_all
from tests.voice.conftest import ScriptedBackend, gated_speaker

#: the dealing steps of a 2-player round (``app.setup_*``)
_STEPS = ("Set the Stowaway Eggs aside, face up.",
          "Shuffle the other cards, set the top card aside face down, and deal one card to "
          "each player.",
          "Two players: set five more cards aside face up, in the middle.")
_ASKED = ("The Urchin in Alice's discard zone: was that Alice's hand, so Alice is out? "
          "1 yes, 2 no, still in. Answer with plus and the number.")


class _Live:
    """Alice and Bob at a live table, its voice behind until the test lets it say."""

    def __init__(self, voice: bool = True):
        if voice:
            self.engine = ScriptedBackend("engine", mode="gate")
            self.speaker = gated_speaker(self.engine)
            self.now = [0.0]
            speech = VoiceOut(self.speaker, catch_up=True, clock=lambda: self.now[0])
            self.table = LiveTable(LiveOptions("arkham", "en", ("Alice", "Bob"), 0, "unused"),
                                   TableSession(say=speech), _Camera(), None, queue.Queue(),
                                   lambda c: False, lambda line: None, speech=speech)
            self.table._seat_markers_seen = lambda first=None, keys=False: [1, 2]
            self.table.guided_setup()
        else:  # text: every line shown at once
            self.table, self.said, _ = _table()
        self.session = self.table.session
        self.cards: list = []

    def show(self, *cards, count: int = 6) -> None:
        """``count`` pictures of the cards laid so far and ``cards`` (seat 1-based, key, place)."""
        self.cards.extend(cards)
        _frames(self.table, count, *self.cards)

    def keys(self, keys: str) -> None:
        for key in keys:
            self.table.keys.put(key)
        self.table._keys()

    def wrong_yes(self) -> None:
        """Alice's Boxer, Bob's Investigators, Alice's Urchin (her play: "was that Alice's
        hand?"), answered 1, yes, heard to "Bob wins the round and has 1 Sane."."""
        self.show((1, "the_boxer"))
        self.show((2, "investigators"))
        self.show((1, "the_urchin", 1))
        if hasattr(self, "engine"):
            self.engine.say_until("The Urchin in Alice's discard zone")
            self.now[0] += 3.0  # heard: the number is taken
        self.keys("+1")
        if hasattr(self, "engine"):
            self.engine.say_until("Bob wins the round")
            self.now[0] += 3.0
        assert self.session.tracker.view().round_winners == (1,)

    def gathered(self) -> None:
        """The cards gathered: 120 pictures of the bare table (the table seen cleared)."""
        self.cards.clear()
        for _ in range(120):
            _frames(self.table, 1)


def _dealt_by_bob_s_hand(live, heard: str, wait_s: float) -> None:
    """Round 1 ended by a card (Alice's Boxer, Bob's Fed, Alice's Investigators guessing
    5 and putting Bob out, his hand the Musician laid: Alice wins); the voice says up to
    the line beginning ``heard``, ``wait_s`` s pass, the table is cleared and dealt round 2
    (its lines not heard yet)."""
    live.show((1, "the_boxer"))
    live.show((2, "the_fed"))
    live.show((1, "investigators", 1))
    for obs in (o.target(1), o.guess(5), o.seat_out(1)):
        live.session.observe(obs)
    live.show((2, "the_musician", 1))  # Bob's hand: Alice wins round 1
    live.engine.say_until(heard)
    live.now[0] += wait_s
    live.gathered()
    assert live.session.tracker.view().round == 2


def _after(engine, told: int) -> list[str]:
    """What the voice began from sentence ``told`` on, each once, in order."""
    return list(dict.fromkeys(engine.started[told:]))


def test_one_undo_after_a_wrong_answer_s_round_end_gives_the_round_back_with_its_next_card():
    """MEDIUM-1 (and MEDIUM-4's order): Bob's Sailor, laid after the wrong "yes", dealt
    round 2; minus twice right after "Bob wins the round": the answer is undone at once,
    heard next, the deal's lines dropped unsaid, and the Sailor read again in round 1 as
    Bob's play, which settles the question (Alice's Urchin was her play)."""
    live = _Live()
    try:
        live.wrong_yes()
        live.show((2, "the_sailor", 1))
        assert live.session.tracker.view().round == 2  # the Sailor dealt round 2
        told = len(live.engine.started)
        live.keys("--")
        view = live.session.tracker.view()
        assert view.round == 1 and not view.round_winners
        assert view.seats[1].zone == ("investigators", "the_sailor")
        assert live.session.tracker.question is None and view.active == 0
        spoken = say_all(live.speaker, live.engine)
    finally:
        live.speaker.close()
    after = [t for t in _after(live.engine, told) if not t.startswith("Bob wins")]
    assert after[:2] == ["Undone: the last answer.",
                         "The round is not over any more: its token is taken back."], after
    assert "No answer needed: that was Alice's play." in after
    assert "Bob: The Sailor." in after
    assert not any(t.startswith(("Round 2", "Still on the table")) or t in _STEPS
                   for t in spoken[spoken.index("Undone: the last answer."):]), spoken


def test_one_undo_right_after_the_win_gives_the_question_back_before_the_deal_s_lines():
    """MEDIUM-4: the cards gathered after the wrong "yes" dealt round 2 (the cleared
    table); minus twice right after "Bob wins the round": the undo is heard next, the
    question asked again, and none of the dealing steps of the deal taken back is said."""
    live = _Live()
    try:
        live.wrong_yes()
        for _ in range(120):  # the table seen cleared: the next round dealt
            _frames(live.table, 1)
        assert live.session.tracker.view().round == 2
        told = len(live.engine.started)
        live.keys("--")
        assert live.session.tracker.view().round == 1
        assert live.session.tracker.question is not None
        spoken = say_all(live.speaker, live.engine)
    finally:
        live.speaker.close()
    after = [t for t in _after(live.engine, told) if not t.startswith("Bob wins")]
    assert after == ["Undone: the last answer.",
                     "The round is not over any more: its token is taken back.", _ASKED], after
    assert not any(t.startswith("Round 2") or t in _STEPS
                   for t in spoken[spoken.index("Undone: the last answer."):]), spoken


def test_the_deal_s_undo_question_comes_before_its_dealing_steps():
    """MEDIUM-4, the round ended by a card (Bob's hand, his Investigators guessed): minus
    twice right after "Alice wins the round", the deal of the cleared table not heard:
    "Undo the new round's deal?" is said next, not after the dealing steps and "Round 2.
    Alice starts." (they can wait); once heard, minus twice undoes the deal."""
    live = _Live()
    try:
        _dealt_by_bob_s_hand(live, "Alice wins the round", 3.0)
        told = len(live.engine.started)
        live.keys("--")
        assert live.session.tracker.view().round == 2  # asked first: not heard
        live.engine.say_until("Undo the new round's deal?")
        live.now[0] += 5.0
        live.table.undo_at = -10.0
        after = _after(live.engine, told)
        live.keys("--")
        assert live.session.tracker.view().round == 1  # heard: the deal undone
        say_all(live.speaker, live.engine)
    finally:
        live.speaker.close()
    assert [t for t in after if not t.startswith("Alice wins")] == [
        "Undo the new round's deal? Press minus twice to confirm."], after


def test_one_undo_of_a_wrong_answer_once_the_deal_and_its_card_were_heard():
    """Fresh QA63b MEDIUM-1 once the deal was heard (the design question, mended by fresh
    QA64b MEDIUM-1): Bob's Sailor, laid on the ungathered table, dealt round 2, all its
    lines shown; the deal said the hint naming the answer, and one minus twice undoes
    that answer under the deal and the Sailor (undo_under.undo_answer_under), the Sailor
    read again in round 1 as Bob's play."""
    live = _Live(voice=False)
    live.wrong_yes()
    live.show((2, "the_sailor", 1))
    assert live.session.tracker.view().round == 2 and "Bob: The Sailor." in _texts(live.said)
    live.keys("--")
    view = live.session.tracker.view()
    assert view.round == 1 and view.seats[1].zone == ("investigators", "the_sailor")
