"""Review of probable43 (QA42 H1): a card refused in the zone of a player only probably
out ("Not counted: The Musician in Bob's zone: Bob was only probably out. …") is watched as
main's ``seat_out`` refusal is (QA42 L4): key 3 counts it as seen while it lies there, and
taken away (as the refusal tells to do), it is unseen again."""
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
