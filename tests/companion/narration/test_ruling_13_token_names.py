"""docs/rulings.md point 13, the tokens' name per edition: the Arkham editions' rulebooks
call them Mythos tokens (seed 002; seed 000 "pions Mythe"), the original edition's Sanity
tokens (seed 003 "jetons de santé mentale"; seed 004 "fichas de Cordura"); no rulebook
names the Arkham editions' tokens in Spanish: "fichas de Mitos". Every sentence that names
them says the edition's word, in every language: key 4, the help, the round and game ends
(a whole narrated game), the undo of a round's end. Before, "Mythos tokens" / "pions
Mythe" / "Fichas de Cordura" were said whatever the edition."""
import re

import pytest

from companion.app.keys import KeyReader
from companion.app.session import TableSession
from companion.engine.bots import play_random_game
from companion.narration.catalog import message
from companion.narration.game import narrate_game
from companion.narration.narrate import narrate, token_words
from companion.rules import Tokens
from companion.tracker import observations as o
from companion.tracker.events import TableEvent
from tests.companion.app.test_session import press

EDITIONS = ("arkham", "arkham-classic", "original")
LANGS = ("en", "fr", "es")
#: The tokens' name, and the bare noun said in a count ("1 pion fou").
WORDS = {("arkham", "en"): ("Mythos tokens", "Sane"),
         ("arkham", "fr"): ("pions Mythe", "pion"),
         ("arkham", "es"): ("fichas de Mitos", "ficha"),
         ("original", "en"): ("Sanity tokens", "Sane"),
         ("original", "fr"): ("jetons de santé mentale", "jeton"),
         ("original", "es"): ("fichas de Cordura", "ficha")}


def _words(edition, lang):
    family = "original" if edition == "original" else "arkham"
    other = "arkham" if family == "original" else "original"
    return WORDS[family, lang], WORDS[other, lang]


def _check(text, edition, lang, noun=False):
    (name, count_noun), (other, other_noun) = _words(edition, lang)
    assert name.lower() in text.lower(), text
    assert other.lower() not in text.lower(), text
    if noun:
        assert re.search(rf"\b1 {count_noun}\b", text), text
        if other_noun != count_noun:
            assert not re.search(rf"\b{other_noun}s?\b", text), text


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("edition", EDITIONS)
def test_ruling_13_the_round_and_game_ends_say_the_editions_token_name(edition, lang):
    names = ["Ann", "Bob", "Cy"]
    tokens = ((1, 0), (0, 1), (0, 0))
    for event in (TableEvent("round_ended", info=(0,), value=tokens),
                  TableEvent("round_ended", info=(0, 1), value=tokens),
                  TableEvent("game_won", info=(0,), value=tokens),
                  TableEvent("game_won", info=(0,), value=tokens, cards=("cthulhu",))):
        _check(narrate(event, names, lang, "verbose", edition), edition, lang, noun=True)
    for event in (TableEvent("game_won", info=(0,), value=tokens),
                  TableEvent("game_won", info=(0,), value=tokens, cards=("cthulhu",))):
        _check(narrate(event, names, lang, "brief", edition), edition, lang)
    # a whole game, as simulate says it: its end names the edition's tokens
    said = narrate_game(play_random_game(edition, 3, seed=5), lang, "verbose")
    _check(said[-1], edition, lang)
    assert not any(_words(edition, lang)[1][0].lower() in line.lower() for line in said)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("edition", EDITIONS)
def test_ruling_13_key_4_and_the_help_say_the_editions_token_name(edition, lang):
    said = []
    s = TableSession(say=said.append, lang=lang)
    s.observe(o.start(edition, ["Ann", "Bob", "Cy"], lang, 0))
    press(s, "4")
    _check(said[-1].brief, edition, lang)
    s.tracker.state.tokens[1] = Tokens(1, 1)
    press(s, "4")
    _check(said[-1].brief, edition, lang, noun=True)
    press(s, "h")
    _check(said[-1].brief, edition, lang)
    noun = {"en": "token", "es": "ficha", "fr": _words(edition, lang)[0][1]}[lang]
    for count in (1, 2):  # the undo of a round's (or the game's) end: its token taken back
        text = message(lang, "app.undone_round_end", count=count,
                       **token_words(lang, edition))
        assert f" {noun} " in text, text


def test_ruling_13_the_words_come_from_the_rulebooks():
    """The seeds' words, checked once: the rulebooks say them so."""
    from pathlib import Path
    seeds = Path(__file__).resolve().parents[4] / "shared" / "seeds"
    if not seeds.is_dir():
        pytest.skip("no seeds beside the project")
    text = {p.name[:3]: p.read_text(encoding="utf-8") for p in seeds.glob("*.txt")}
    assert "Mythos token" in text["002"] and "pions Mythe" in text["000"]
    assert "jetons de santé mentale" in text["003"] and "fichas de Cordura" in text["004"]
    for (edition, lang), (name, _) in WORDS.items():
        assert token_words(lang, edition)["tokens_word"] == name


@pytest.mark.parametrize("editions, name", [
    (("arkham",), "Mythos tokens"), (("original",), "Sanity tokens"),
    (("arkham", "original"), "Mythos or Sanity tokens")])
def test_ruling_13_the_print_kit_names_the_tokens_of_its_editions(editions, name):
    from companion.cards import Edition
    from companion.kit.sheets import intro_lines, token_name
    eds = [Edition.parse(e) for e in editions]
    assert token_name(eds) == name
    assert f"5. {name}: a black cross on the Insane side." in intro_lines(eds)


@pytest.mark.parametrize("edition, says", [("arkham", "1 pion fou"),
                                           ("original", "1 jeton fou")])
def test_ruling_13_the_resume_summary_counts_the_editions_tokens(edition, says):
    from companion.commands.resume import summary
    from companion.tracker.tracker import Tracker
    tracker = Tracker()
    tracker.apply(o.start(edition, ["Ann", "Bob"], "fr", 0))
    tracker.state.tokens[0] = Tokens(0, 1)
    assert says in summary(tracker, "fr")[1]


def test_ruling_13_the_help_before_the_game_starts_names_the_set_editions_tokens():
    """The help key at set-up, before the seat markers are seen (no game yet): the words of
    the edition set in the settings."""
    said = []
    TableSession(say=said.append, lang="fr", edition="original").key(KeyReader().press("h"))
    _check(said[-1].brief, "original", "fr")
