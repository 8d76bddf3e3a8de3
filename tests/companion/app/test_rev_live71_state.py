"""rev-live71 (review of live71: ``LiveTable.__init__`` split into the state builders of
companion/app/state_*.py; one constructor for the camera-differs hold,
:meth:`~companion.app.differs_hold.DiffersHeld.begun`). Guards of what the refactor kept:

- each attribute the live table's state is set by one builder only (the branch's README
  sends a later one-line hook "to the builder of its job": set in two, the later builder
  silently wins), and every attribute ``__init__`` gave on main is still given;
- the hold a resume restores standing at the quit (``WaitsLogged._differs_restored``, now
  built by ``DiffersHeld.begun`` like the live one) is the hold the live table had when it
  quit, field by field (the author's test compares the restore with the log's line; this
  one with the live hold itself), on test_log70's synthetic handC table."""
import ast
import pathlib

from companion.app import state_camera, state_cards, state_holds, state_keys, state_rounds
from companion.app import state_session, state_voice

#: the builders in the order ``LiveTable.__init__`` calls them (wire_session sets the
#: session's attributes, not the table's)
BUILDERS = {state_camera: "camera_state", state_cards: "cards_state",
            state_rounds: "rounds_state", state_holds: "holds_state",
            state_session: "session_state", state_keys: "keys_state",
            state_voice: "voice_state"}


def _table_targets(module, name: str) -> list[str]:
    """The ``table.X`` attributes the function ``name`` of ``module`` assigns, in order."""
    tree = ast.parse(pathlib.Path(module.__file__).read_text())
    func = next(n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name == name)
    found = []
    for node in ast.walk(func):
        if isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Store) \
                and isinstance(node.value, ast.Name) and node.value.id == "table":
            found.append(node.attr)
    return found


def test_rev_live71_each_table_attribute_is_set_by_one_builder_only():
    """No attribute is set twice, in one builder or in two (a merge putting a hook in
    another job's builder as well leaves the later value; live71's README)."""
    seen: dict[str, str] = {}
    twice = []
    for module, name in BUILDERS.items():
        for attr in _table_targets(module, name):
            if attr in seen:
                twice.append((attr, seen[attr], name))
            seen[attr] = name
    assert not twice, twice


def test_rev_live71_a_built_table_has_every_builder_attribute():
    """A live table built as the tests build it holds every attribute the builders set,
    and :func:`wire_session`'s hooks are the table's own (bound to it, the lambda calling
    ``cleared_round`` with this table)."""
    from tests.companion.app.test_live_deal import _table
    table, _, _ = _table(("Alice", "Bob", "Carol"))
    missing = [a for module, name in BUILDERS.items() for a in _table_targets(module, name)
               if not hasattr(table, a)]
    assert not missing, missing
    session = table.session
    for hook in ("entry_read_there", "round_back_held", "reheld", "differs_answer",
                 "before_turn", "face_up_extra", "unread_told"):
        assert getattr(session, hook).__self__ is table, hook
    assert session.cleared_round.__code__.co_freevars == ("table",)
    assert session.cleared_round.__closure__[0].cell_contents is table


def _live_hold_then_resumed(tmp_path):
    """test_qa68_hold_ways' ``_hold_logging``, the live table kept: the hold standing at
    the quit, then the resume of its log (test_log70's ``_resumed``): ``(live hold, live
    tracker, resumed table)``."""
    from tests.companion.app.test_log70_differs_logged import _resumed
    from tests.companion.app.test_qa68_hold_ways import _hold_logging
    table, _, log, path, cards = _hold_logging(tmp_path)
    table.session.record = None
    log.close()
    resumed, _ = _resumed(path, cards)
    return table.differs_held, table.session.tracker, resumed


def test_rev_live71_the_hold_restored_standing_is_the_live_hold(tmp_path):
    """Every field of the restored hold but the live ones (a fresh taken-since, the
    resumed table's picture) equals the live hold's at the quit: the same round, seat,
    history length, camera's card and place, entered card, the same cards held (seat and
    candidates), and an entry of the same input."""
    live, live_tracker, table = _live_hold_then_resumed(tmp_path)
    restored = table.differs_held
    assert restored is not None
    for name in ("round", "seat", "size", "read", "index", "entered"):
        assert getattr(restored, name) == getattr(live, name), name
    assert [(e.seat, tuple(e.candidates)) for e in restored.events] \
        == [(e.seat, tuple(e.candidates)) for e in live.events]
    history = table.session.tracker.history
    assert len(history) == len(live_tracker.history) == live.size
    assert restored.entry is history[-1]
    assert restored.entry[0] == live.entry[0]  # (observation, states before it)
    # the resumed table's picture when the hint was said again (later pictures since)
    assert not restored.taken() and restored.reading is not None
