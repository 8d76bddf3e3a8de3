"""Cards refused as laid before the awaited one (left in their zone), given again once
they fit (:meth:`companion.app.left_cards.LeftCards._left_cards`): QA34's sticker-only
Tommy Gun, whose two cards were laid in Alice's zone before Carol's unread play was
entered by key."""
import queue

from companion.app.live import LiveOptions, LiveTable
from companion.app.session import TableSession
from companion.tracker import observations as o
from vision.pipeline import TableWatcher
from vision.records import CardAppeared, FrameReading, Sighting


def _appeared(seat, key, n):
    """The camera's report of ``key`` in ``seat``'s zone (1-based), its ``n``-th card."""
    return CardAppeared(seat=seat, candidates=(key,), index_in_zone=n, frame_index=n, t=n,
                        confidence=0.9)


def _seen(seat, key, x=0):
    """A sighting of ``key`` in ``seat``'s zone (1-based), ``x`` px to the right."""
    return Sighting(candidates=(key,), rank=None, other_world=None,
                    polygon=((x, 0), (x + 10, 0), (x + 10, 10), (x, 10)), confidence=0.9,
                    source="aruco", seat=seat)


def _table():
    """Alice, Bob and Carol, game started, no camera: ``(table, said)``."""
    said = []
    table = LiveTable(LiveOptions("arkham", "en", ("Alice", "Bob", "Carol"), 0, "."),
                      TableSession(say=said.append), TableWatcher("arkham"), None,
                      queue.Queue(), lambda c: False, lambda line: None)
    table.session.observe(o.start("arkham", ["Alice", "Bob", "Carol"], "en", 0))
    return table, said


def _two_refused_in_alices_zone(table):
    """QA34's sticker-only game: Alice's Musician, Carol's Stowaway discarded (Carol
    Insane), Bob's Investigators, Carol's Sanity check; then the Investigators and The
    Boxer laid in Alice's zone before Carol's play: both refused as laid early, left, and
    the last picture shows them."""
    table._card_appeared(_appeared(1, "the_musician", 0))
    table._card_appeared(_appeared(3, "stowaway", 0))
    table._card_appeared(_appeared(2, "investigators", 0))
    table._card_appeared(_appeared(3, "investigators", 1))
    table._card_appeared(_appeared(1, "investigators", 1))
    table._card_appeared(_appeared(1, "the_boxer", 2))
    table.watcher.last_reading = FrameReading(5, 5.0, sightings=(
        _seen(1, "the_musician"), _seen(1, "investigators", 20), _seen(1, "the_boxer", 40)))
    assert [left.event.candidates for left in table.left_cards] == [
        ("investigators",), ("the_boxer",)]


def test_two_early_cards_given_again_in_one_picture_do_not_crash():
    # QA34 HIGH (st3): the first left card taken gave the second again ("early"), which
    # the same picture's loop then tried to take from the list a second time:
    # "ValueError: list.remove(x): x not in list", and the program died
    table, said = _table()
    _two_refused_in_alices_zone(table)
    table.session.observe(o.card_seen(2, "tommy_gun"))  # Carol's, entered by key
    table.session.observe(o.target(0))
    table._left_cards()
    view = table.session.tracker.view()
    assert view.seats[0].zone == ("the_musician", "investigators", "the_boxer")
    assert table.left_cards == [] and view.active == 0
    briefs = [a.brief for a in said]
    assert any(b.startswith("Carol's Tommy Gun: the Investigators") for b in briefs)
    assert any(b.startswith("Carol's Tommy Gun: The Boxer") for b in briefs)


def _entered_then_alices_play(table):
    """Carol's card without a sticker entered by key (Enter, 0: "Tommy Gun or R'lyeh?"),
    a picture, then Alice's next play read: the table as QA34 st2 and st3 had it."""
    _two_refused_in_alices_zone(table)
    s = table.session
    s.observe(o.card_seen(2, ("tommy_gun", "rlyeh", "stowaway_eggs")))
    assert s.tracker.question is not None
    table._left_cards()  # the next picture
    table.watcher.last_reading = FrameReading(6, 6.0, sightings=(
        *table.watcher.last_reading.sightings, _seen(1, "cultists", 60)))
    table._card_appeared(_appeared(1, "cultists", 3))


def test_cards_refused_before_a_play_entered_by_key_go_before_later_cards():
    # QA34 st3: the Tommy Gun's two cards, laid before Carol's play was entered, waited
    # for the answer while Alice's next play went first: "Carol's Tommy Gun: the
    # Cultists, from the deck into Alice's zone." and "Alice: Sanity check, 1 card."
    table, said = _table()
    _entered_then_alices_play(table)
    table.session.observe(o.was("tommy_gun"))  # plus 1
    table._left_cards()
    view = table.session.tracker.view()
    assert view.seats[0].zone == ("the_musician", "investigators", "the_boxer", "cultists")
    assert view.seats[2].zone[-1] == "tommy_gun" and table.left_cards == []
    briefs = [a.brief for a in said]
    assert any(b.startswith("Carol's Tommy Gun: the Investigators") for b in briefs)
    assert any(b.startswith("Carol's Tommy Gun: The Boxer") for b in briefs)
    assert any(b.startswith("Alice: the Cultists") for b in briefs)
    assert not any("Cultists, from the deck" in b or "Alice: Sanity check" in b for b in briefs)


def test_the_cards_do_not_tell_a_wrong_card_while_the_question_waits():
    # QA34 st2 (the question left unanswered): Alice's Cultists and Bob's Deep One, read
    # without the Tommy Gun's two cards before them, "told" R'lyeh (its Insane flip)
    table, said = _table()
    _entered_then_alices_play(table)
    table._card_appeared(_appeared(2, "deep_one", 1))  # Bob's play
    briefs = [a.brief for a in said]
    assert not any("R'lyeh" in b and "No answer needed" in b for b in briefs)
    assert table.session.tracker.question is not None  # Tommy Gun or R'lyeh (Sane): asked


def test_a_card_read_after_an_unread_one_in_the_awaited_zone_waits_for_it():
    # QA34 st1: "I cannot read a card in Carol's zone: press Enter, then its rank." had no
    # key; the Fed of Carol's next Sanity check was taken as her play ("Carol: The Fed.
    # Check it."), then "Bob is out.", "Carol is out", Alice winning a round Carol won
    from types import SimpleNamespace
    table, said = _table()
    _two_refused_in_alices_zone(table)
    table.watcher.unread = SimpleNamespace(told_read=set())  # Fed laid on it: not read
    table.watcher.unread_new = [3]
    table._unread_cards()
    s = table.session
    table._card_appeared(_appeared(3, "the_fed", 3))
    assert s.tracker.view().seats[2].zone == ("stowaway", "investigators")  # not taken
    assert said[-1].brief == ("The Fed in Carol's zone: first the card I cannot read "
                              "there. Press Enter, then its rank.")
    s.observe(o.card_seen(2, ("tommy_gun", "rlyeh", "stowaway_eggs")))  # Enter 0
    table._card_appeared(_appeared(3, "deep_one", 4))  # the zone grew: as before
    assert not said[-1].brief.startswith("The Deep One in Carol's zone: first")


def told_unread_then_read(table):
    """QA34's first cards, then Carol's play told unread ("I cannot read a card in Carol's
    zone …"), to be read after all at the told place."""
    from types import SimpleNamespace
    table._card_appeared(_appeared(1, "the_musician", 0))
    table._card_appeared(_appeared(3, "stowaway", 0))
    table._card_appeared(_appeared(2, "investigators", 0))
    table._card_appeared(_appeared(3, "investigators", 1))
    table.watcher.unread = SimpleNamespace(told_read={3})  # read at the told place
    table.watcher.unread_new = [3]
    table._unread_cards()


def test_the_card_told_unread_read_after_all_is_the_play():
    # the told card itself read later (its sticker no longer washed out): the camera no
    # longer sees a card unread there, and the card read is the play
    table, said = _table()
    told_unread_then_read(table)
    table._card_appeared(_appeared(3, "the_fed", 2))
    assert table.session.tracker.view().seats[2].zone[-1] == "the_fed"


def test_the_unread_prompt_is_over_once_enter_answers_it():
    # QA34 st4: Enter cut "I cannot read a card in Carol's zone: press Enter, then its
    # rank."; the rank typed, that answered prompt was said again whole, ahead of the
    # question the rank opened. Over (stale) once Enter waits for the rank, or the card
    # is entered: a voice behind the table drops it
    table, said = _table()
    _two_refused_in_alices_zone(table)
    table.watcher.unread_new = [3]
    table._unread_cards()
    prompt = said[-1]
    assert prompt.brief.startswith("I cannot read a card in Carol's zone")
    assert not prompt.stale()
    table._one_key("\n")  # Enter pressed: "Card played: which rank?"
    assert prompt.stale()
    table._one_key("0")  # the rank typed: Tommy Gun or R'lyeh?
    assert table.session.tracker.view().seats[2].zone[-1:] != ("investigators",)
    assert prompt.stale()


def fed_behind_unread():
    """QA34's game, a card told unread in Carol's zone, then the Fed read there (held:
    "The Fed in Carol's zone: first the card I cannot read there…"): ``(table, said)``."""
    from types import SimpleNamespace
    table, said = _table()
    _two_refused_in_alices_zone(table)
    table.watcher.unread = SimpleNamespace(told_read=set())
    table.watcher.unread_new = [3]
    table._unread_cards()
    table._card_appeared(_appeared(3, "the_fed", 3))
    return table, said


def test_the_card_held_behind_an_unread_one_is_said_once_and_given_once_entered():
    # the first try: the Fed left in Carol's zone was given again at each picture, and
    # refused again, "The Fed in Carol's zone: first the card …" every 5 s
    table, said = fed_behind_unread()
    table.watcher.last_reading = FrameReading(6, 6.0, sightings=(
        *table.watcher.last_reading.sightings, _seen(3, "the_fed")))
    for _ in range(3):
        table._left_cards()
    briefs = [a.brief for a in said]
    assert sum(b.startswith("The Fed in Carol's zone: first") for b in briefs) == 1
    assert "the_fed" not in table.session.tracker.view().seats[2].zone


def test_a_refusal_is_over_once_the_awaited_card_is_taken():
    # QA34 st4: "The Investigators by Alice? Waiting for Carol's play." and "The Boxer …",
    # not said yet when Carol's card was entered, came before the question it opened
    table, said = _table()
    _two_refused_in_alices_zone(table)
    refusals = [a for a in said if a.brief.endswith("Waiting for Carol's play.")]
    assert len(refusals) == 2 and not any(a.stale() for a in refusals)
    table.session.observe(o.card_seen(1, "the_fed"))  # refused again: not over
    assert not any(a.stale() for a in refusals)
    table.session.observe(o.card_seen(2, ("tommy_gun", "rlyeh", "stowaway_eggs")))
    assert all(a.stale() for a in refusals)


def test_a_card_entered_before_the_camera_tells_it_unread_is_not_asked_for_again():
    # QA34 (st2 again, by ear): Enter 0 at 33 s, the camera told the Tommy Gun unread at
    # 41 s: "I cannot read a card in Carol's zone: press Enter …" asked for it again, and
    # every later card of Carol's zone was held behind it
    from types import SimpleNamespace
    table, said = _table()
    _two_refused_in_alices_zone(table)
    table.session.observe(o.card_seen(2, ("tommy_gun", "rlyeh", "stowaway_eggs")))
    table.session.observe(o.was("tommy_gun"))
    table.watcher.unread = SimpleNamespace(told_read=set())
    table.watcher.unread_new = [3]
    table._unread_cards()
    assert not any(a.brief.startswith("I cannot read a card") for a in said)
    assert not table._unread_waits(2)


def test_the_unread_prompt_is_not_over_during_a_trial_of_its_zones_card():
    # review of session 34: stale() runs on the voice's thread; the tracker it read is
    # changed in place by a trial (LeftCards._fits_now: a refused card tried again), so
    # the zone looked grown and the prompt, the player's only cue, was dropped unheard.
    # Made deterministic: stale() called while the trial has the card applied
    table, said = _table()
    _two_refused_in_alices_zone(table)
    table.watcher.unread_new = [3]
    table._unread_cards()
    prompt, tracker = said[-1], table.session.tracker
    during, apply = [], tracker.apply

    def apply_and_ask(obs):
        events = apply(obs)
        during.append((len(tracker.view().seats[2].zone), prompt.stale()))
        return events
    tracker.apply = apply_and_ask
    try:
        tracker.trial(o.card_seen(2, ("tommy_gun", "rlyeh", "stowaway_eggs")))
    finally:
        del tracker.apply
    assert during == [(3, False)]
    assert not prompt.stale()


def test_the_unread_prompt_is_not_over_when_enter_waits_for_another_zones_card():
    # review of session 34: any Enter made the prompt over; Enter pressed for another
    # zone's card while it was queued dropped it for good. Only Enter waiting for a card
    # of its zone (the table waits for one there) answers it
    table, said = _table()
    _two_refused_in_alices_zone(table)  # the table waits for Carol's play
    table.watcher.unread_new = [1, 3]
    table._unread_cards()
    alice, carol = said[-2], said[-1]
    assert alice.brief.startswith("I cannot read a card in Alice's zone")
    table._one_key("\n")  # Enter: "Card played: which rank?", for Carol's zone
    assert table.reader.pending == "\n"
    assert carol.stale() and not alice.stale()
    table._one_key("\x1b")  # cancelled
    assert not alice.stale()


def _gun_entered():
    """QA35 st11a's table: Bob's Tommy Gun told unread by the camera (a fake
    ``watcher.unread``, ``told_read`` empty) and entered (Enter 0, plus 1): ``(table,
    said)``."""
    from types import SimpleNamespace
    table, said = _table()
    for seat, key, n in ((1, "the_boxer", 0), (2, "necronomicon", 0), (3, "the_urchin", 0),
                         (1, "the_urchin", 1), (2, "the_dilettante", 1)):
        table._card_appeared(_appeared(seat, key, n))
    table.watcher.unread = SimpleNamespace(told_read=set())
    table.watcher.unread_new = [2]
    table._unread_cards()
    table.session.observe(o.card_seen(1, ("tommy_gun", "rlyeh", "stowaway_eggs")))
    table.session.observe(o.was("tommy_gun"))
    return table, said


def test_a_card_read_early_on_cards_laid_after_an_entered_one_is_not_that_card():
    # QA35 st11a: Bob's Tommy Gun told unread and entered (Enter 0, plus 1), the
    # Investigators and The Entertainer it drew read after it; then Bob's Cthulhu, read
    # before Alice's play, was taken for the Tommy Gun read otherwise ("The camera reads
    # Cthulhu in Bob's zone where the Tommy Gun was entered") and never played
    table, said = _gun_entered()
    s = table.session
    for seat, key, n in ((2, "investigators", 2), (2, "the_entertainer", 3),
                         (3, "shoggoth", 1)):
        table._card_appeared(_appeared(seat, key, n))
    table.watcher.last_reading = FrameReading(6, 6.0, sightings=(_seen(2, "cthulhu"),))
    table._card_appeared(_appeared(2, "cthulhu", 4))
    assert said[-1].brief == "Cthulhu by Bob? Waiting for Alice's play."
    table._card_appeared(_appeared(1, "investigators", 2))
    table.watcher.last_reading = FrameReading(7, 7.0, sightings=(
        _seen(2, "cthulhu"), _seen(1, "investigators", 30)))
    table._left_cards()
    assert s.tracker.view().seats[1].zone[-1] == "cthulhu"
    assert not any("where the Tommy Gun was entered" in a.brief for a in said)


def test_an_entered_card_read_later_after_a_newer_card_is_that_card():
    """QA12 F12 with one more card (review rv36b): Bob's Entertainer entered by key (the
    camera never read it), Bob's next card read; then the camera first reads Bob's old
    card: The Fed, said as read where The Entertainer was entered, not a new card."""
    table, said = _table()
    s = table.session
    table._card_appeared(_appeared(1, "the_urchin", 0))
    s.observe(o.card_seen(1, "the_entertainer"))  # Bob's, entered by key
    table._card_appeared(_appeared(3, "the_urchin", 0))
    table._card_appeared(_appeared(1, "necronomicon", 1))
    table._card_appeared(_appeared(2, "shoggoth", 0))  # Bob's next, read
    n = len(said)
    table._card_appeared(_appeared(2, "the_fed", 1))  # the old place read at last
    assert any("where The Entertainer was entered" in x.brief for x in said[n:])


def test_a_card_read_at_the_unread_place_after_newer_cards_is_the_entered_one():
    # review rv36b: Bob's Tommy Gun told unread and entered, two cards reported on it;
    # then the camera reads a card at the told place (its sticker no longer washed out):
    # that card read otherwise, not a new one
    table, said = _gun_entered()
    for seat, key, n in ((2, "investigators", 2), (2, "the_entertainer", 3)):
        table._card_appeared(_appeared(seat, key, n))
    table.watcher.unread.told_read.add(2)  # read at the told place
    n = len(said)
    table._card_appeared(_appeared(2, "cthulhu", 4))
    assert any("where the Tommy Gun was entered" in a.brief for a in said[n:])


def _gun_told_then_read_on(table, told_blank=frozenset({1})):
    """Session 39's en5 (``demo --stickers-only --seed 5`` mp4, clean), shortened: Alice's
    first play, her Tommy Gun, told unread (a band with no sticker), then the Nightgaunt
    its effect drew laid squarely on it and read at the told place (``told_read``;
    ``told_blank``: the told band showed no sticker)."""
    from types import SimpleNamespace
    table.watcher.unread = SimpleNamespace(told_read=set(), told_blank=set())
    table.watcher.unread_new = [1]
    table._unread_cards()
    table.watcher.unread_new = []
    table.watcher.unread.told_read.add(1)
    table.watcher.unread.told_blank.update(told_blank)
    table.watcher.last_reading = FrameReading(6, 6.0, sightings=(_seen(1, "nightgaunt"),))
    table._card_appeared(_appeared(1, "nightgaunt", 0))


def test_a_card_read_on_a_told_band_with_no_sticker_waits_while_a_tommy_gun_may_be_it():
    # session 39, en5 by ear: "I cannot read a card in Alice's zone", then "Alice: the
    # Nightgaunt. Check it." "Bob." and the rank typed after Enter went to Bob ("Bob: the
    # Tommy Gun.", false lines after). A read card is never a card with no sticker: while
    # a Tommy Gun may be the told card, the Nightgaunt waits for it
    table, said = _table()
    _gun_told_then_read_on(table)
    s = table.session
    assert s.tracker.view().seats[0].zone == ()
    assert said[-1].brief == ("The Nightgaunt in Alice's zone: first the card I cannot "
                              "read there. Press Enter, then its rank.")
    table._one_key("\n")
    table._one_key("0")  # Tommy Gun or R'lyeh?
    s.observe(o.was("tommy_gun"))  # plus 1
    table._left_cards()
    assert s.tracker.view().seats[0].zone == ("tommy_gun", "nightgaunt")
    assert any(a.brief.startswith("Alice's Tommy Gun: the Nightgaunt") for a in said)
    assert not any(a.brief.startswith(("Alice: the Nightgaunt", "Bob: the Tommy Gun"))
                   for a in said)


def test_a_card_read_on_a_told_band_with_no_sticker_is_it_when_no_tommy_gun_can_be():
    # the Tommy Gun already face up (Bob's, entered by key): the card told unread in
    # Alice's zone was a sticker washed out, and the card read at its place is that card
    table, said = _table()
    s = table.session
    s.observe(o.card_seen(0, "the_urchin"))
    s.observe(o.card_seen(1, ("tommy_gun", "rlyeh", "stowaway_eggs")))
    s.observe(o.was("tommy_gun"))
    s.observe(o.card_seen(2, "the_boxer"))
    s.observe(o.card_seen(2, "the_fed"))  # Bob's Tommy Gun's two cards
    s.observe(o.card_seen(2, "the_urchin"))
    assert s.tracker.view().active == 0
    _gun_told_then_read_on(table)
    assert s.tracker.view().seats[0].zone[-1] == "nightgaunt"


def test_a_card_read_on_a_told_band_with_no_sticker_entered_with_one_is_it_read_otherwise():
    # a told band with no sticker entered by key as a card with one (its sticker washed
    # out: tilted seed 8 refuses 5 cards with a sticker so): the card the camera reads at
    # the told place is that card read otherwise, Tommy Gun unseen or not
    from types import SimpleNamespace
    table, said = _table()
    s = table.session
    table._card_appeared(_appeared(1, "the_urchin", 0))
    table.watcher.unread = SimpleNamespace(told_read=set(), told_blank=set())
    table.watcher.unread_new = [2]
    table._unread_cards()
    s.observe(o.card_seen(1, "the_urchin"))  # Bob's, entered by key
    table._card_appeared(_appeared(3, "the_fed", 0))
    table.watcher.unread.told_read.add(2)
    table.watcher.unread.told_blank.add(2)
    assert s.tracker.unseen()["tommy_gun"] == 1
    n = len(said)
    table._card_appeared(_appeared(2, "the_boxer", 0))
    assert any("where The Urchin was entered" in a.brief for a in said[n:])


def test_a_card_read_on_an_entered_tommy_gun_told_with_no_sticker_is_a_new_card():
    # as rv36b's test above, but the told band showed no sticker: the Tommy Gun entered
    # there cannot be read; Cthulhu read at its place lies on it, not the Tommy Gun read
    table, said = _gun_entered()
    for seat, key, n in ((2, "investigators", 2), (2, "the_entertainer", 3)):
        table._card_appeared(_appeared(seat, key, n))
    table.watcher.unread.told_read.add(2)
    table.watcher.unread.told_blank = {2}
    n = len(said)
    table._card_appeared(_appeared(2, "cthulhu", 4))
    assert not any("where the Tommy Gun was entered" in a.brief for a in said[n:])


# review rv39b: a told band with no sticker, entered by key as a card with a sticker,
# in a zone where a Tommy Gun was entered earlier this round
def _bobs_second_play_told_and_entered(told_blank):
    """QA35 st11a's table (Bob's Tommy Gun told unread and entered, its two cards read),
    Carol's Shoggoth, Alice's Fed, Bob's sanity check (the Sailor); then Bob's play told
    unread and entered by key (the Cultists); then the camera reads the Nightgaunt at the
    told place (``told_read``; ``told_blank``: that band showed no sticker, a washed-out
    one). ``(table, said, n, zone)``: ``n`` lines said before that read."""
    table, said = _gun_entered()
    s = table.session
    for seat, key, n in ((2, "investigators", 2), (2, "the_entertainer", 3),
                         (3, "shoggoth", 1), (1, "the_fed", 2), (2, "the_sailor", 4)):
        table._card_appeared(_appeared(seat, key, n))
    table.watcher.unread.told_blank = set()
    table.watcher.unread.told_read.clear()
    table.watcher.unread_new = [2]  # Bob's play, told unread
    table._unread_cards()
    table.watcher.unread_new = []
    s.observe(o.card_seen(1, "cultists"))  # entered by key (Enter, its rank)
    zone = s.tracker.view().seats[1].zone
    assert zone[-1] == "cultists" and 1 not in s.tracker.awaited_seats()
    table.watcher.unread.told_read.add(2)
    if told_blank:
        table.watcher.unread.told_blank.add(2)
    table.watcher.last_reading = FrameReading(8, 8.0, sightings=(
        _seen(2, "nightgaunt", 60),))
    n = len(said)
    table._card_appeared(_appeared(2, "nightgaunt", 6))
    return table, said, n, zone


def test_control_a_card_read_at_a_told_inked_place_is_the_entered_card_read_otherwise():
    table, said, n, zone = _bobs_second_play_told_and_entered(told_blank=False)
    assert any("where the Cultists was entered" in a.brief for a in said[n:])


def test_a_blank_told_card_entered_with_a_sticker_is_read_otherwise_after_a_tommy_gun():
    # _told_read(entered=True) takes the candidates of *every* card entered in Bob's
    # zone, the Tommy Gun of his first play too: with the told band blank (a washed-out
    # sticker), the told place counts as "read elsewhere" (_read_elsewhere), and the
    # Nightgaunt read there is not said as the Cultists entered read otherwise
    table, said, n, zone = _bobs_second_play_told_and_entered(told_blank=True)
    assert any("where the Cultists was entered" in a.brief for a in said[n:]), \
        [a.brief for a in said[n:]]

