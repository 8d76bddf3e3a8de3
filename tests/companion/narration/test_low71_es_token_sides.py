"""Fresh QA70 LOW (low71): the Spanish token counts said "2 fichas de cuerdo" ("a sane
man's tokens"); seed 004 names the token's side ("la cara correspondiente a su estado de
ánimo hacia arriba ... cuerdo o loco"; "Un lado de cada carta de referencia ... el otro
lado" for a two-sided card): "2 fichas del lado cuerdo", "1 ficha del lado loco", in both
editions' words (docs/rulings.md point 13; keys72: was "por el lado", which QA71 and
rev-low71 both found odd)."""

from __future__ import annotations

import pytest

from companion.narration.narrate import token_counts


@pytest.mark.parametrize("edition", ["arkham", "original"])
def test_spanish_token_counts_name_the_token_s_side(edition):
    assert token_counts("es", 2, 1, edition) == ("2 fichas del lado cuerdo",
                                                  "1 ficha del lado loco")
    assert token_counts("es", 1, 0, edition) == ("1 ficha del lado cuerdo",
                                                  "0 fichas del lado loco")
