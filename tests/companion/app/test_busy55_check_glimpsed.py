"""A Sanity check's cards glimpsed, never stable, then the player's play taken as the check's
card (fresh QA55 HIGH-2; session 55, busy55: :mod:`companion.app.check_glimpsed`; session
56, check56: :mod:`companion.app.glimpse_asked`).

runD (3 players, arkham, en, busy preset, demo seed 158; ``companion replay --source
demo.mp4 --players Alice,Bob,Carol --stop-at 520``, frames 165 and 256): "Alice: Sanity
check, 2 cards." then "The Musician." as fact, no "check it", no question. Truth
(``demo-transcript.txt`` l.20-27): the check revealed the Investigators and The Sailor,
"Alice passes. 13 cards left.", then "Alice: The Musician." (her play).

The camera's side (the real watcher on the video, frame by frame): Alice's pile had reached
the picture's edge, so from its 4th card on each card lay squarely on the one before; the
busy preset's hand and mug, drawn anew each picture over a random card, covered that top
card in about 2 pictures of 3. The check's Investigators was read in 6 pictures (frames
174-191) and The Sailor in 4 (200-219), never 4 in 6 readable pictures in a row
(:class:`vision.stabilize.Stabilizer` ``min_hits``/``window``), and a pending card unseen
for 6 pictures is dropped: neither became stable, nothing was reported. The Musician, read
in more pictures, became stable at frame 256 and the tracker, waiting for the check's first
card, took it as that card: nothing in the tracker tells a first check card from a play
after two check cards the camera did not report.

What the app lacked: the camera's sign that other cards were glimpsed (read, named, not
stable) in that zone after its newest reported card and before the card now taken. The
stabilizer now tells it (:attr:`vision.records.CardAppeared.glimpsed`). busy55 said such a
card, taken as the check's, with a request to check it (``app.check_card_glimpsed``): a
doubtful fact, the game going on from it. check56: it is held and asked, as the twin
question is (:mod:`companion.app.twin_asked`): "Press Enter, then the rank of the next card
of Alice's Sanity check, even if it is this card." (``app.check_glimpsed_asked``); each
card entered that leaves the check waiting asks again, shorter; the check over, the held
card is given in its turn (runD's truth: her play). Unanswered, it stays held and the
stall's reminder asks as for any held card.

The same cause on the same video (frames 79 and 107): the Tommy Gun's Urchin (laid first)
became stable after the Investigators, so they were said in the wrong order; its pending
track, dropped under the hand and started again at frame 89 (8.9 s), gave it a first-seen
time after Bob's Boxer's (frame 88, 8.8 s), so the Boxer, refused while the Tommy Gun's
cards were awaited and given after the Urchin, was said "It lay there before this turn:
check it." (``LeftCard.laid_t`` is the restarted track's). Not tested here.

The readings are given by hand to a real stabilizer (:mod:`.test_twin50_asked`'s
harness, pictures 1/30 s apart): the old cards, then the Investigators read 2 pictures in 6
(the hand over it in the other 4), five times, The Sailor the same, then The Musician read
in every picture."""
import pytest

from companion.tracker import observations as o

from .test_twin50_asked import _card, _frames, _keys, _old_cards, _table, _texts

#: runD's round 1 up to Alice's Sanity check (truth l.1-20; the demo's answers told)
ROUND = (o.card_seen(0, "tommy_gun"), o.target(0), o.card_seen(0, "the_urchin"),
         o.card_seen(0, "investigators"), o.card_seen(1, "the_boxer"), o.target(2),
         o.still_in(2), o.card_seen(2, "rlyeh"), o.target(0), o.card_seen(0, "nightgaunt"),
         o.card_seen(0, "necronomicon"))


def check_begun(lang="en"):
    """runD at Alice's Sanity check (2 cards), the old cards shown (6 pictures): the table,
    what was said, its length then, the old cards' sightings and the check's first place
    in Alice's zone (her zone's length)."""
    table, said = _table("arkham", ("Alice", "Bob", "Carol"), lang)
    for obs in ROUND:
        table.session.observe(obs)
    tracker = table.session.tracker
    assert tracker.waiting()[:2] == ("check", 0)
    old = _old_cards(table)
    return table, said, len(said), old, len(tracker.view().seats[0].zone)


def _at_check(glimpsed, lang="en"):
    """runD at Alice's Sanity check (2 cards): the old cards shown, then
    :func:`musician_over` (``glimpsed``). Returns the table, what was said, its length
    before the check's cards and the cards the camera shows now."""
    table, said, n, old, at = check_begun(lang)
    return table, said, n, musician_over(table, old, at, glimpsed)


def musician_over(table, old, at, glimpsed=True):
    """The zone's newest (the Necronomicon) covered by what is laid on it; ``glimpsed``:
    the check's Investigators and Sailor each read 2 pictures in 6, five times; then The
    Musician read 40 pictures (``old``, ``at``: :func:`check_begun`'s). Returns the cards
    the camera shows now."""
    under = [c for i, c in enumerate(old) if i != at - 1]  # the Necronomicon covered
    if glimpsed:
        for key in ("investigators", "the_sailor"):
            for _ in range(5):
                _frames(table, 2, *under, _card(1, key, at - 1))
                _frames(table, 4, *under)
    shown = [*under, _card(1, "the_musician", at - 1)]
    _frames(table, 40, *shown)
    return shown


#: the question (``app.check_glimpsed_asked``): the glimpsed cards never named
GLIMPSED = {
    "en": "Waiting in Alice's zone: The Musician; cards laid there before this card were not "
          "read. Press Enter, then the rank of the next card of Alice's Sanity check, even if "
          "it is this card.",
    "fr": "En attente dans la zone d'Alice : le Musicien ; des cartes posées là avant cette "
          "carte n'ont pas été lues. Appuyez sur Entrée, puis sur le rang de la carte suivante "
          "du test de Santé mentale d'Alice, même si c'est cette carte.",
    "es": "En espera en la zona de Alice: el Músico; unas cartas dejadas ahí antes que esta "
          "carta no se leyeron. Pulsa Intro y luego el rango de la carta siguiente de la "
          "prueba de cordura de Alice, aunque sea esta carta."}
#: asked again once a card entered leaves the check waiting (``app.check_glimpsed_again``)
AGAIN = "Still waiting in Alice's zone: The Musician. Press Enter, then the rank of the next " \
        "card of Alice's Sanity check, even if it is this card."


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_busy55_a_check_card_after_cards_glimpsed_there_is_held_and_asked(lang):
    # main (busy55): "The Musician. Cards laid there before it were not read: check it.",
    # taken as the check's first card
    table, said, n, shown = _at_check(glimpsed=True, lang=lang)
    assert _texts(said)[n:] == [GLIMPSED[lang]], _texts(said)[n:]
    tracker = table.session.tracker
    assert tracker.view().seats[0].zone[-1] == "necronomicon"
    assert tracker.waiting()[:2] == ("check", 0)


def test_busy55_a_card_read_alone_after_the_check_began_is_its_card():
    # nothing glimpsed: The Musician is the check's first card, said so (as on main)
    table, said, n, shown = _at_check(glimpsed=False)
    assert _texts(said)[n:] == ["The Musician."], _texts(said)[n:]
    assert table.session.tracker.view().seats[0].zone[-1] == "the_musician"


def test_busy55_a_card_after_cards_glimpsed_in_the_check_is_not_said_as_its_card():
    table, said, n, shown = _at_check(glimpsed=True)
    heard = _texts(said)[n:]
    assert not any(h.startswith("The Musician.") for h in heard), heard
    assert table.session.tracker.view().seats[0].zone[-1] != "the_musician"


def test_check56_answered_with_the_check_s_cards_the_held_card_is_her_play():
    # runD's truth (l.20-27): the Investigators (1, the Cultists' too), The Sailor (6,
    # Randall Tillinghast's too), "Alice passes. 13 cards left.", "Alice: The Musician."
    table, said, n, shown = _at_check(glimpsed=True)
    m = len(said)
    _keys(table, "\n", "1", "+", "1")
    assert _texts(said)[m:][-2:] == ["The Investigators.", AGAIN], _texts(said)[m:]
    tracker = table.session.tracker
    assert tracker.view().seats[0].zone[-1] == "investigators"  # the Musician still held
    _keys(table, "\n", "6", "+", "1")
    heard = _texts(said)[m:]
    assert heard[-3:] == ["The Sailor.", "Alice passes. 13 cards left.",
                          "Alice: The Musician."], heard
    assert heard.count(AGAIN) == 1, heard
    assert tracker.view().seats[0].zone[-3:] == ("investigators", "the_sailor", "the_musician")


def test_check56_answered_with_the_held_card_s_rank_it_is_the_check_s_card_once():
    table, said, n, shown = _at_check(glimpsed=True)
    m = len(said)
    _keys(table, "\n", "5", "+", "1")  # 5: The Musician (the Stowaway's too)
    assert _texts(said)[m:] == [
        "Card for Alice's Sanity check: which rank?",
        "Which card in Alice's zone: The Musician or the Stowaway? 1 The Musician, 2 the "
        "Stowaway. Answer with plus and the number.", "Answer: which number?",
        "The Musician."], _texts(said)[m:]  # said once, not "taken as her play just entered"
    tracker = table.session.tracker
    assert tracker.view().seats[0].zone[-1] == "the_musician"
    assert tracker.waiting()[:2] == ("check", 0)  # the check's second card, nothing asked
    _frames(table, 6, *shown)
    assert tracker.view().seats[0].zone.count("the_musician") == 1


def test_check56_unanswered_the_card_stays_held_and_the_stall_reminds():
    # nobody answers; Bob and Carol play on: their cards are held behind it, refused as
    # not awaited, and the stall's prompt asks at its 4th held card (5 held)
    table, said, n, shown = _at_check(glimpsed=True)
    tracker = table.session.tracker
    bob, carol = (len(tracker.view().seats[s].zone) for s in (1, 2))
    for seat, key, place in [(2, "the_fed", bob), (3, "the_boxer", carol),
                             (2, "the_sailor", bob + 1), (3, "deep_one", carol + 1)]:
        shown.append(_card(seat, key, place))
        _frames(table, 40, *shown)
    assert _texts(said)[n:] == [
        GLIMPSED["en"], "The Fed by Bob? Waiting for Alice's Sanity check.",
        "Still waiting for Alice's Sanity check: a card I could not read? Press Enter, then "
        "its rank. The 5 cards laid since wait for it."], _texts(said)[n:]
    assert tracker.view().seats[0].zone[-1] == "necronomicon"
    assert tracker.waiting()[:2] == ("check", 0)
