"""Review of qamed52 (fresh QA52 M1, M5, L3, L2).

LOW (L2): the reading-slow advice cut by a key's answer far into it, past its first
sentence, was dropped whole (:attr:`~companion.app.announcement.Announcement.once`),
where the voice would have gone on from the clause it was in ("Usual causes: the computer
busy …", no repeat): the advice the QA line is for was lost, not only its repeat. Dropped
only when the voice would say it again from its start ("Again: …"). A real live table and
voice (:mod:`tests.companion.app.test_qa52_slow_once`'s), one clock for both."""
from .test_qa52_slow_once import _slow_said

REST = "Usual causes: the computer busy with other work, or a patterned cloth."


def test_the_slow_line_cut_past_its_first_sentence_goes_on_from_there():
    spoken, _ = _slow_said(6.5, voice_clock=True)  # its first sentence heard
    # qamed52: ['Mythos tokens: nobody has one yet.'], the advice dropped
    assert spoken == ["Mythos tokens: nobody has one yet.", REST], spoken
