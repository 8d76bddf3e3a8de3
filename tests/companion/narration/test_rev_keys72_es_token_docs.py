"""Review of keys72 (rev-keys72): the Spanish token counts the docs quote are the catalog's
("1 ficha del lado cuerdo", ``tokens_sane`` / ``tokens_insane``, docs/rulings.md point 13;
keys72 changed "por el lado" to "del lado")."""
import re
from pathlib import Path

from companion.narration.narrate import token_counts

ROOT = Path(__file__).resolve().parents[3]
#: a count of tokens quoted with a side other than the catalog's "del lado"
OLD_SIDE = re.compile(r"\b\d+ fichas? (?:de|por el lado|por la cara) (?:cuerd|loc)\w*")


def test_the_docs_quote_spanish_token_counts_as_the_voice_says_them():
    """rev-keys72, LOW (mended here): docs/guide-player.es.md's tie example still said
    "Carol gana la ronda y tiene 1 ficha de cuerdo." (the wording low71 dropped, neither
    low71's "por el lado" nor keys72's "del lado"): the player's guide quoted a line the
    voice no longer says."""
    assert token_counts("es", 1, 1, "arkham") == ("1 ficha del lado cuerdo",
                                                   "1 ficha del lado loco")
    docs = sorted(ROOT.glob("docs/*.md")) + sorted(ROOT.glob("*.md"))
    found = []
    for path in docs:
        text = re.sub(r"\s+", " ", path.read_text(encoding="utf-8"))
        found += [(path.name, m.group(0)) for m in OLD_SIDE.finditer(text)]
    assert not found, found


def test_the_keys_docs_quote_the_refused_number_at_the_cards_prompt_only():
    """rev-keys72, LOW (mended here): keys.en/fr/es said, of the open question and the list
    slash or Enter opened, "A number that fits no prompt says so, both ways out: '2 does
    not fit here: take the card away; or, to count it, press plus and 1.'": that line is the
    held cards' prompt's only (HeldCards._hold_key); a number the question or the list does
    not take says "Choose an answer from 1 to 3." (app.bad_answer), no card to take away."""
    from companion.narration.catalog import message
    names = {"en": "cards' prompt", "fr": "demande des cartes",
             "es": "petición de las cartas"}
    for lang, name in names.items():
        text = re.sub(r"\s+", " ", (ROOT / f"docs/keys.{lang}.md").read_text(encoding="utf-8"))
        quote = message(lang, "app.number_not_fit", number=2, count=1)
        at = text.index(quote)
        assert name in text[at - 200:at], (lang, text[at - 300:at])
