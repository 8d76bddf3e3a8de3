"""review 38a: RecordOrder.forget (merge 3e39ba3) drops a held "now Insane" that the
correction's replayed events leave out (corrected.told skips a now_insane of a seat
Insane before the correction): an Other World card misread as another Other World card,
corrected by slash, and "Alice is now Insane." is never said by replay (nor the demo)."""
from companion.tracker import observations as o


def test_replay_says_now_insane_after_an_other_world_card_corrected_to_another(tmp_path,
                                                                           capsys):
    from companion.cli import main
    log = tmp_path / "s.jsonl"
    observations = (
        o.start("arkham", ["Alice", "Bob", "Carol"]),
        o.card_seen(0, "deep_one"),   # the camera's misread: another Other World card
        o.was("nightgaunt"),          # slash: it was the Nightgaunt (Other World too)
    )
    log.write_text("".join('{"seq":%d,"obs":%s}\n' % (i + 1, o.to_json(obs))
                           for i, obs in enumerate(observations)), encoding="utf-8")
    assert main(["replay", str(log)]) == 0
    out = capsys.readouterr().out
    assert "Alice is now Insane." in out, (
        "replay never says Alice is now Insane after an Other World card corrected to "
        "another Other World card (held line forgotten, replayed one skipped):\n" + out)


def test_the_session_with_record_order_says_now_insane_after_the_correction():
    from companion.app.session import TableSession
    from companion.narration.record_order import RecordOrder
    said = []
    s = TableSession(say=said.append, order=RecordOrder())
    s.observe(o.start("arkham", ["Alice", "Bob", "Carol"]))
    s.observe(o.card_seen(0, "deep_one"))
    s.observe(o.was("nightgaunt"))
    s.flush()
    assert s.tracker.view().seats[0].insane
    lines = [a.brief for a in said]
    assert "Alice is now Insane." in lines, (
        "demo (RecordOrder) never says 'Alice is now Insane.' though she is: " + repr(lines))


def test_the_kept_line_is_said_after_the_corrected_card_before_the_next_turn():
    """mend38r: the held line put back where the tracker tells it, after the card laid
    (then held to the effect's end: before the next turn)."""
    from companion.narration.narrate import narrate_events
    from companion.narration.record_order import RecordOrder
    from companion.tracker.tracker import Tracker
    tracker, order, events = Tracker(), RecordOrder(), []
    for obs in (o.start("arkham", ["Alice", "Bob", "Carol"]), o.card_seen(0, "deep_one"),
                o.was("nightgaunt")):
        events += order.feed(tracker.apply(obs))
    events += order.flush()
    lines = narrate_events(events, ["Alice", "Bob", "Carol"], "en", "brief")
    assert lines[-4:] == ["Corrected: the Nightgaunt, not the Deep One.",
                          "Alice: the Nightgaunt.", "Alice is now Insane.", "Bob."]
