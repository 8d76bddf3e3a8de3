"""Review of ct63 (a self-out's round end held, said after the pictures ended once a key
closes the Cthulhu's question; an Insane Cthulhu's win undone). Alice's Cthulhu (QA62's
game, 4 players, original) answered Sane: she is out, "Dan wins the round and has 1
Insane." is said (after the video's end now, as ct63 does; or after ``END_HELD_S`` of
pictures, as on main). Minus twice then took the answer back and asked the question again,
the public view keeping Dan as the round's winner (the Sane account's end, its result held
for the answer), so the undo said nothing of the win and token heard, which no longer
stand (``UndoKey._undo_newest`` looked only for the round's winners gone:
``undo_key._end_reheld``)."""
from companion.tracker import observations as o

from .test_held_after_end46 import _END
from .test_live_deal import _frames, _texts
from .test_qa62_cthulhu_result_waits import QUESTION, _asked

DAN = "Dan wins the round and has 1 Insane."
NOT_OVER = "The round is not over any more: its token is taken back."


def _keys(table, keys):
    """``keys`` pressed while the table waits for ``q``, the pictures over."""
    for key in keys:
        table.keys.put(key)
    loops = iter([False] * (len(keys) + 1))
    table._stopping = lambda: next(loops, True)
    table._after_the_end()


def test_after_the_pictures_ended_an_undone_sane_answer_takes_the_round_s_end_back(
        monkeypatch):
    import companion.app.live as live_mod
    monkeypatch.setattr(live_mod.time, "sleep", lambda s: None)
    clock = [100.0]
    table, said = _asked()
    table.timer = lambda: clock[0]
    table.keys_open = lambda: True
    table._pictures_ended(_END)
    n = len(said)
    _keys(table, ["+", "1"])
    assert _texts(said)[n:][-2:] == ["Alice is out.", DAN], _texts(said)[n:]
    n = len(said)
    clock[0] += 5  # past UNDO_REPEAT_S
    _keys(table, ["-", "-"])
    assert _texts(said)[n:] == ["Undo: press minus again.", "Undone: the last answer.",
                                NOT_OVER, QUESTION], _texts(said)[n:]
    n = len(said)
    clock[0] += 5
    _keys(table, ["+", "1"])  # Sane again: the end said again, once
    assert _texts(said)[n:].count(DAN) == 1, _texts(said)[n:]


def test_during_the_pictures_too():
    """Main's path: the end said after END_HELD_S of pictures, the table still laid."""
    clock = [100.0]
    table, said = _asked()
    table.timer = lambda: clock[0]
    n = len(said)
    table.session.observe(o.effect("sane"))
    _frames(table, 95)  # past END_HELD_S (30 pictures a second), before the deal
    assert DAN in _texts(said)[n:], _texts(said)[n:]
    n = len(said)
    for key in "--":
        clock[0] += 0.5
        table.keys.put(key)
        table._keys()
    assert _texts(said)[n:] == ["Undo: press minus again.", "Undone: the last answer.",
                                NOT_OVER, QUESTION], _texts(said)[n:]
