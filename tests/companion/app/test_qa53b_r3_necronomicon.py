"""Fresh QA53b HIGH 1 (session 53, repro53a; fixed session 54, necro54).

qa53b r3 (the qa53 r3 video: 4 players, arkham, fr, --stickers-only; suite3 bf169a6d).
Round 4 (truth ``/tmp/s53/qa53/r3/demo/demo-transcript.txt`` lines 114-169) was lost though
every answer was right. The tracker takes the tester's session log up to the answer that
silenced it (``tests/companion/qa53b_r3_round4.jsonl``: r3 ``session.jsonl`` lines 1-60).

What happened (seq = the log's): Carol (Insane) plays the Stowaway (53), its "Sane or
Insane?" open; her Necronomicon (54), Dan's Cthulhu and hand (55-56), Alice's card read as
R'lyeh or the Stowaway Eggs (57) and her Fed (58) are taken behind it, unsaid. Insane
(59) says the Stowaway and the Necronomicon, asks "R'lyeh or the Stowaway Eggs?"; "2" (60)
left TWO accounts, Sane and Insane Necronomicon (``TableState.immune`` ``None`` or
``"round"``), no question open, and nothing said: their pending events differ from the
first one (``protected`` vs ``immune``, :meth:`Tracker._commit` says only the common
prefix), so Dan's Cthulhu/out/hand, Alice's Eggs/out/hand and the rest of round 4 stayed
silent, and the round, round 5 and the game were lost.

Two causes, both fixed in :mod:`companion.tracker.questions`: ``unseen_effect`` looked only
at each account's LAST play (the Necronomicon was in ``TableState.earlier``), now
:func:`~companion.tracker.questions.earlier_effect` finds the oldest earlier play the
accounts follow with different sides, one unseen (``MARKS``: protection, immunity); and
the ``effect`` key was ``("effect", seat)``, once per seat (the Stowaway's, same seat), now
it names the play (its card's history index, ``Asking._played_at``).
"""
from pathlib import Path

from companion.session_log_lines import read_log

from .test_live_deal import _table, _texts

DATA = Path(__file__).parent.parent
NAMES = ("Alice", "Bob", "Carol", "Dan")
#: what the truth says after "+1" (Sane), lines 148-160 (the out and the hand in one line)
HELD_TURNS = [
    "Carol : effet Sain.", "Protection pour Carol.", "À Dan.", "Dan : Cthulhu.",
    "Dan quitte la manche ; sa main : les Investigateurs.",
    # Dan's hand not the Eggs, Bob protected: Alice took them (session 65, rxf: a line
    # the truth's transcript has not here)
    "Alice a maintenant les Œufs clandestins.", "À Alice.",
    "Alice : les Œufs clandestins.", "Alice quitte la manche ; sa main : l'Agent fédéral.",
    "À Bob."]


def test_the_necronomicon_effect_is_asked_when_the_answer_leaves_it_open():
    table, said, _ = _table(NAMES, lang="fr")
    observations, errors = read_log(DATA / "qa53b_r3_round4.jsonl")
    assert not errors and observations[0].kind == "start"
    for obs in observations[1:-1]:
        table.session.observe(obs)
    tracker = table.session.tracker
    assert tracker.question is not None and tracker.question.value == "card"  # R'lyeh/Eggs
    n = len(said)
    table.session.observe(observations[-1])  # "2": the Stowaway Eggs (truth 155)
    texts = _texts(said)[n:]
    # main: nothing said, two accounts (Necronomicon Sane / Insane), no question open
    question = tracker.question
    assert question is not None and question.value == "effect", (question, texts)
    assert "necronomicon" in (question.cards or ()), question
    assert texts == ["Carol : le Necronomicon, effet Sain ou Fou ? 1 Sain, 2 Fou. "
                     "Répondez avec plus et le "
                     "numéro."], texts
    n = len(said)
    for key in "+1":  # the truth: Sane (line 148)
        table._one_key(key)
    assert _texts(said)[n:] == ["Réponse : quel numéro ?"] + HELD_TURNS  # "+", then "1"
    assert tracker.question is None and len(tracker.hyps) == 1
    assert tracker.hyps[0].wait == ("play", 1)  # Bob's turn (truth 161)
