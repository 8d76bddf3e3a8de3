"""res69 (session 69): a resumed clear blamed on an answer waits for the first look.

``say_blamed_clear`` (QA67 M1) says the restored clear at once, before the set-up
pictures, when an answer keeps its round going. Review of res68, LOW: on a table whose
round's cards were laid back during the quit it was said before the set-up read them
back. Now the picture already taken (``first``) is read first
(:meth:`~companion.app.live_setup.GuidedSetup._first_look_bare`): a card in a player's
zone there and the clear waits for a bare picture, as the other clears; a bare first
picture says it at once, as QA67 M1 needs; the picture is read once."""
from types import SimpleNamespace

from companion.app.keys import Command
from companion.narration.catalog import message
from companion.session_log import read_log, resume_report

from .test_hqq_cleared_line import _qa65b_part
from vision.records import FrameReading

from .stabilizer_camera import sighting
from .test_live_deal import _SEATS, _frames, _texts
from .test_live_setup import _table as _setup_table

_UNDONE = message("en", "app.cleared_by_undo", round=1, card="the Investigators",
                  player="Bob")


def _answered(table) -> None:
    """'+2' (true), then a second of the bare table: the clear said, the undone card
    blamed (QA67 M1's last lines before the quit)."""
    table._key(Command("answer", 2))
    _frames(table, 30)


def _resumed_with_first(path, *cards):
    """The log ``path`` resumed as ``LiveTable.run`` resumes it, ``first`` (the picture
    taken before the summary) showing the seat markers and ``cards`` (``(seat, card,
    place)``), no set-up picture read before :meth:`_resumed_cards`: ``(table, said,
    index after the summary, pictures read)``. (res70: the seat markers in the picture;
    one without them tells nothing, test_rev_res69.)"""
    table, said, _ = _setup_table(names=("Alice", "Bob"), markers=(1, 2))
    reads = []

    def read(frame, asked_at):
        reads.append(frame)
        camera = table.watcher
        camera.n += 1
        camera.t += 1 / camera.fps
        return camera.picture(FrameReading(camera.n, camera.t, seats=_SEATS,
                                           sightings=tuple(sighting(*c) for c in cards)))

    table._read = read
    table.session.resume(resume_report(path))
    table.session.recall()
    table.known.resumed(table.session.tracker.view(), read_log(path)[0])
    table._say_summary(table.session.tracker.view())
    n = len(said)
    first = SimpleNamespace(image=object(), t=0.0)
    table._resumed_cards(first)
    return table, said, n, reads


def test_the_first_picture_showing_the_round_s_cards_keeps_the_clear_waiting(tmp_path):
    _, _, path = _qa65b_part(tmp_path, _answered)
    table, said, n, reads = _resumed_with_first(path, (1, "investigators", 0),
                                                (2, "the_boxer", 0))
    texts = _texts(said)[n:]
    assert not any("cleared" in t for t in texts), texts
    assert _UNDONE not in texts, texts
    assert len(reads) == 1, reads  # read once, kept as the set-up's first picture


def test_a_bare_first_picture_says_the_blamed_clear_at_once(tmp_path):
    _, _, path = _qa65b_part(tmp_path, _answered)
    table, said, n, reads = _resumed_with_first(path)
    texts = _texts(said)[n:]
    assert _UNDONE in texts, texts
    assert len(reads) == 1, reads
