"""Review of qm61a (session 62): the "now Insane" line an undo cut unheard, said again
after the undo's own line (:meth:`~companion.app.undo_key.UndoKey.say_insane_unheard`),
and the Stowaway's holder question (fresh QA61 MEDIUM-2)."""
from companion.tracker import observations as o
from tests.companion.app.test_session import press
from tests.companion.app.test_undo_unheard import _heard_session


def _hear_but_insane(ear):
    """The voice said every line so far but the "now Insane" ones (still waiting)."""
    for said, line in zip(ear.said, ear.lines):
        if "Insane" not in said.brief:
            line.done = True


def _insane_said_after_undo(s, ear):
    """Ann's Deep One, Bob's Fed ("was that Bob's hand?"), plus 2 ("Ann is now Insane.",
    not heard), minus twice: the undo says it again after its own line, not heard yet.
    Returns that line."""
    s.observe(o.card_seen(0, "deep_one"))
    s.observe(o.card_seen(1, "the_fed"))
    ear.hear_all()
    press(s, "+2")
    n = len(ear.said)
    press(s, "--")
    _hear_but_insane(ear)
    again = [a for a in ear.said[n:] if a.brief == "Ann is now Insane."]
    assert len(again) == 1, [a.brief for a in ear.said[n:]]
    return again[0]


def test_the_insane_line_said_after_an_undo_is_over_once_its_card_is_undone():
    """HIGH (review of qm61a): the line said again had no ``stale()``; minus twice twice
    more, before the voice came to it, took back Bob's Fed then Ann's Deep One (Ann not
    Insane in any account) and "Ann is now Insane." was still to be said, false."""
    s, ear = _heard_session()
    again = _insane_said_after_undo(s, ear)
    press(s, "--")  # Bob's Fed: Ann's Deep One still makes her Insane
    _hear_but_insane(ear)
    assert all(h.insane(0) for h in s.tracker.hyps)
    assert not (again.stale and again.stale())  # still true, still to be said
    press(s, "--")  # Ann's Deep One
    assert not any(h.insane(0) for h in s.tracker.hyps)
    assert again.stale is not None and again.stale(), "a false 'Ann is now Insane.' said"


def test_the_two_options_line_says_which_to_drop_in_every_language():
    """LOW (review of qm61a): fr and es ended "… par exemple --camera." / "… por ejemplo
    --camera." (keep it, or drop it?), where en says "for example drop --camera."."""
    from companion.narration.catalog import message
    drop = {"en": "drop --camera.", "fr": "retirez --camera.", "es": "quita --camera."}
    for lang, words in drop.items():
        line = message(lang, "app.arg.said_exclusive", given="--camera", other="--source")
        assert line.endswith(words), line
