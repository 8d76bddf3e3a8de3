"""Fresh QA57 MEDIUM-3 (run C, es, 5 players): key 8 right after "Alice cae en la locura."
said only "Bob may be out (not confirmed); if Bob played the Boxer, it may have put a player
out": nobody was said in. docs/keys.en.md, key 8: the table says who is still in and who is
Insane; the players who may be out only by a play whose target no card told are named
together, in unless that play put one of them out, each Insane one said so."""
from companion.app.session import TableSession
from companion.tracker import observations as o

from .test_session import press

NAMES = ["Alice", "Bob", "Carol", "Dan", "Eve"]


def _cultists_then_boxers(lang="en"):
    said = []
    s = TableSession(say=said.append)
    s.observe(o.start("arkham-classic", NAMES, lang, 0))
    s.observe(o.card_seen(0, "cultists"))  # Alice's guess, no target told; Alice Insane
    s.observe(o.card_seen(1, "the_boxer"))  # Bob's hand (out) or his play?
    return s, said


def _table(said, start="Table."):
    return next(a.brief for a in reversed(said) if a.brief.startswith(start))


def test_med58_key_8_names_who_is_in_behind_an_unknown_effect():
    s, said = _cultists_then_boxers()
    press(s, "8")
    table = _table(said)
    assert table == ("Table. Bob may be out (not confirmed); if Bob played The Boxer, it may "
                     "have put a player out (not confirmed; no hand laid yet); Alice, Carol, "
                     "Dan, and Eve are in, unless that play put one of them out."), table


def test_med58_key_8_says_the_insane_player_among_those_in():
    s, said = _cultists_then_boxers()
    s.observe(o.card_seen(2, "the_boxer"))
    press(s, "+2")  # Bob played his Boxer: "Alice is now Insane." said, Carol's Boxer asked
    assert any(a.brief == "Alice is now Insane." for a in said)
    press(s, "8")
    table = _table(said)
    assert table == ("Table. Carol may be out (not confirmed); if Carol played The Boxer, it "
                     "may have put a player out (not confirmed; no hand laid yet); Alice, Bob, "
                     "Dan, and Eve are in, unless that play put one of them out; Alice is "
                     "Insane."), table


def test_med58_key_8_in_fr_and_es():
    for lang, words in (("fr", "sont en lice, sauf si ce coup a fait sortir l'un d'eux"),
                        ("es", "siguen en juego, salvo si esa jugada dejó fuera a uno de ellos")):
        s, said = _cultists_then_boxers(lang)
        press(s, "8")
        table = _table(said, "Table." if lang == "fr" else "Mesa.")
        assert words in table, table
