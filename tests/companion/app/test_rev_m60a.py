"""Review of m60a (fresh QA59 MEDIUM-2, key 8 tells the table as heard): cases the branch
leaves open."""
from companion.app.keys import Command
from companion.app.session import TableSession
from companion.tracker import observations as o

FIVE = ("Alice", "Bob", "Carol", "Dan", "Eve")


def _table(names, first, observations, edition="arkham-classic"):
    said = []
    s = TableSession(say=said.append)
    s.observe(o.start(edition, list(names), "en", first))
    for obs in observations:
        s.observe(obs)
    told = len(said)
    s.key(Command("table"))
    return [a.brief for a in said[told:]]


def test_key_8_an_insane_next_player_is_in_unless_the_guess_put_them_out():
    """Run B's table, but Carol (next to play after Alice's Cultists and "was the Shoggoth
    Bob's hand?") is Insane: her next card is a Sanity check card, which tells her out as
    her play would (the tracker keeps no account of her out either way). The branch said
    "Carol, Dan, and Eve are in, unless that play put one of them out" with Carol Sane, but
    "Dan and Eve are in, unless …; Alice is in; Carol is in, Insane." with Carol Insane:
    Carol said in as fact, the guess as likely to have hit her as Dan or Eve."""
    lead = [o.card_seen(3, "the_fed"), o.card_seen(4, "the_fed")]
    guess = [o.card_seen(0, "cultists"), o.card_seen(1, "shoggoth")]
    sane = _table(FIVE, 2, [o.card_seen(2, "the_sailor"), *lead, *guess])[0]
    assert "Carol, Dan, and Eve are in, unless that play put one of them out" in sane, sane
    insane = _table(FIVE, 2, [o.card_seen(2, "nightgaunt"), *lead, *guess])[0]
    assert insane == (
        "Table. Bob may be out (not confirmed); Alice played the Cultists: it may have put a "
        "player out (not confirmed; no hand laid yet); Carol, Dan, and Eve are in, unless "
        "that play put one of them out; Carol is Insane; Alice is in."), insane


def test_key_5_names_the_insanity_the_sanity_check_it_waits_for_tells():
    """Alice's Deep One, then "The Fed in Bob's discard zone: was that Bob's hand?" (3
    players: the round goes on either way), Carol's Fed read since: "Alice is now Insane."
    waits with the question. Main's key 5: "It is Alice's turn. Alice is Insane, 1 Other
    World card. The table is waiting for Alice's Sanity check."; the branch (key 5 as key
    8's view) dropped her insanity and her count of Other World cards (how many cards her
    check reveals, seed 002 "Sanity Checks") but still said the check, which only an Insane
    player makes: every account waits for it, so the round went on and she is Insane."""
    said = []
    s = TableSession(say=said.append)
    s.observe(o.start("arkham", ["Alice", "Bob", "Carol"], "en", 0))
    for obs in (o.card_seen(0, "deep_one"), o.card_seen(1, "the_fed"),
                o.card_seen(2, "the_fed")):
        s.observe(obs)
    told = len(said)
    s.key(Command("whose_turn"))
    assert said[told].brief == ("It is Alice's turn. Alice is Insane, 1 Other World card. "
                                "The table is waiting for Alice's Sanity check."), said[told:]


def test_key_8_an_immune_next_player_is_not_said_in_unless_the_guess_put_them_out():
    """As the first test, Carol Insane and next, but immune (her Insane Necronomicon: she
    cannot be knocked out for the rest of the round): Alice's Cultists could not have put
    her out, and key 8 says so ("cannot be knocked out"), not "Carol, Dan, and Eve are in,
    unless that play put one of them out" (the guess's possible targets include a player
    it cannot put out: ``PlayNote.valid`` counts her choosable)."""
    table = _table(FIVE, 2, [
        o.card_seen(2, "nightgaunt"), o.card_seen(3, "the_fed"), o.card_seen(4, "the_fed"),
        o.card_seen(0, "the_urchin"), o.card_seen(1, "the_urchin"), o.card_seen(2, "the_boxer"),
        o.card_seen(2, "necronomicon"), o.effect("insane", 2, "necronomicon"),
        o.card_seen(3, "the_entertainer"), o.card_seen(4, "the_sailor"),
        o.card_seen(0, "cultists"), o.card_seen(1, "shoggoth")])[0]
    assert table == (
        "Table. Alice played the Cultists: it may have put a player out (not confirmed; no "
        "hand laid yet); Dan and Eve are in, unless that play put one of them out; Alice is "
        "in, Insane; Bob is in, Insane; Carol is in, Insane, cannot be knocked out."), table


def test_key_8_a_second_play_of_a_card_perhaps_a_hand_is_not_said_played():
    """Alice's Investigators, Bob's Fed ("was that Bob's hand?"), Carol's Boxer, then
    Alice's second Investigators: her play (its guess may have put Bob or Carol out), or
    her hand, laid as she lost Carol's compare. Main said "if Alice played the
    Investigators, it may have put Carol out"; the branch's ``_note_of`` matched the
    account that took it for her hand to her first Investigators (same seat, same card,
    ``earlier``), so every account "held the play": "Alice played the Investigators: it may
    have put Carol out", said as fact (fresh QA56 HIGH-1's kind)."""
    table = _table(("Alice", "Bob", "Carol"), 0, [
        o.card_seen(0, "investigators"), o.card_seen(1, "the_fed"),
        o.card_seen(2, "the_boxer"), o.card_seen(0, "investigators")], edition="arkham")[0]
    assert table == (
        "Table. Alice and Bob may be out (not confirmed); if Alice played the Investigators, "
        "it may have put Carol out (not confirmed; no hand laid yet)."), table
