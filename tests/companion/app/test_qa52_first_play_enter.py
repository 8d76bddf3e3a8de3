"""Fresh QA52 M1 (run r4: 6 players, arkham harsh, en, seed 84): round 9 began with
"Still on the table from the last round, or Alice's first play: the Investigators in
Alice's zone? If it is the play, press Enter, then 1; if not, take it away."; meanwhile
Bob's Sailor and Carol's Cultists were laid (held: "Waiting for Alice's play"). The player
pressed Enter, then 1, as asked, before the voice named the Cultists: the 1 was taken for
Carol's Cultists ("The camera read it already: the Cultists in Carol's zone."), nothing was
entered and the table kept waiting for Alice's play. Enter's rank obeying a prompt that
named a zone goes where the prompt said: the newest card read, unheard, in another zone is
not that card (:meth:`~companion.app.question_keys.QuestionKeys._read_already`). Two
players here (the same path): Bob's Cultists dealt round 2 and waits for Alice's play.
The camera's readings are given by hand to a real stabilizer
(:mod:`tests.companion.app.test_live_deal`)."""
import pytest

from companion.narration.catalog import message

from .test_live_deal import GATHERED, _end_round_one, _frames, _table, _texts
from .test_qa48_enter_raced import _Voiced
from .test_qa48_gathered_pile import OLD, OR_FIRST_PLAY, _looks

#: Alice's pile covered by a hand through the gathering (her old card read again)
COVERED = {(1, "investigators"): "covered", (1, "the_urchin"): "covered"}


def _asked(lang, heard_held):
    """Round 1 over, gathered; Alice's Investigators read again where her old one lay, Bob's
    Cultists dealing round 2: the question asked. ``heard_held``: whether the voice has
    begun "The Cultists by Bob? Waiting for Alice's play." (r4: not yet). Returns
    ``(table, said)``."""
    table, said, _ = _table(lang=lang)
    _end_round_one(table, *OLD)
    _looks(table, GATHERED, COVERED)

    def say(announcement):
        said.append(announcement)
        return _Voiced(heard_held or not _is_held(announcement.brief, lang))
    table.session.say = say
    _frames(table, 6, (1, "investigators"))
    _frames(table, 6, (1, "investigators"), (2, "cultists", 1))
    texts = _texts(said)
    assert OR_FIRST_PLAY[lang] in texts and any(_is_held(t, lang) for t in texts), texts
    return table, said


def _is_held(text, lang):
    """Whether ``text`` is the held Cultists' line ("The Cultists by Bob? Waiting …")."""
    return {"en": "by Bob?", "fr": "de Bob ?", "es": "de Bob?"}[lang] in text \
        and text != OR_FIRST_PLAY[lang]


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
@pytest.mark.parametrize("heard_held", [False, True])
def test_enter_and_the_rank_asked_give_alice_s_play_not_the_card_held(lang, heard_held):
    table, said = _asked(lang, heard_held)
    n = len(said)
    for key in "\n1":
        table._one_key(key)
    texts = _texts(said)[n:]
    assert not any(t.startswith(message(lang, "app.enter_read_already", card="X",
                                        player="Bob", rank=1)[:12]) for t in texts), texts
    table._one_key("+")
    table._one_key("1")  # the Investigators, of rank 1's two cards
    _frames(table, 6, (1, "investigators"), (2, "cultists", 1))
    view = table.session.tracker.view()
    assert [s.zone for s in view.seats] == [("investigators",), ("cultists",)], _texts(said)
