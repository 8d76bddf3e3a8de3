"""res72 (session 72): the ``waiting`` line written whenever the waiting cards change,
question or not, and kept by a resume whatever the history's size (rev-res71's HIGHs,
QA71 H1/H2; :mod:`companion.app.waiting_logged`)."""
import json

from companion.session_log import resume_report
from companion.session_log_waits import WAITING, waiting_on, waiting_value
from tests.companion.app.test_rev_res71_findings import _logged_corrected_then_quit


def _waiting_lines(path) -> list:
    return [x[WAITING] for x in map(json.loads, path.read_text().splitlines())
            if WAITING in x]


def test_res72_a_slash_ended_hold_s_cards_are_logged_to_give(tmp_path):
    """handC's Tommy Gun refused before Bob's hidden play is entered (a stall, no
    question): logged. The hold corrected by slash 5 plus 1, the quit before the next
    picture: the log's last ``waiting`` line holds the Sailor held on the entry as
    ``given`` and the Tommy Gun and the Necronomicon as left cards (before res72:
    ``"differs": null``, no line), and the resume reads it back."""
    path, _ = _logged_corrected_then_quit(tmp_path)
    lines = _waiting_lines(path)
    # the first written before Bob's hidden play was entered, no question open: the
    # stall keeping the refused Tommy Gun (before res72: no line)
    assert [c[:2] for c in lines[0]["stall"]] == [[3, ["tommy_gun"]]], lines[0]
    last = lines[-1]
    assert [c[:2] for c in last["given"]] == [[2, ["the_sailor"]]], last
    assert [c[:2] for c in last["lefts"]] == [[3, ["tommy_gun"]], [3, ["necronomicon"]]]
    assert resume_report(path).waiting == waiting_value(last)


def test_res72_a_line_of_more_inputs_than_the_log_holds_is_not_restored():
    """``waiting_on``: a line written after more inputs than the log's history holds is
    another table's (an edited or mixed log): dropped; one written before the log's last
    inputs stands."""
    value = {"round": 1, "size": 8, "lefts": [[3, ["tommy_gun"], 1.0, False]], "stall": []}
    assert waiting_on(value, 7) is None
    assert waiting_on(value, 8) is value and waiting_on(value, 12) is value
    assert waiting_on(None, 8) is None


def test_res72_given_cards_of_another_shape_void_the_line():
    """A ``given`` entry of another shape (an edited log) makes the line no line, as any
    other bad field does; a line with only ``given`` cards is kept."""
    base = {"round": 1, "size": 8, "lefts": [], "stall": []}
    assert waiting_value({**base, "given": [[2, ["the_sailor"]]]}) is None
    kept = waiting_value({**base, "given": [[2, ["the_sailor"], 1.5]]})
    assert kept == {**base, "given": [[2, ["the_sailor"], 1.5]]}


def test_res72_the_stall_s_cards_asked_as_the_discard_are_logged_and_read_back():
    """The s20 log (handB, Enter 5 for Bob's hidden play, quit at 150; written by res72's
    code): the stall's Investigators and Tommy Gun, asked as maybe the Musician's discard
    ("Laid before Bob's play was entered: …"), carry that wait (``entry_asked``: round 1,
    Bob, The Musician), read back by the resume; an edited index voids only that part."""
    from tests.companion.app.test_qa71_highs import S20
    value = resume_report(S20).waiting
    assert value["entry_asked"] == {"wait": [1, 1, "the_musician"], "cards": [0, 1]}, value
    raw = {**value, "entry_asked": {"wait": [1, 1, "the_musician"], "cards": [7]}}
    assert "entry_asked" not in waiting_value(raw)
