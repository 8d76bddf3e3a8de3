"""Session 60, q60e (fresh QA59 HIGH-1, run E; review of q59e, MEDIUM): a knocked-out hand
told only by a card read in a pile (``card_seen(..., pile=True)``) is asked about, not
left hedged: "The Entertainer in Carol's zone: was that Carol's hand, so Carol is out?".
The tracker's side: :meth:`companion.tracker.tracker.Tracker.pile_asked` tells when to ask
(every account would take the card as its seat's knocked-out hand, hedged), and the two
answers are ``card`` inputs: ``hand=True`` (1, yes: the out said as fact) and
``later=True`` (2, no: the card not her hand, a later card of hers; refused while no
account takes it so). The app's side: tests/companion/app/test_q60e_pile_asked.py."""
from companion.narration import narrate_events
from companion.tracker import observations as o
from companion.tracker.questions import hand_laid
from companion.tracker.tracker import Tracker

from .test_qa59_pile_hand import FACT, HEDGED, NAMES, _carol_read_late
from .test_rev_q59e import _self_loss

SELF_LOSS_FACT = "Carol is out, with The Sailor."


def _before_the_entertainer() -> Tracker:
    t, _ = _carol_read_late(pile=True)
    t.apply(o.undo())
    return t


def test_run_e_s_pile_card_is_asked_about():
    t = _before_the_entertainer()
    obs = o.card_seen(2, "the_entertainer", pile=True)
    assert t.pile_asked(obs)
    assert t.view().seats[2].zone == ("deep_one",)  # tried on a copy: nothing taken
    assert t.probably_out() == ()


def test_not_asked_for_a_card_read_in_its_own_picture_or_already_out():
    t = _before_the_entertainer()
    assert not t.pile_asked(o.card_seen(2, "the_entertainer"))
    t.apply(o.seat_out(2))
    assert not t.pile_asked(o.card_seen(2, "the_entertainer", pile=True))


def test_yes_says_the_out_as_fact():
    t = _before_the_entertainer()
    said = narrate_events(t.apply(o.card_seen(2, "the_entertainer", hand=True)), NAMES)
    assert FACT in said and HEDGED not in said, said
    assert t.probably_out() == ()


def test_no_takes_the_card_as_a_later_card_of_hers_refused_while_none_fits():
    # run E's truth: Carol's Deep One put Dan out (unread), the Entertainer her Sanity
    # check card two unread turns later: no account takes it so; refused, not said out
    t = _before_the_entertainer()
    obs = o.card_seen(2, "the_entertainer", later=True)
    assert obs.value == o.LATER == "later"
    assert o.from_json(o.to_json(obs)) == o.validate(obs) == obs
    events = t.apply(obs)
    said = narrate_events(events, NAMES)
    assert FACT not in said and HEDGED not in said, said
    assert [e.kind for e in events] == ["inconsistency"], events
    assert t.probably_out() == ()
    assert t.view().seats[2].zone == ("deep_one",)


def test_no_keeps_the_accounts_where_it_is_not_her_hand():
    # clean play, the Boxer's target and compare not seen: "no" (not Carol's hand) keeps
    # the accounts where the Sailor is something else (her target's hand, a later card)
    t = Tracker()
    for obs in (o.start("arkham", NAMES), o.card_seen(0, "investigators"),
                o.card_seen(1, "the_fed"), o.card_seen(2, "the_boxer")):
        t.apply(obs)
    t.apply(o.card_seen(2, "the_sailor", later=True))
    assert t.hyps and not any(hand_laid(h, 2) for h in t.hyps)


def test_the_rev_q59e_self_loss_is_asked_and_yes_states_it():
    t, said = _self_loss()
    assert SELF_LOSS_FACT not in said
    t.apply(o.undo())
    assert t.pile_asked(o.card_seen(2, "the_sailor", pile=True))
    said = narrate_events(t.apply(o.card_seen(2, "the_sailor", hand=True)), NAMES)
    assert SELF_LOSS_FACT in said, said
    assert t.probably_out() == ()
