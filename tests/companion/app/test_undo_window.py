"""Minus twice: the second minus is awaited from the END of "Undo: press minus again."
(QA34 F4: counted from the first key, 1.5 s, the window closed as the cue ended, and a
player who did what it said heard "Cancelled."); and in French an undo and a cancel
sound different (QA34 F5: "Annulé." was both)."""
import pytest

from companion.tracker import observations as o


class Voice:
    """A voice still saying ``left`` sentences (``backlog``), the last one said among them
    (it stands for what ``say`` returns: :class:`~companion.app.voiceout.Heard`)."""
    left = 0

    def backlog(self, upto=None):
        return self.left

    def saying(self):
        return self.left > 0

    pending = saying

    def heard(self):
        return not self.left

    def mark(self):
        return 0

    def drop_stale(self):
        pass


def _table(tmp_path, monkeypatch, lang="en"):
    from companion.app import live_keys
    from tests.companion.app.test_live import live
    clock = [100.0]
    monkeypatch.setattr(live_keys.time, "monotonic", lambda: clock[0])
    table, said = live(tmp_path, lang=lang)
    table.speech = voice = Voice()
    table.session.say = lambda announcement: (said.append(announcement), voice)[1]
    table.session.observe(o.start("arkham", ["Ann", "Bob"], lang, 0))
    table.session.observe(o.card_seen(0, "the_urchin"))
    return table, said, voice, clock


def test_the_second_minus_counts_from_the_end_of_the_spoken_cue(tmp_path, monkeypatch):
    from companion.app import live_keys
    table, said, voice, clock = _table(tmp_path, monkeypatch)
    table.keys.put("-")
    voice.left = 1                                   # "Undo: press minus again." being said
    table._keys()
    assert said[-1].brief == "Undo: press minus again."
    clock[0] += 1.5
    table._keys()                                    # still said 1.5 s after the key
    voice.left = 0                                   # the cue has ended
    clock[0] += live_keys.UNDO_CONFIRM_S - 0.5       # the player presses minus, as told
    table.keys.put("-")
    table._keys()
    assert table.session.tracker.view().seats[0].zone == ()
    assert said[-2].brief == "Undone: The Urchin in Ann's zone."
    assert "Cancelled." not in [a.brief for a in said]


def test_a_quick_double_minus_still_undoes_and_a_lone_one_expires(tmp_path, monkeypatch):
    from companion.app import live_keys
    table, said, voice, clock = _table(tmp_path, monkeypatch)
    table.keys.put("-")
    table._keys()
    clock[0] += live_keys.UNDO_CONFIRM_S + 0.1       # nothing said, no second minus
    table._keys()
    assert said[-1].brief == "Cancelled." and table.reader.pending is None
    clock[0] += 5
    for key in "--":                                 # a quick double press
        table.keys.put(key)
    table._keys()
    assert table.session.tracker.view().seats[0].zone == ()


@pytest.mark.parametrize("lang, cue, cancelled, undone", [
    ("en", "Undo: press minus again.", "Cancelled.", "Undone: The Urchin in Ann's zone."),
    ("fr", "Pour annuler : appuyez encore sur moins.", "Sans effet.", "C'est annulé : la Gamine dans la zone d'Ann."),
    ("es", "Deshacer: pulsa menos otra vez.", "Cancelado.", "Deshecho: el Pilluelo en la zona de Ann."),
])
def test_an_undo_and_a_cancel_sound_different(tmp_path, monkeypatch, lang, cue, cancelled,
                                              undone):
    table, said, voice, clock = _table(tmp_path, monkeypatch, lang)
    table.keys.put("-")
    table._keys()
    assert said[-1].brief == cue
    clock[0] += 10                                   # no second minus: cancelled
    table._keys()
    assert said[-1].brief == cancelled
    clock[0] += 5
    for key in "--":
        table.keys.put(key)
    table._keys()
    assert said[-2].brief == undone
    word = {"en": "Cancel", "fr": "Annul", "es": "Cancel"}[lang]
    assert not cue.startswith(word) and not undone.startswith(word)
