"""The core (cards, rules, engine, tracker) depends on no outer layer (DESIGN.md,
"Dependency direction"): its errors carry a plain reason that the narration renders, so
the core imports neither the narration (catalogs read from files) nor the app, the
commands, the session log, vision or voice, not even lazily on an error's path."""
import ast
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CORE = [ROOT / "companion" / "cards.py", ROOT / "companion" / "rules.py",
        ROOT / "companion" / "reason.py",
        *sorted((ROOT / "companion" / "engine").glob("*.py")),
        *sorted((ROOT / "companion" / "tracker").glob("*.py"))]
OUTER = ("companion.narration", "companion.app", "companion.commands", "companion.cli",
         "companion.session_log", "vision", "voice", "babel")


def _imported(path: Path) -> set[str]:
    """Every module ``path`` imports, at its top or inside a function."""
    names = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
    return names


def test_no_core_module_imports_an_outer_layer():
    assert len(CORE) > 20
    found = {f"{path.relative_to(ROOT)}: {name}" for path in CORE for name in _imported(path)
             if name.split(".")[0] in OUTER or name.startswith(OUTER)}
    assert not found


_ERRORS = r'''
import sys
from companion.cards import Edition
from companion.engine.state import table_options
from companion.rules import check_players
from companion.tracker.observations import ObservationError, from_json, name_problem
from companion.tracker.tracker import Tracker
from companion.tracker import observations as o

said = []
for attempt in (lambda: Edition.parse("arkham2"), lambda: check_players(1),
                lambda: table_options({"x": 1}), lambda: from_json('{"kind":"dance"}'),
                lambda: Tracker().apply(o.start("arkham", ["Ann", "Bob"], "de", 0))):
    try:
        attempt()
    except ValueError as exc:
        said.append(str(exc))
said.append(str(name_problem(["Ann", "Ann"])))
print("\n".join(said))
print(sorted(m for m in sys.modules if m.startswith(("companion.narration", "babel"))))
'''


def test_the_core_s_errors_read_in_english_without_the_narration():
    """Raised and read (``str``) in a process of its own: the narration never loaded."""
    out = subprocess.run([sys.executable, "-c", _ERRORS], cwd=ROOT, capture_output=True,
                         text=True, check=True).stdout.splitlines()
    assert out == [
        "unknown edition 'arkham2'; choose one of: arkham, arkham-classic, original",
        "1 player: Lovecraft Letter is played by 2 to 6 players",
        "unknown table option 'x'; known: liber_ivonis_duration",
        "unknown observation or command 'dance'; known: card, revealed, hand, deck_visible, "
        "face_up, aside_taken, start, new_round, lost, hand_unseen, effect, target, guess, "
        "rlyeh, first, out, in, was, was_hand, not_hand, not_face_up, undo",
        "start: unknown language 'de'; choose one of: en, fr, es",
        "two players are called 'Ann': give each player a name of their own, for example Ann and "
        "Ann B",
        "[]"]


def test_the_core_s_english_is_the_english_catalog_s():
    """:data:`companion.reason.ENGLISH` words each reason as the English catalog does, so
    ``str(error)`` and an English table say the same; each is translated in fr and es."""
    from companion.narration.catalog import catalog
    from companion.reason import ENGLISH
    assert {key: catalog("en")[key] for key in ENGLISH} == dict(ENGLISH)
    for lang in ("fr", "es"):
        assert set(ENGLISH) <= set(catalog(lang))


def test_a_reason_is_said_in_the_table_s_language_with_the_reasons_inside_it():
    from companion.narration.catalog import as_sentence, said_in
    from companion.reason import Reason
    inner = Reason("app.config.count", 7, low=2, high=6)
    error = ValueError(Reason("app.obs_start", problem=inner))
    assert str(error) == "start: 7 players: Lovecraft Letter is played by 2 to 6 players"
    assert said_in(error, "es") == ("start: 7 jugadores: Lovecraft Letter se juega con 2 a 6 "
                                    "jugadores")
    assert as_sentence(inner).in_language("en") == str(inner)
    assert as_sentence("plain text") is None


def test_vision_and_voice_use_of_the_companion_is_the_card_catalog_only():
    """DESIGN.md, package boundaries: vision may use the card catalog (``companion.cards``)
    and nothing else of the companion; voice uses none of it, nor vision. Every module of
    both packages, so a module split off later is checked too."""
    vision = sorted((ROOT / "vision").rglob("*.py"))
    voice = sorted((ROOT / "voice").rglob("*.py"))
    assert len(vision) > 30 and len(voice) > 5
    found = {f"{path.relative_to(ROOT)}: {name}" for path in vision for name in _imported(path)
             if name.split(".")[0] == "companion" and name != "companion.cards"}
    found |= {f"{path.relative_to(ROOT)}: {name}" for path in voice for name in _imported(path)
              if name.split(".")[0] in ("companion", "vision")}
    assert not found
