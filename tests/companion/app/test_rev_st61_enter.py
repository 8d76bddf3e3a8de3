"""Review of st61: Enter while the discard-or-play question is open ("The Dilettante in
Bob's discard zone: the card an effect made Bob discard, or Bob's own play?",
:func:`companion.tracker.questions.asks_discard`), on the table of
``test_qa53b_stowaway_unread`` (runC2 round 4: Alice's Stowaway chose Carol, who
discarded Randall Tillinghast, rank 6, unread; Bob then played The Dilettante, read;
Dan is out). Seed 002 card 5 (Stowaway, Sane), "Player Turn"."""
from companion.app.keys import Command

from .test_live_deal import _texts
from .test_qa53_rlyeh_unread import _watch
from .test_qa53b_stowaway_unread import DILETTANTE, _stowaway_table


def _keyed(*keys):
    """The question asked (Bob's Dilettante read), then ``keys``: the table and its lines
    since the question."""
    table, lines = keyed_lines(*keys)
    return table, lines()


def keyed_lines(*keys):
    """As :func:`_keyed`, the lines as ``lines(start)``: those said since the question,
    from the ``start``-th on, later keys' lines too (``test_st62_enter_discard``)."""
    table, said, cards, unread = _stowaway_table()
    _watch(table, unread, [[]] * 12, 110.6, [*cards, DILETTANTE])
    assert table.session.tracker.question is not None
    n = len(said)
    for key in keys:
        table._key(key)
    return table, lambda start=0: _texts(said)[n:][start:]


def test_the_forced_discard_entered_while_the_question_is_open_is_said():
    """The same path on QA60 r2 (the full video, the tester's keys, st61's own run
    /tmp/s61/st61/full_br1.txt): frame 81 Enter 1 for Carol's unread play, "The cards
    tell it: Bob is out. No answer needed.", plus 1, then nothing until Dan's card at 96
    (the truth there the other way: Bob's forced discard, Carol's play). A fix tried in
    review (questions.settled keeping this question open, its answers filtering by the
    seat's play note) broke the "which card?" step: the rank's choice came as a
    correction and the account of the discard read was said as fact: reverted."""
    table, texts = _keyed(Command("enter", 6), Command("answer", 2), Command("answer", 2))
    tracker = table.session.tracker
    # said as the discard, or still asked: never both accounts kept in silence
    assert "Carol discards Randall Tillinghast." in texts or tracker.question is not None, \
        texts


def test_enter_can_give_the_next_players_hand_while_the_question_is_open():
    _, texts = _keyed(Command("enter", 2))  # Bob's hand, The Fed, unread
    assert any("Bob" in x for x in texts), texts
