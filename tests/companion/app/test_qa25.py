"""QA25's findings: a slash left waiting corrected the next card read (F6), a bad first
picture in a folder ended the run (F8), the set-up's set-aside line had no article (F9)."""
import pytest

from companion.narration.catalog import message
from companion.tracker import observations as o
from tests.companion.app.test_live import live, write_frames


def _ann_played_the_urchin(tmp_path, lang):
    """A live table whose session has Ann's Urchin read: ``(table, announcements)``."""
    table, said = live(tmp_path, lang=lang)
    table.timer = lambda: 0.0  # the keys' waits: still, whatever the machine's load (flk68)
    s = table.session
    for obs in (o.start("arkham", ["Ann", "Bob", "Cy"], lang, 0), o.card_seen(0, "the_urchin")):
        s.observe(obs)
    del said[:]
    return table, said


@pytest.mark.parametrize("lang, cue", [
    ("en", "Correct Ann's card, The Urchin: which rank?"),
    ("fr", "Corriger la carte d'Ann, la Gamine : quel rang ?"),
    ("es", "Corregir la carta de Ann, el Pilluelo: ¿qué rango?"),
])
def test_slash_names_the_card_it_corrects(tmp_path, lang, cue):
    """QA25 F6: "Correct: which rank?" did not say which card the rank would correct."""
    table, said = _ann_played_the_urchin(tmp_path, lang)
    table.keys.put("/")
    table._keys()
    assert said[-1].brief == cue


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_a_slash_waiting_when_a_new_card_is_read_is_dropped_and_said(tmp_path, lang):
    """QA25 F6: slash pressed for Ann's card; Bob's Investigators was read before the
    digit, and "6 +1" corrected Bob's card into The Sailor."""
    table, said = _ann_played_the_urchin(tmp_path, lang)
    s = table.session
    table.keys.put("/")
    table._keys()
    s.observe(o.card_seen(1, "investigators"))
    for key in "6+1":
        table.keys.put(key)
    table._keys()
    briefs = [a.brief for a in said]
    assert message(lang, "app.correct_dropped") in briefs
    view = s.tracker.view()
    assert view.seats[1].zone == ("investigators",) and view.seats[0].zone == ("the_urchin",)
    assert not s.choice and table.reader.pending is None


def test_a_slash_answered_before_a_new_card_still_corrects(tmp_path):
    """The drop is for a new card only: slash and its rank with no card read between
    them correct the card the cue named."""
    table, said = _ann_played_the_urchin(tmp_path, "en")
    for key in "/6+1":
        table.keys.put(key)
    table._keys()
    assert message("en", "app.correct_dropped") not in [a.brief for a in said]
    assert table.session.tracker.view().seats[0].zone == ("the_sailor",)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_bad_first_picture_is_skipped_like_a_later_one(tmp_path, lang):
    """QA25 F8: a folder whose first file was not a picture ended the run, exit 1, with
    "No image ...: image a_thumbs.png cannot be read; skipped. Check the --camera ..."."""
    folder = write_frames(tmp_path / "frames", [{}, {1: ["the_fed"]}])
    (folder / "0000.png").write_text("hello")
    table, said = live(folder, lang=lang)
    assert table.run() == 0
    briefs = [a.brief for a in said]
    skipped = message(lang, "app.picture_problem", reason=message(
        lang, "app.source.image_unreadable", name="0000.png"))
    assert briefs[0] == skipped
    assert not any(b.startswith(message(lang, "app.source_failed", reason="")[:12])
                   for b in briefs)
    assert table.session.tracker.view().seats[0].zone == ("the_fed",)


@pytest.mark.parametrize("lang, key, says", [
    # QA34 F13: "la carte Le Cerveau de Mi-Go" (a capital article mid-sentence): the name
    # takes its article in the sentence (companion.narration.articles)
    ("fr", "stowaway_eggs", "Mettez de côté les Œufs clandestins, face visible."),
    ("fr", "mi_go_braincase", "Mettez de côté le Cerveau de Mi-Go, face visible."),
    ("es", "stowaway_eggs", "Aparta boca arriba los Huevos del polizón."),
    ("es", "mi_go_braincase", "Aparta boca arriba el Cerebro de Mi-Go."),
    ("en", "stowaway_eggs", "Set the Stowaway Eggs aside, face up."),
])
def test_the_set_aside_line_names_the_card_with_its_article(lang, key, says):
    """QA25 F9 (QA24 N4): "Mettez de côté, face visible : œufs clandestins." (no article);
    the name takes its article, lower case inside the sentence (QA34 F13)."""
    from companion.cards import card
    assert message(lang, "app.setup_aside", card=card(key).name(lang)) == says
