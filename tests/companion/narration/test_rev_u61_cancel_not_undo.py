"""Review of u61 (session 61): the French undo says "C'est annulé : …" (fresh QA60 LOW,
"Défait" was not natural French), but one minus left alone (or any prefix key's wait
ended) says "Annulé.": the undo's own brief line, "C'est annulé.", and the cancel, which
undid nothing, sound alike, as QA34 F5 found them ("Annulé." was both; test_undo_window
checked only their first words). No undo line holds the cancel's word, in any language."""
import pytest

from companion.narration.catalog import catalog

UNDONE = ("undone.", "undone_card.", "app.undone_")


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_no_undo_line_holds_the_word_of_a_cancel(lang):
    lines = catalog(lang)
    cancel = lines["app.cancelled"].rstrip(".").lower()
    undone = {k: v for k, v in lines.items() if k.startswith(UNDONE)}
    assert len(undone) > 15
    same = {k: v for k, v in undone.items() if cancel in v.lower()}
    assert not same, (lines["app.cancelled"], same)  # u61 fr: "Annulé." in "C'est annulé."
