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
