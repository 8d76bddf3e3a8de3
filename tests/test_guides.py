"""The user guides (docs/guide-*.md) against the real program: every ``companion ...``
command line they quote parses with the real argparse parser (nothing is run), every
``--option`` they quote exists, and the French and Spanish player's guides name the same
keys as the English one, with the key names the app's spoken help uses in that language.

User test: ``--lang es`` was offered with no Spanish guide; a guide's command that does not
exist would leave a helper stuck at the table."""
import contextlib
import io
import re
import shlex
from pathlib import Path

import pytest

from companion.cli import build_parser
from companion.narration.catalog import message
from companion.narration.narrate import token_words

DOCS = Path(__file__).resolve().parent.parent / "docs"
GUIDES = sorted(DOCS.glob("guide-*.md"))
#: A quoted command: in a code block line, or in `backticks`.
_COMMAND = re.compile(r"^(?:\.venv/bin/)?companion(?: |$)")


def _quoted(text: str) -> list[str]:
    """Every backtick span and every code-block line of a Markdown text."""
    spans = []
    in_block = False
    for line in text.splitlines():
        if line.strip().startswith("```"):
            in_block = not in_block
            continue
        if in_block:
            spans.append(line.strip())
        else:
            spans += re.findall(r"`([^`]+)`", line)
    return spans


def _commands(guide: Path) -> list[str]:
    return [span for span in _quoted(guide.read_text(encoding="utf-8"))
            if _COMMAND.match(span) and len(span.split()) > 1]


def _parse(argv: list[str]) -> "int | None":
    """The exit status argparse gives ``argv`` (``None``: parsed without exiting)."""
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
        try:
            build_parser().parse_args(argv)
        except SystemExit as exc:
            return exc.code
    return None


def test_the_guides_are_found_in_three_languages():
    names = {g.name for g in GUIDES}
    for who in ("player", "helper"):
        assert {f"guide-{who}.{lang}.md" for lang in ("en", "fr", "es")} <= names


@pytest.mark.parametrize("guide", GUIDES, ids=lambda g: g.name)
def test_every_command_quoted_in_a_guide_parses(guide):
    commands = _commands(guide)
    assert len(commands) >= 3, guide.name
    for command in commands:
        argv = shlex.split(command)[1:]
        status = _parse(argv)
        if status not in (None, 0):
            # "`companion resume` followed by the log file name": the sentence gives the
            # last value; the command must parse once it is there
            status = _parse(argv + ["LOG"])
        assert status in (None, 0), f"{guide.name}: {command!r} does not parse"


def _options() -> set[str]:
    found = set()
    parser = build_parser()
    for action in parser._actions:  # the sub-commands' parsers
        for sub in getattr(action, "choices", None) and action.choices.values() or ():
            for option in sub._actions:
                found.update(option.option_strings)
    return found


@pytest.mark.parametrize("guide", GUIDES, ids=lambda g: g.name)
def test_every_option_quoted_in_a_guide_exists(guide):
    known = _options()
    quoted = {option for span in _quoted(guide.read_text(encoding="utf-8"))
              if not span.startswith(("make ", "2>"))
              for option in re.findall(r"(?<![\w-])(--?[a-z][a-z-]*)", span)}
    assert quoted, guide.name
    assert quoted <= known, f"{guide.name}: {sorted(quoted - known)} are no option"


#: Key names as each guide writes them, to one symbol each.
_KEY_WORDS = {
    "en": {"period": ".", "star": "*", "plus": "+", "slash": "/", "enter": "enter",
           "minus": "-"},
    "fr": {"point": ".", "étoile": "*", "plus": "+", "barre oblique": "/",
           "entrée": "enter", "moins": "-"},
    "es": {"punto": ".", "asterisco": "*", "más": "+", "barra": "/", "intro": "enter",
           "menos": "-"},
}
_KEYS_SECTION = {"en": "## The keys", "fr": "## Les touches", "es": "## Las teclas"}


def _keys(lang: str) -> set[str]:
    """The keys listed (bold, at the start of a bullet) in the player's guide's keys
    section."""
    text = (DOCS / f"guide-player.{lang}.md").read_text(encoding="utf-8")
    section = text.split(_KEYS_SECTION[lang], 1)[1].split("\n## ", 1)[0]
    keys = set()
    heads = [line.split(":", 1)[0] for line in section.splitlines() if line.startswith("- **")]
    for bold in (b.lower() for head in heads for b in re.findall(r"\*\*([^*]+)\*\*", head)):
        keys.update(re.findall(r"(?<!\w)([0-9hq])(?!\w)", bold))
        keys.update(symbol for word, symbol in _KEY_WORDS[lang].items() if word in bold)
    return keys


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_the_translated_player_guides_name_the_same_keys_as_the_english_one(lang):
    english = _keys("en")
    assert {"0", ".", "1", "5", "7", "9", "h", "q", "*", "+", "/", "enter", "-"} <= english
    assert _keys(lang) == english


def test_the_spanish_key_names_are_the_ones_the_spoken_help_uses():
    help_text = message("es", "app.help", **token_words("es", "arkham")).lower()
    for word in _KEY_WORDS["es"]:
        assert word in help_text, word


#: A development tag (QA12 F8, QA13a F16, QA F26) in text read by players.
_QA_TAG = re.compile(r"\bQA\d*[a-z]?\b")


@pytest.mark.parametrize("doc", GUIDES + sorted(DOCS.glob("keys*.md")), ids=lambda p: p.name)
def test_user_docs_carry_no_qa_tags(doc):
    """QA13b N10: keys.md's key list ended a sentence with "(QA12 F8: …)", a development
    note a screen reader reads to the players."""
    hits = [line for line in doc.read_text(encoding="utf-8").splitlines()
            if _QA_TAG.search(line)]
    assert hits == []


def _keys_md(lang: str) -> str:
    """docs/keys.<lang>.md, its whitespace folded to single spaces."""
    return " ".join((DOCS / f"keys.{lang}.md").read_text(encoding="utf-8").split())


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_the_keys_of_each_language_say_what_the_english_ones_say_about_the_held_deal(lang):
    """QA13b N10: the French half of keys.md lacked the held deal (key 5's hint, the card
    laid while the deal waits, the refused card undone), which the English half has."""
    for key in ("app.deal_held", "app.deal_waits_answer"):
        assert message(lang, key) in _keys_md(lang), (lang, key)


def _key_heads(lang: str) -> list[list[str]]:
    """Per section of docs/keys.<lang>.md, the first word of each bullet's bold key name
    ("0", ".", "h", "Enter"…), with Enter's French and Spanish names as "Enter"."""
    text = (DOCS / f"keys.{lang}.md").read_text(encoding="utf-8")
    heads = []
    for part in text.split("\n## ")[1:]:
        words = re.findall(r"^- \*\*([^* ]+)", part, re.MULTILINE)
        heads.append([{"Entrée": "Enter", "Intro": "Enter"}.get(w, w) for w in words])
    return heads


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_keys_md_lists_the_same_keys_in_each_language(lang):
    """keys.md had English and French sections but no Spanish one."""
    english = _key_heads("en")
    assert len(english) == 3 and len(english[0]) > 10
    assert _key_heads(lang) == english


@pytest.mark.parametrize("key, args", [
    ("app.turn_depends", {}), ("app.no_turn", {}), ("app.deal_next", {}),
    ("app.scores_nobody", token_words("es", "arkham")), ("app.no_question", {}), ("app.prefix_undo", {}),
    ("app.cannot_undo_start", {}), ("app.unsaid", {"count": 3}), ("app.cancelled", {}),
    ("app.prefix_zone", {}), ("app.prefix_answer", {}), ("app.prefix_correct", {}),
    ("app.prefix_enter", {}), ("app.nothing_to_correct", {}), ("app.special_key", {}),
    ("app.answer_hint", {}), ("app.undone_answer", {}),
    ("app.undone_correction", {"player": "Bob"}),
    ("app.undone_refused", {"card": "El Federal"}),
    ("app.unknown_key", {"name": "Escape"}),
    ("inconsistency.correction_taken.brief", {"card": "La Diletante", "owner": "Alice"}),
    ("corrected.brief", {"card": "El Federal", "old": "Ángel descarnado"}),
    ("app.camera_differs", {"read": "El Federal", "player": "Bob",
                            "entered": "Ángel descarnado"}),
])
def test_the_spanish_keys_quote_the_app_as_it_speaks(key, args):
    """The Spanish section of keys.md quotes the catalog's Spanish sentences, card names
    with the article a sentence gives them ("Deshecho: el Federal, que no contaba.")."""
    count = args.pop("count", None)
    said = message("es", key, count=count, **args)
    assert said in _keys_md("es"), said


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_the_player_guides_quote_the_keys_messages_as_the_app_says_them(lang):
    """QA18 N3: the guides must quote what the app says: the arrow and function keys'
    one message, and the game-over sentence keys 5, 8 and Enter begin with once the game
    is won (the player's guides did not say it)."""
    guide = " ".join((DOCS / f"guide-player.{lang}.md").read_text(encoding="utf-8").split())
    assert message(lang, "app.special_key") in guide
    over = message(lang, "app.game_over", players="…")
    assert over.rstrip(".") in guide, over


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_the_helper_guides_say_a_video_plays_at_its_own_speed(lang):
    """QA18 N3: `play --source demo.mp4` plays the video at its own speed (QA17 #9), about
    2 minutes for the demo; no guide said so."""
    guide = " ".join((DOCS / f"guide-helper.{lang}.md").read_text(encoding="utf-8").split())
    words = {"en": "The video plays at its own speed", "fr": "La vidéo passe à sa propre vitesse",
             "es": "El vídeo se reproduce a su propia velocidad"}[lang]
    assert words in guide


def test_keys_md_quotes_the_unsaid_count_as_the_app_says_it():
    """QA18 N1: q while the voice is behind says how many sentences were not said; keys.md
    quotes it (English and French halves) as the catalog words it."""
    for lang in ("en", "fr", "es"):
        said = message(lang, "app.unsaid", count=3)
        assert said in _keys_md(lang), said


@pytest.mark.parametrize("lang, name, original", [
    ("en", "Mythos tokens", "Sanity tokens"), ("fr", "les pions Mythe", "jetons de santé mentale"),
    ("es", "las fichas de Mitos", "fichas de Cordura")])
def test_the_guides_name_key_4_as_the_spoken_help_does(lang, name, original):
    """QA19 #12: the help said "4 scores" / "4 les scores", the guides "(scores)", while the
    key answers "Tokens." / "Pions."; the Spanish guide called the Mythos tokens both "fichas
    de Cordura" and "fichas de Mito". docs/rulings.md point 13: the Arkham editions' word
    ("fichas de Mitos" in Spanish, no Spanish rulebook of that edition), and the original
    edition's, its rulebooks' ("fichas de Cordura", seed 004), each said in its edition."""
    assert f"4 {name}." in " ".join(message(lang, "app.help",
                                            **token_words(lang, "arkham")).split())
    docs = [DOCS / f"guide-player.{lang}.md", DOCS / f"guide-helper.{lang}.md",
            DOCS / f"keys.{lang}.md"]
    for doc in docs:
        text = " ".join(doc.read_text(encoding="utf-8").split())
        assert "(scores)" not in text and "« scores »" not in text and '"scores"' not in text
        assert not re.search(r"fichas de Mito\b", text)
    player = " ".join((DOCS / f"guide-player.{lang}.md").read_text(encoding="utf-8").split())
    assert re.search(rf"\*\*4\*\* \({name} ?;", player) and original in player
    assert f"**4** ({name}" in " ".join((DOCS / f"guide-player.{lang}.md").read_text(
        encoding="utf-8").split())


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_keys_md_quotes_the_deck_count_before_a_turn_as_the_app_says_it(lang):
    """Key 2's example: the count said before a player's draw, then the turn ("15 cards
    left. Alice."); the French half quoted « Il reste 15 cartes. Alice. » where the app
    says « À Alice. »."""
    said = (message(lang, "deck_count.brief", count=15) + " "
            + message(lang, "turn_started.brief", player="Alice"))
    assert said in _keys_md(lang), said


def test_the_spanish_docs_speak_to_one_user_as_tu():
    """QA22 #8: the Spanish guides quoted "Recoged", "Quitad", "responded" (vosotros) beside
    "pulsa", "quita" (tú); "tú o tu ayudante lo arregláis"."""
    from tests.companion.narration.test_catalogs import vosotros_words
    docs = {doc.name: doc.read_text(encoding="utf-8") for doc in DOCS.glob("*.es.md")}
    assert "keys.es.md" in docs and len(docs) >= 3
    for name, text in docs.items():
        prose = re.sub(r"```.*?```|`[^`]*`", "", text, flags=re.DOTALL)  # not `--seed`
        assert vosotros_words(prose) == [], name


@pytest.mark.parametrize("lang, names", [("en", "Bob or Carol"), ("fr", "Bob ou Carol"),
                                         ("es", "Bob o Carol")])
def test_keys_md_and_the_player_guide_quote_key_5_after_a_boxer_and_plus_1_refused(lang,
                                                                                   names):
    """QA22 #4: keys.md's French and Spanish halves and guide-player.fr/.es said neither key 5
    after a Boxer with no target told ("depends on the next card"; since QA22 #9 mostly "It is
    Bob's turn, unless Bob is out") nor plus 1 refusing start cards that cannot all be
    plays, which the English ones say."""
    from companion.cards import card
    guide = " ".join((DOCS / f"guide-player.{lang}.md").read_text(encoding="utf-8").split())
    boxer = message(lang, "app.turn_depends_card", count=2, players=names)
    unless = message(lang, "app.turn_unless_out", player="Bob", next="Carol")  # QA22 #9
    refused = message(lang, "app.old_cards_too_many", card=card("the_dilettante").name(lang),
                      count=2, copies=1)
    assert boxer in _keys_md(lang) and unless in _keys_md(lang) and unless in guide
    assert refused in _keys_md(lang)
    if lang != "en":  # the English guide says it in its own words
        assert refused in guide


def test_each_language_has_its_own_keys_file_and_the_index_links_them():
    """docs36: docs/keys.md held the three languages in one 992-line file, so a screen-reader
    user had to pass the two others; now one file per language, docs/keys.md an index."""
    index = (DOCS / "keys.md").read_text(encoding="utf-8")
    heads = {"en": "## Keys that act at once", "fr": "## Touches immédiates",
             "es": "## Teclas que actúan en seguida"}
    for lang, head in heads.items():
        assert f"(keys.{lang}.md)" in index
        text = (DOCS / f"keys.{lang}.md").read_text(encoding="utf-8")
        assert [other in text for other in heads.values()] == [h == head for h in heads.values()]
    assert len(index.splitlines()) < 12


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_keys_md_quotes_the_end_of_a_video_and_of_pictures_as_the_app_says_them(lang):
    """QA39 L4: keys.md said "The pictures have ended." where a video's end says "The video
    has ended.": both ends are quoted as the app says them (key 0, and the keys after the
    end)."""
    keys = _keys_md(lang)
    for key in ("app.video_ended_nolog", "app.pictures_ended_nolog",
                "app.video_ended_question"):
        assert message(lang, key) in keys, (lang, key)
