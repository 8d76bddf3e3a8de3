"""Review of probable43 (QA42 H1: an out only the cards told, said "probably out"): a card
refused in that player's zone is watched as main's ``seat_out`` refusal is (QA42 L4: key 3
counts it seen); the how-to is said once per such out; key 8 says the player "may be out
(not confirmed)"; an out shown by the player's own card (RULINGS A10) stays a fact; a round
won while a player is only probably out is said "If Bob is out: …" (hedge44)."""

from companion.app.keys import Command
from companion.tracker import observations as o
from tests.companion.app.test_live_deal import GONE, _frames, _table, _texts
from tests.companion.tracker.test_qa42_late_play import NAMES, QA42_B_CARDS


def _unseen(table, said) -> str:
    table._key(Command("unseen"))
    return _texts(said)[-1]


def _qa42_table():
    """QA42's log up to Alice's second Boxer (card 11) entered, the camera showing those
    cards (seats 1-based, index in zone): Bob said probably out, his Musician not laid."""
    table, said, _ = _table(names=NAMES)
    shown, count = [], {}
    for seat, card in QA42_B_CARDS[:12]:
        table.session.observe(o.card_seen(seat, card))
        shown.append((seat + 1, card, count.get(seat, 0)))
        count[seat] = count.get(seat, 0) + 1
    _frames(table, 6, *shown)
    return table, said, tuple(shown)


def test_key_3_counts_a_card_refused_in_a_probably_out_player_s_zone_as_seen():
    table, said, shown = _qa42_table()
    before = _unseen(table, said)
    _frames(table, 6, *shown, (2, "the_musician"))
    assert any(t.startswith("Not counted: The Musician in Bob's zone: Bob was only "
                            "probably out.") for t in _texts(said)), _texts(said)
    count = int(before.split()[1])
    assert _unseen(table, said).startswith(f"Unseen: {count - 1} cards;")
    _frames(table, GONE, *shown)  # the Musician taken away: unseen again
    assert _unseen(table, said) == before


def test_qa42_b_log_says_the_how_to_once_per_probable_out():
    """QA42's log: Bob's Musician (card 12) refused says what to do; his Stowaway (20),
    Investigators (28), Nightgaunt (29) and Randall (36), refused for the same out, say
    only that he was probably out (BR said the whole how-to five times)."""
    from tests.companion.tracker.test_qa42_late_play import _qa42_b_said
    said = {lang: _qa42_b_said(lang) for lang in ("en", "fr", "es")}
    assert said["en"][12][0].startswith("Not counted: The Musician in Bob's zone: Bob was "
                                        "only probably out. If Bob is still in, press minus")
    assert [said["en"][i] for i in (20, 28, 29, 36)] == [
        [f"Not counted: {card} in Bob's zone: Bob was only probably out."] for card in
        ("the Stowaway", "the Investigators", "the Nightgaunt", "Randall Tillinghast")]
    assert said["fr"][20] == ["Carte non comptée : le Passager clandestin dans la zone de "
                              "Bob : Bob avait probablement quitté la manche, sans confirmation."]
    assert said["es"][20] == ["No se cuenta: el Polizón en la zona de Bob: Bob probablemente "
                              "estaba fuera, sin confirmar."]


def test_the_how_to_is_said_again_once_the_first_refusal_is_undone():
    """The Musician's refusal undone, the next card refused in Bob's zone says the how-to
    (the players never had it for a card still counted as refused)."""
    from companion.narration import narrate_events
    from companion.tracker import Tracker
    t = Tracker()
    t.apply(o.start("arkham-classic", NAMES, lang="en", first=0))
    for seat, card in QA42_B_CARDS[:13]:
        t.apply(o.card_seen(seat, card))
    t.undo()
    said = narrate_events(t.apply(o.card_seen(1, "stowaway")), NAMES, "en")
    assert said[0].startswith("Not counted: the Stowaway in Bob's zone: Bob was only "
                              "probably out. If Bob is still in"), said


def _key_8(count: int, lang: str = "en") -> str:
    """Key 8's line after QA42's first ``count`` cards, entered."""
    from companion.app.session import TableSession
    from tests.companion.app.test_session import press
    said = []
    s = TableSession(say=lambda a: said.append(a.brief))
    s.observe(o.start("arkham-classic", NAMES, lang, 0))
    for seat, card in QA42_B_CARDS[:count]:
        s.observe(o.card_seen(seat, card))
    n = len(said)
    press(s, "8")
    return said[n]


def test_key_8_says_a_probably_out_player_may_be_out_not_out():
    """Bob said "probably out: the cards tell it, not confirmed." (QA42 H1): key 8 said
    "Bob is out" as a fact, right after Dan's card and 10 cards later."""
    assert _key_8(12) == ("Table. Bob and Eve may be out (not confirmed); Alice is in; "
                          "Carol is in; Dan is in; Fay is in.")
    assert "Bob" in _key_8(3).split(" may be out")[0], _key_8(3)
    assert _key_8(12, "fr").startswith("Table. Bob et Eve ont peut-être quitté la manche "
                                       "(non confirmé) ;")
    assert _key_8(12, "es").startswith("Mesa. Bob y Eve quizá están fuera (sin confirmar);")


def test_key_8_says_a_player_the_answer_put_out_is_out():
    """"2 no, Carol played it" answered: Bob's out is the players' word, key 8 says it."""
    from companion.app.session import TableSession
    from tests.companion.app.test_session import press
    said = []
    s = TableSession(say=lambda a: said.append(a.brief))
    s.observe(o.start("arkham-classic", NAMES[:4], "en", 0))
    for obs in (o.card_seen(0, "the_boxer"), o.card_seen(2, "investigators"), o.not_hand(2)):
        s.observe(obs)
    press(s, "8")
    assert "Bob is out" in said[-1], said[-1]


def test_an_out_shown_by_the_player_s_own_forced_discard_is_said_as_fact_rulings_a10():
    """A random 2-player arkham game (seed 17), "was that A's hand?" unanswered: A's
    Stowaway, then the Dilettante in A's own zone (her forced discard: knocked out, RULINGS
    A10) closes it. A's own card shows the out, as a hand laid does: main said "A is
    out."; BR "A is probably out: the cards tell it, not confirmed." then "B wins the
    game!" as a fact."""
    from companion.narration import narrate_events
    from tests.companion.tracker.test_qa42_late_play import _unanswered_game
    said = narrate_events(_unanswered_game("arkham", 2, 17), ["A", "B"], "en")
    at = said.index("A discards The Dilettante.")
    assert said[at + 1:at + 3] == ["A is out.", "B wins the round and has 2 Sane."], said[at:]


def test_a_round_won_while_a_player_is_only_probably_out_is_not_said_as_fact():
    """QA42's start (Bob probably out at Dan's card), then Alice knocks Carol out and Dan
    Alice (answered): only Bob, probably out, and Dan are left."""
    from companion.narration import narrate_events
    from companion.tracker import Tracker
    names = NAMES[:4]
    t = Tracker()
    t.apply(o.start("arkham-classic", names, lang="en", first=0))
    said = []
    for obs in (o.card_seen(0, "the_boxer"), o.card_seen(2, "investigators"),
                o.card_seen(3, "investigators"), o.card_seen(0, "investigators"),
                o.target(2), o.guess(4), o.seat_out(2), o.card_seen(2, "the_fed"),
                o.card_seen(3, "investigators"), o.target(0), o.guess(5), o.seat_out(0),
                o.card_seen(0, "the_musician")):
        said += narrate_events(t.apply(obs), names, "en")
    assert "Bob is probably out: the cards tell it, not confirmed." in said
    assert "Dan wins the round and has 1 Sane." not in said, said
    assert said[-1] == ("If Bob is out: Dan wins the round and has 1 Sane. If Bob is still "
                        "in, press minus twice until the question on Carol's card is asked "
                        "again, and answer it.")
