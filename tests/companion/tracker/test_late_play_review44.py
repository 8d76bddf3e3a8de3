"""Review of late44 (session 44): the repair of a play the camera read late (QA42 H1,
:mod:`companion.tracker.late_play`) in cases its author did not test.

Source: random engine games read in order by the camera but for one play read 1 to 3 cards
late, the players answering only the effect questions (as ``test_late_play_repair``); the
engine's events are the truth. Found by sweeping arkham / arkham-classic / original, 3 to 6
players, seeds 0-39, every 7th card read 1, 2 or 3 cards late (/tmp/s44/rev-late44).
"""

from companion.session_log import SessionLog, resume_report
from companion.tracker import Tracker, observations as o
from companion.tracker.late_play import LatePlays
from companion.tracker.tracker import UNCONFIRMED
from tests.companion.tracker.test_late_play_repair import _game, _play, _until_late


def _rounds(said: list) -> list[list]:
    """``said`` cut at each ``round_started`` (the start of the game's first is round 1)."""
    rounds = [[]]
    for e in said:
        if e.kind == "round_started" and any(x.kind == "round_ended" for x in rounds[-1]):
            rounds.append([])
        rounds[-1].append(e)
    return rounds


def _engine_rounds(game) -> list[tuple[set, tuple]]:
    """Per round of the engine's game: the seats knocked out and the round's winners."""
    rounds = []
    for e in game.events:
        if e.kind == "round_start":
            rounds.append([set(), None])
        elif e.kind == "knocked_out":
            rounds[-1][0].add(e.seat)
        elif e.kind == "round_end":
            rounds[-1][1] = tuple(e.info)
    return [tuple(r) for r in rounds]


def test_a_late_play_repair_never_says_out_after_all_a_player_the_engine_kept_in():
    """Arkham, 4 players, seed 37: Player 1's Cultists (the game's 11th card) read two
    cards late in round 2. No player is said out (as a fact) in round 2 whom the engine
    did not put out, and the round's winner is the engine's. On late44 the true place
    (before Player 2's Boxer) was rejected, some account there having Player 1 out, and
    the one place kept made the Boxer Player 2's hand: "Player 2 is out after all, with
    The Boxer." (he wins the round), his cards then refused; without the repair the round
    is read right. Now a place that decides the question's seat is not kept."""
    game, conv, order, _ = _game("arkham", 4, 37, lates=((10, 2),))
    said = _rounds(_play(Tracker(), conv, order))[1]
    outs, won = _engine_rounds(game)[1]
    assert not [(e.seat, e.cards) for e in said if e.kind == "player_out"
                and e.value != UNCONFIRMED and e.seat not in outs]
    assert [e.info for e in said if e.kind == "round_ended"] == [won]


def test_a_late_play_repair_does_not_say_a_play_was_a_hand():
    """Arkham, 3 players, seed 12: Player 2's Investigators (the game's 18th card) read two
    cards late in round 3; the Deep One Player 3 played next is never said his hand. On
    late44 two places took it, both counted as turning Player 3 (the true one leaving
    "was that Player 3's hand?" open, the later closing it by the cards), the later of
    equals was kept: "Player 3 is out after all, with the Deep One." (false)."""
    _, conv, order, _ = _game("arkham", 3, 12, lates=((17, 2),))
    said = _play(Tracker(), conv, order)
    assert not [e for e in said if e.kind == "player_out" and e.seat == 2
                and e.cards == ("deep_one",)]


def test_slash_one_card_back_after_a_repair_and_a_card_corrects_the_late_card():
    """Arkham-classic, 4 players, seed 1: the camera read Player 1's Necronomicon, Player 2's
    Musician, then Player 4's late Investigators (repaired, said), then the next card. Slash
    one card back from that card (``back`` 1) is the late card, two back Player 2's Musician,
    as the cards were read and said; on late44 one back was the Necronomicon (the marker
    passed over, the late card counted in its place) and two back the late card."""
    t, late, conv, rest = _until_late("arkham-classic", 4, 1)
    before = t.correct_target(0)
    t.apply(late[1])
    _play(t, conv, rest[:1])
    assert rest[0][1].kind == "card"
    assert [t.correct_target(back) for back in range(3)] == [rest[0][1], late[1], before]
    said = t.apply(o.was(late[1].cards[0], back=1))
    assert (said[0].kind, said[0].seat) == ("corrected", late[1].seat), said
    assert not [e for e in said if e.kind in ("late_card", "inconsistency")], said


def test_a_log_with_a_repair_then_a_card_refused_and_undone_resumes_refusing_nothing(
        tmp_path):
    """A repair adds two history entries for one input (the card in its place and the
    marker); the resume's count of inputs by history length then kept an undone refused
    card as refused (``Resumed.refused``)."""
    _, conv, order, places = _game("arkham-classic", 4, 1)
    t, inputs = Tracker(), []

    def feed(obs):
        inputs.append(obs)
        return t.apply(obs)
    for i, obs in order[:places[0] + 1]:
        got = feed(obs)
        while got:
            asked = [e for e in got if e.kind == "question" and e.value == "effect"]
            got = feed(conv.answer_question(asked[0], i)) if asked else []
    assert t.history[-1][0] is order[places[0]][1] and not t.refused_last()
    feed(o.card_seen(0, "cthulhu"))  # Player 2's play is awaited: refused
    assert t.refused_last()
    feed(o.undo())
    path = tmp_path / "late.jsonl"
    with SessionLog(path, sync=False) as log:
        for obs in inputs:
            log.record(obs)
    report = resume_report(path)
    assert report.refused == ()


def test_a_late_play_repair_never_says_a_wrong_round_winner():
    """Arkham-classic, 6 players, seed 27: Player 5's Cultists (the game's 32nd card) read
    three cards late in round 2; a winner said for round 2 is the engine's. On late44 the
    repair was kept at the place before Player 2's Randall Tillinghast (his play), which
    left Player 2 only probably out ("Player 2 is probably out: the cards tell it"), his
    next cards refused, and round 2 said won by Player 6 (the engine's winner: Player 2);
    the true place turns Player 2's fate too and is not kept. Now a place whose replay
    leaves another seat's out resting on the cards alone is not kept: the refusal stands
    (no winner said, as without the repair)."""
    game, conv, order, _ = _game("arkham-classic", 6, 27, lates=((31, 3),))
    said = _rounds(_play(Tracker(), conv, order))[1]
    winners = [e.info for e in said if e.kind == "round_ended"]
    assert winners in ([], [_engine_rounds(game)[1][1]])


def test_a_late_card_probed_then_applied_is_searched_once(monkeypatch):
    """Review of late44 (cost): live, the session log's refusal probe
    (:meth:`Tracker.refusal`, on a trial's copy) and then the apply each searched the late
    card's places (up to 22 ms each in a 6-player game); the apply now takes the probe's
    search (no replay of its own) and says what the apply alone says. Arkham-classic,
    4 players, seed 1 (a repaired late Investigators)."""
    alone, late, _, _ = _until_late("arkham-classic", 4, 1)
    expected = alone.apply(late[1])
    t, late, _, _ = _until_late("arkham-classic", 4, 1)
    replays = []
    replayed_from = LatePlays._replayed_from

    def counted(self, *args, **kwargs):
        replays.append(args)
        return replayed_from(self, *args, **kwargs)
    monkeypatch.setattr(LatePlays, "_replayed_from", counted)
    assert t.refusal(late[1]) == []  # taken: the repair is made
    searched = len(replays)
    assert searched
    assert t.apply(late[1]) == expected
    assert len(replays) == searched
    assert t.history[-1][0] is late[1]
