"""Session 40 (en40), seed 21's 2-player busy demo by ear: what the companion says must be
about what the player heard. In-process, no pictures (the helpers of
:mod:`tests.companion.app.test_live_deal`)."""
import pytest

from .test_live_deal import _frames, _table, _texts


def _alice_investigators_then_bob_cthulhu(table, said):
    """Alice's Investigators (no target nor guess typed), then Cthulhu in Bob's zone: his
    play (out), or his hand shown (her guess right): the accounts differ, nothing is said
    of it yet (the tracker waits for the next card or the cleared table)."""
    _frames(table, 6, (1, "investigators"))
    before = len(said)
    _frames(table, 6, (1, "investigators"), (2, "cthulhu"))
    assert table.session.tracker.view().seats[1].zone == ("cthulhu",)
    assert len(said) == before  # taken, told nothing


@pytest.mark.xfail(strict=True, reason=(
    "review of k60, LOW: 2 players, Alice's Investigators then Cthulhu in Bob's zone (his "
    "play, out, or his hand after her guess): both accounts end the round, Alice the winner "
    "(round_over_owed), but their events differ, so the tracker says nothing of it while the "
    "live table says 'Gather all the cards for the next round.' at once; 'Bob is out, with "
    "Cthulhu. / Alice wins the round and has 1 Sane.' come only at the next deal. The "
    "helper's 'taken, told nothing' fails on that prompt; the test's claim (no 'no longer "
    "sees Cthulhu' line) holds on the branch"))
def test_a_card_taken_but_never_said_is_not_asked_about_when_it_goes():
    """en21 round 1: "The camera no longer sees Cthulhu in Bob's discard zone. If it was
    taken back, press minus twice to undo it." about a card the player never heard of (it
    went with the round's cards, the table's other piles still seen as covered): minus
    twice would have undone what the player never heard. Nothing is said of it."""
    table, said, _ = _table()
    _alice_investigators_then_bob_cthulhu(table, said)
    _frames(table, 150, (1, "investigators"))  # 5 s: Cthulhu unseen, Alice's card seen
    assert not any("no longer sees" in t for t in _texts(said))


#: en21 round 2 as the camera gave it (no target nor guess typed): Alice's Tommy Gun on
#: Bob, his Sanity check passed, his Investigators on Alice, then Alice's Boxer
_EN21_ROUND2 = (
    ("face_up", "the_boxer"), ("face_up", "cultists"), ("card", 0, "tommy_gun"),
    ("card", 1, "randall_tillinghast"), ("card", 1, "stowaway"), ("card", 1, "the_fed"),
    ("card", 1, "the_musician"), ("card", 1, "investigators"), ("card", 0, "the_boxer"))


def _en21_round2():
    """A session at en21's round 2 question "The Boxer in Alice's discard zone: was that
    Alice's hand, so Alice is out?", its accounts waiting for different things (Bob's
    next Sanity check, a compared hand, the deal)."""
    from companion.app.session import TableSession
    from companion.tracker import observations as o
    said = []
    s = TableSession(say=said.append)
    s.observe(o.start("arkham", ("Alice", "Bob"), first=0))
    for step in _EN21_ROUND2:
        s.observe(o.face_up(step[1]) if step[0] == "face_up"
                  else o.card_seen(step[1], step[2]))
    assert s.tracker.question is not None and s.tracker.question.value == "out"
    return s, said


def test_the_end_line_names_no_card_the_accounts_do_not_agree_on():
    """en21 round 2 by ear: "The video has ended. Still waiting for Bob's Sanity check:
    answer the question …" said after "Bob passes.": the most likely account's wait, one
    of several while "was that Alice's hand?" is open. The end line asks for the answer
    alone."""
    s, said = _en21_round2()
    asked = [a.brief for a in said if a.kind == "question"][-1]
    ends = _end_line(s, said)
    assert ends[0] == "The video has ended. Answer the question, then press Q to stop.", ends
    # one account has Bob win round 1 (Alice out): that waits on the question, named
    # (fresh QA52 M5); no card awaited is named
    assert ends[1:] == [f"Who wins round 1 waits on the open question: {asked}"], ends


def test_the_demo_video_ends_with_its_last_card_lying_long_enough_to_be_read(monkeypatch):
    """en21 by ear: the video ended 0.9 s after Bob's last card (his knocked-out R'lyeh)
    lay still on the busy cloth, under the 1 s a card must lie still to be said
    (``vision.stabilize.MIN_DWELL_S``): ``companion play`` on it never read it, and "was
    that Alice's hand?" was never settled. After the demo's camera read the last card,
    the video shows the final table for twice that long, and a fresh camera (as ``play``
    reads the video) reads it."""
    import companion.app.demo as demo_mod
    from companion.tracker import observations as o
    from vision.pipeline import TableWatcher
    from vision.stabilize import MIN_DWELL_S

    def one_card(state, lang, hands="card"):
        yield o.start("arkham", ("Alice", "Bob", "Carol"), first=0)
        yield o.card_seen(0, "the_fed")

    monkeypatch.setattr(demo_mod, "game_observations", one_card)
    monkeypatch.setattr(demo_mod, "START_FRAMES", 0)
    frames, read_at = [], []
    hold = demo_mod.Demo._hold
    monkeypatch.setattr(demo_mod.Demo, "_hold",
                        lambda self, frame: (read_at.append(len(frames)), hold(self, frame)))
    demo_mod.Demo("arkham", 3, 46, "en", frame_sink=frames.append).run()
    assert len(read_at) == 1
    assert len(frames) - read_at[0] >= 2 * MIN_DWELL_S * demo_mod.DEMO_FPS
    watcher = TableWatcher("arkham")
    read = [e.candidates for n, f in enumerate(frames)
            for e in watcher.update(f, n / demo_mod.DEMO_FPS) if e.seat]
    assert read == [("the_fed",)]


def _end_line(s, said):
    """What the end of the video says for session ``s`` (``said``: its ``say``'s list),
    keys open, no camera card held, no stall."""
    from types import SimpleNamespace
    from companion.app.live_end import PicturesEnd
    from companion.app.stall import Stalls

    class _End(PicturesEnd, Stalls):
        end_asked, unread_zones, stall = None, {}, None

        def __init__(self, session):
            self.session, self.speech, self.logged = session, session.say, False

        def keys_open(self):
            return True

        def _take_held(self):
            """No camera cards held."""

    told = len(said)
    _End(s)._pictures_ended(SimpleNamespace(status=SimpleNamespace(reason="video_done")))
    return [a.brief for a in said[told:]]


def test_the_end_line_names_the_check_every_account_waits_for():
    """Review rev40b: Carol's Investigators on Alice, then Alice's Urchin (her play, or her
    hand shown): "was that Alice's hand?" is open, and in both accounts Bob's turn comes
    next, his Sanity check (his Necronomicon). The accounts differ only in the last play's
    card (the Urchin, or the Investigators), which "Bob's Sanity check" does not name:
    the end line still names it, as before en40."""
    from companion.app.session import TableSession
    from companion.tracker import observations as o
    said = []
    s = TableSession(say=said.append)
    s.observe(o.start("arkham", ("Alice", "Bob", "Carol"), first=0))
    for seat, key in ((0, "the_fed"), (1, "necronomicon"), (2, "investigators"),
                      (0, "the_urchin")):
        s.observe(o.card_seen(seat, key))
    assert s.tracker.question is not None and len(s.tracker.hyps) == 2
    assert {(h.wait[0], h.wait[1]) for h in s.tracker.hyps} == {("check", 1)}
    assert _end_line(s, said) == [
        "The video has ended. Still waiting for Bob's Sanity check: answer the question or "
        "enter the card with Enter and its rank, then press Q to stop."]


def test_the_demo_video_s_final_table_has_no_hand_or_mug_over_its_last_card(monkeypatch):
    """Review rev40b: the final table is one picture repeated 3 s; the busy preset draws a
    hand and a mug in each picture, at cards: in 1 of 12 such pictures they lay over the
    last card laid, so that ``companion play`` never read it in the 3 s, as in en21. The
    camera's own reads are not rendered here (``_watch`` stands in); the final table, read
    by a fresh camera, shows the last card."""
    import companion.app.demo as demo_mod
    from companion.cards import edition_cards
    from companion.tracker import observations as o
    from vision.pipeline import TableWatcher
    from vision.records import CardAppeared
    from vision.render import PRESETS

    keys = [c.key for c in edition_cards("arkham")]
    laid = [(0, keys[0]), (0, keys[1]), (1, keys[3]), (1, keys[4]),
            (2, keys[6]), (2, keys[7]), (2, keys[8])]

    def game(state, lang, hands="card"):
        yield o.start("arkham", ("Alice", "Bob", "Carol"), first=0)
        for seat, key in laid:
            yield o.card_seen(seat, key)

    def watch(self, seat, key=None):
        """Read at once; the last picture's seed as in the en40 review's table 8."""
        self._frame = 1008
        return CardAppeared(seat + 1, (self._zones[seat][-1],), 0, 0), 0.0

    monkeypatch.setattr(demo_mod, "game_observations", game)
    monkeypatch.setattr(demo_mod, "START_FRAMES", 0)
    monkeypatch.setattr(demo_mod.Demo, "_watch", watch)
    frames = []
    demo_mod.Demo("arkham", 3, 8, "en", PRESETS["busy"], frame_sink=frames.append).run()
    assert len(frames) == demo_mod.END_FRAMES
    watcher = TableWatcher("arkham")
    read = {(e.seat, e.candidates) for n, f in enumerate(frames)
            for e in watcher.update(f, n / demo_mod.DEMO_FPS)}
    assert (3, (keys[8],)) in read, read
