"""QA33 M2 (session 32, list33): slash's number list ("Which card? 1: …; 2: …") was talked
over by the news the voice had still to say, then closed by the next card read 3 s after
it was said, though docs/keys.md gives it 6 s: gated-engine tests at a live table, on the
list's own clock (``choice_at`` moved back, no sleep)."""
from companion.app.live_keys import CHOICE_GRACE_S, PREFIX_TIMEOUT_S
from tests.companion.app import test_qa30m
from tests.companion.app.test_qa30m import _carol_reads, _keys
from tests.companion.app.test_speech_order import say_all
from tests.voice.conftest import gate_until_idle

CANCELLED = "Correction cancelled: a new card was read."
CLOSED = "Nothing changed: the choice was closed before your number."


def _list_open():
    """:func:`test_qa30m._list_open` with the table's voice (``speech``) the session's, as
    ``companion play`` makes it: ``(table, session, speaker, engine)``."""
    table, s, speaker, engine = test_qa30m._list_open()
    table.speech = s.say
    return table, s, speaker, engine


def _quiet(speaker, engine):
    """Let the gated voice say all it has to say (the speaker stays open)."""
    gate_until_idle(speaker, engine)


def test_a_card_read_while_the_list_is_open_waits_past_the_old_grace():
    """sl1, sl4: the list said whole and the voice quiet, a card read between
    CHOICE_GRACE_S and PREFIX_TIMEOUT_S after it closed it ("Correction cancelled: a new
    card was read." 3.5 s after the list) and plus 1 then found it closed. The card waits
    while the list is open; plus 2 answers the list, then the card is taken."""
    table, s, speaker, engine = _list_open()
    engine.say_until("The Deep One in Bob's discard zone")  # the list said whole
    _quiet(speaker, engine)  # and the news after it: the voice is quiet
    table._choice_timeout()  # the loop notes the list said
    table.choice_at -= (CHOICE_GRACE_S + PREFIX_TIMEOUT_S) / 2  # 4.5 s ago
    _carol_reads(table)
    assert s.choice, "the card read closed the list within its 6 s"
    _keys(table, "+2")
    assert not s.choice
    table._cards_appeared([])  # the next picture
    spoken = say_all(speaker, engine)
    assert "Corrected: the Nightgaunt, not the Deep One." in spoken, spoken
    assert CANCELLED not in spoken and CLOSED not in spoken, spoken
    assert [obs.seat for obs, _ in s.tracker.history if obs.kind == "card"][-1] == 2


def test_the_list_s_wait_counts_once_the_news_said_after_it_is_said():
    """sl4: after the list, the voice said the news it had still to say (6 s of the Tommy
    Gun's lines), the list's 6 s running meanwhile: plus 1 pressed as the voice fell
    silent found it closed. Its wait starts once the voice has said the lines given before
    it (here the question about Bob's hand), not while it talks over it."""
    table, s, speaker, engine = _list_open()
    engine.say_until("The Deep One in Bob's discard zone")  # said after the list
    table._choice_timeout()
    table.choice_at -= PREFIX_TIMEOUT_S + 1  # 7 s since the list, the voice still talking
    table._choice_timeout()
    assert s.choice, "the list closed while the voice talked over its wait"
    _quiet(speaker, engine)  # the voice falls silent: the wait begins
    table._choice_timeout()
    _keys(table, "+2")
    assert "Corrected: the Nightgaunt, not the Deep One." in say_all(speaker, engine)
    table._choice_timeout()
    assert not s.choice


def test_the_list_still_closes_its_6_s_after_the_voice_fell_silent():
    """The list is not open for ever: once the voice has said it and the news before it,
    PREFIX_TIMEOUT_S with no key closes it ("Choice cancelled."), and a card read then is
    taken at once."""
    table, s, speaker, engine = _list_open()
    _quiet(speaker, engine)
    table._choice_timeout()
    table.choice_at -= PREFIX_TIMEOUT_S + 1
    table._choice_timeout()
    assert not s.choice
    _carol_reads(table)
    assert not table.choice_held
    assert [obs.seat for obs, _ in s.tracker.history if obs.kind == "card"][-1] == 2
