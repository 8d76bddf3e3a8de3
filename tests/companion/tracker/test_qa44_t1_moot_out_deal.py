"""QA44 t1 (arkham-classic, 6 players, fr, dim, seed 11): round 2's "Eve's Deep One:
was that Eve's hand, so she is out?" stays open at the round's end, the two accounts
kept telling one result (Carol wins the round, 1 Insane token, Carol starts round 3) but
not what became of Eve: out with the Musician (her Deep One lost its compare; the truth),
or still in, revealing the Musician at the showdown. The deal closes the question (its
every answer deals the same table: ``Tracker.deal_closes_question``), and only what both
accounts tell is said: main said the first account's "Eve goes insane." and "Eve reveals
The Musician." as fact (an answer could make both false). Seed 002 "End of the Round"
(the winner starts the next round), "Starting the Next Round"."""
from companion.tracker import observations as o
from companion.tracker.tracker import Tracker

#: the camera's inputs of the by-ear run of t1 on main (its session log, seq 2-67):
#: ``seat:card`` a zone card, ``N`` a deal
_T1 = (
    "0:investigators 5:the_dilettante 1:investigators 2:shoggoth 3:investigators "
    "0:necronomicon 4:the_entertainer 1:the_sailor 2:the_urchin 2:the_musician 2:the_urchin "
    "3:randall_tillinghast 4:stowaway 1:cthulhu 2:investigators 2:the_fed 3:investigators "
    "3:cultists 2:the_boxer 4:nightgaunt 4:the_musician N 3:shoggoth 4:investigators "
    "5:nightgaunt 0:the_boxer 0:stowaway 1:investigators 2:necronomicon 3:the_urchin "
    "3:randall_tillinghast 4:the_boxer 1:investigators 5:the_dilettante 5:cthulhu 5:the_fed "
    "2:the_urchin 2:the_sailor 3:the_fed 3:the_musician 3:investigators 4:deep_one "
    "4:the_musician 2:the_entertainer 3:investigators")

EVE, CAROL, DAN = 4, 2, 3


def round_two_over() -> Tracker:
    """t1 up to round 2's last revealed hand (Dan's Investigators), Eve's question open."""
    t = Tracker()
    t.apply(o.start("arkham-classic", ["Alice", "Bob", "Carol", "Dan", "Eve", "Fay"], "fr"))
    for tok in _T1.split():
        if tok == "N":
            t.apply(o.new_round())
        else:
            seat, key = tok.split(":")
            t.apply(o.card_seen(int(seat), key))
    return t


def test_t1_eve_s_question_stays_open_at_round_two_s_end_and_the_deal_closes_it():
    t = round_two_over()
    assert (t.question.value, t.question.seat) == ("out", EVE)
    assert {h.out[EVE] for h in t.hyps} == {True, False}  # what the accounts differ on
    assert {(h.round_winners, tuple(h.tokens), h.first) for h in t.hyps} == {
        ((CAROL,), tuple(t.hyps[0].tokens), CAROL)}  # and what they tell alike
    assert t.deal_closes_question()


def test_t1_deal_says_only_what_every_account_tells_of_round_two_s_end():
    t = round_two_over()
    events = t.apply(o.new_round())
    assert t.question is None
    told_of_eve = [(e.kind, e.cards) for e in events
                   if e.seat == EVE and e.kind in ("hand_revealed", "now_insane", "player_out")]
    # main: [("now_insane", ()), ("hand_revealed", ("the_musician",))], the first account's
    assert told_of_eve == []
    revealed = [(e.seat, e.cards) for e in events if e.kind == "hand_revealed"]
    assert revealed == [(CAROL, ("the_entertainer",)), (DAN, ("investigators",))]
    kinds = [e.kind for e in events]
    assert kinds.index("showdown") < kinds.index("round_ended") < kinds.index("round_started")
    ended = next(e for e in events if e.kind == "round_ended")
    assert ended.info == (CAROL,)  # Carol wins the round
    assert t.view().round == 3 and t.view().active == CAROL


def test_t1_deal_says_eve_s_question_changes_nothing_now_before_the_result():
    t = round_two_over()
    events = t.apply(o.new_round())
    settled = [(e.seat, e.value, e.info) for e in events if e.kind == "question_settled"]
    assert settled == [(EVE, "out", "moot_out")]
    kinds = [e.kind for e in events]
    assert kinds.index("question_settled") < kinds.index("showdown")
