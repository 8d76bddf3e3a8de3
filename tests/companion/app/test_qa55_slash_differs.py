"""Fresh QA55 MEDIUM-2 (run B, 4 players, original edition, stickers-only, fr, seed 147):
"La caméra lit le Professeur Henry Armitage dans la zone de Carol, là où vous avez saisi
les Investigateurs : vérifiez ; barre oblique pour corriger." was said; Bob's Sanity check
and his Elder Sign were read after it, and slash pressed for the hint's card said "Corriger
la carte de Bob, le Signe des Anciens : quel rang ?": slash 5 and plus 1 made Bob's Elder
Sign, read right, an Armitage (replay: /tmp/s56/medq56/repro_m2.tsv, frames 280-282).

Slash corrects the card the hint named (:mod:`companion.app.differs_slash`) while that hint
is the latest line offering slash (:data:`~companion.app.differs_slash.SLASH_OFFERS`),
begun by the voice, its card still in the history and nothing corrected since; once: the
next slash corrects the newest card again. Another offer since (a second hint): that one.
The cue names the card either way ("Correct Ann's card, The Fed: which rank?").
"""
import pytest

from companion.narration.catalog import message
from companion.tracker import observations as o

from .test_live import _appeared, live


def _keys(table, keys):
    for key in keys:
        table.keys.put(key)
    table._keys()


def _hinted(tmp_path, lang="en"):
    """Ann's card entered by key as The Fed; the camera reads the Nightgaunt there (the
    hint); then Bob's Urchin, read by the camera: ``(table, said)``."""
    table, said = live(tmp_path, lang=lang)
    table.timer = lambda: 0.0  # still: no key's wait times out between two keys (flk69)
    table.session.observe(o.start("arkham", ["Ann", "Bob"], lang, 0))
    _keys(table, "\n2")
    _keys(table, "+1")
    table._card_appeared(_appeared(1, "nightgaunt", 0))
    assert said[-1].brief == message(lang, "app.camera_differs", player="Ann",
                                     read=_name(lang, "nightgaunt"),
                                     entered=_name(lang, "the_fed"))
    table._card_appeared(_appeared(2, "the_urchin", 0))
    assert table.session.tracker.view().seats[1].zone == ("the_urchin",)
    return table, said


def _name(lang, key):
    from companion.cards import card
    return card(key).name(lang)


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_slash_after_the_hint_corrects_the_card_it_named(tmp_path, lang):
    table, said = _hinted(tmp_path, lang)
    del said[:]
    _keys(table, "/")
    assert said[-1].brief == message(lang, "app.prefix_correct_seat", player="Ann",
                                     card=_name(lang, "the_fed"))
    _keys(table, "2")
    _keys(table, "+2")                  # the Nightgaunt, as the camera read it
    view = table.session.tracker.view()
    assert view.seats[0].zone == ("nightgaunt",) and view.seats[1].zone == ("the_urchin",)


def test_the_hint_is_used_once_then_slash_corrects_the_newest_card(tmp_path):
    table, said = _hinted(tmp_path)
    _keys(table, "/")
    _keys(table, "\x1b")                # Escape: the slash cancelled
    del said[:]
    _keys(table, "/")
    assert said[-1].brief == "Correct Bob's card, The Urchin: which rank?"


def test_a_newer_hint_is_the_one_slash_corrects(tmp_path):
    table, said = _hinted(tmp_path)
    table.session.tell("app.camera_differs", player="Bob", read="The Boxer",
                       entered="The Urchin")        # another offer since
    assert table.session.differs_back() is None
    del said[:]
    _keys(table, "/")
    assert said[-1].brief == "Correct Bob's card, The Urchin: which rank?"


def test_slash_before_the_hint_is_heard_corrects_the_card_heard(tmp_path):
    table, said = _hinted(tmp_path)
    differs = table.session._differs
    table.session._differs = differs[:2] + (_Unbegun(),) + differs[3:]
    assert table.session.differs_back() is None


class _Unbegun:
    def begun(self):
        return False
