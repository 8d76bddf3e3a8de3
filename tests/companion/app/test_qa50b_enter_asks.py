"""Fresh QA50b MEDIUM (run C2, 4 players, arkham stickers-only, es): at the video's end the
voice said "El vídeo ha terminado. La mesa aún espera la carta que no pude leer en la zona
de Carol: introduce cada carta con Intro …" and the player's Enter was cued "Carta para la
jugada de Dan: ¿qué rango?": Carol's card could not be given. The end line names the card
told unread in an ``expected`` phrase, while the tracker's wait (which the zone was taken
from) was Dan's play. Enter answers the prompt heard LAST (docs/keys.en.md): every line
that tells the player to press Enter for a card is noted with the zone it names
(:data:`~companion.app.enter_raced.ENTER_ASKS`, :mod:`companion.app.enter_heard`). The
table is run C2's round 1 (:func:`~.test_qa50_enter_heard._stalled`: Alice's play and
Carol's owed hand awaited, the camera's unread card told in Carol's zone)."""
import re

import pytest

from companion.app.enter_raced import ENTER_ASKS
from companion.narration.catalog import catalog, message

from .test_live_deal import _texts
from .test_qa50_enter_heard import _enter_3_goes_to_carol, _keys, _stalled, _switch

#: each language's name of the Enter key in the catalogs
ENTER_WORD = {"en": r"\bEnter\b", "fr": r"\bEntrée\b", "es": r"\bIntro\b"}

#: the lines naming the Enter key that ask for no card by it, each with why
NOT_ASKS = {
    # the key's own lines: its help, its cancel, its lists (answered with plus), its refusal
    "app.help", "app.prefix_help.enter", "app.cancelled_unheard.enter", "app.enter_where",
    "app.prefix_enter_switch",  # its cue offering the prompt heard before (QA51b M1)
    "app.enter_which_zone", "app.enter_read_already_face_up", "app.enter_no_card",
    "app.enter_play_or_hand",  # its list: the card entered, its player's play or hand
    "app.enter_check_or_hand",  # the same, the card his Sanity check card or his hand
    # (its list of the face-up readings one of which it drops, then "Enter and 6 again")
    "app.enter_face_up_which",
    # answers to an Enter press saying to press it "again": it obeys what the first obeyed
    "app.enter_read_already", "app.enter_read_meanwhile", "app.enter_round_over",
    "app.enter_face_up_dealt",  # the same, the round's face-up notice obeyed (QA55 M-1)
    # the replay command's printed refusals of a keys line, naming \n as Enter (replay54)
    "app.replay.keys_escape", "app.replay.keys_columns", "app.replay.no_key_lines",
    # advice for later: once "I cannot read it" is said (that line asks), "when that card
    # is played", after the undos it tells (a table event's line, not a prompt)
    "app.rounds_lost_enter", "app.edition_card_mixed", "card_discarded_undone.verbose",
    "card_played_undone.verbose", "card_revealed_undone.verbose",  # the same (undo51)
    "app.old_card_or_new",  # "when the table waits for it": its turn to come (stale52)
    "app.old_cards_or_new",  # the same, several cards (review of stale52)
    "app.left_played_on",  # the same, for cards the table played past (fits53)
    "app.left_order_asked",  # the same, a card whose order in its zone is asked (fits53b)
    # between rounds: Enter's rank deals the next round, its first play (no zone to pick)
    "app.deal_next", "app.deal_next_if_out",
    "app.deal_next_kept",  # the same, on an entry kept against the camera (hold71)
    # advice after an undone card's "take it away": its Enter goes to the redo, whose own
    # cue names the card (app.prefix_enter_undone); no wait a camera card settles (wrong72)
    "app.undone_way_back",
}


def _base(key: str) -> str:
    """``key`` as ``tell`` is given it: no plural suffix, no ``_unnumbered`` form."""
    return re.sub(r"\.(one|other|few|many)$", "", key).removesuffix("_unnumbered")


def test_every_line_telling_to_press_enter_for_a_card_is_an_enter_prompt():
    """A line naming the Enter key in any language is noted as an Enter prompt, or is one
    of the key's own lines (:data:`NOT_ASKS`, each with why); ENTER_ASKS names no line
    that is not in the catalogs."""
    named = {_base(key) for lang, word in ENTER_WORD.items()
             for key, text in catalog(lang).items() if re.search(word, text)}
    assert named - ENTER_ASKS - NOT_ASKS == set()
    keys = {_base(key) for key in catalog("en")}
    assert ENTER_ASKS - keys == set()
    assert ENTER_ASKS <= named


@pytest.mark.parametrize("ended", ["app.video_ended", "app.pictures_ended"])
@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_enter_after_the_end_line_naming_carol_s_unread_card_gives_her_zone_the_card(
        lang, ended):
    """The prompt for Alice's play heard, then the end line ("… still waiting for the card
    I could not read in Carol's zone: enter each card with Enter …"): Enter's cue names
    Carol's zone, and its rank goes there (QA50b: the cue named the tracker's wait, the
    other player's play)."""
    table, said, logged = _stalled(lang, "alice")
    table._say_end_wait(ended)
    expected = message(lang, "app.end_unread", player="Carol")
    assert _texts(said)[-1] == message(lang, f"{ended}_card", expected=expected)
    _enter_3_goes_to_carol(lang, table, said, logged)


@pytest.mark.parametrize("key, args", [
    ("app.stall_own_entered", {"card": "X", "rank": 3}),
    ("app.old_card_or_first_play", {"card": "X", "rank": 3}),
])
@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_a_line_naming_alice_s_zone_for_enter_heard_last_is_what_enter_obeys(
        lang, key, args):
    """Carol's unread card asked for, then a line telling to press Enter for a card of
    Alice's ("… taken as Alice's play just entered. If it is a later card, press Enter,
    then 3.", "… Alice's first play …? If it is the play, press Enter, then 3"): Enter's
    cue names Alice's play and its rank goes there, not to Carol's zone, the older
    prompt's (before, neither line was noted as an Enter prompt)."""
    table, said, logged = _stalled(lang, "carol")
    table.session.tell(key, player="Alice", **args)
    before = len(logged)
    _keys(table, "\n")  # and the prompt heard before, Carol's card, offered (QA51b M1)
    assert _texts(said)[-1] == _switch(lang, ("app.prefix_enter_wait", {"expected": message(
        lang, "wait.play", player="Alice")}), message(lang, "app.enter_other_zone",
                                                      player="Carol"))
    _keys(table, "3")
    assert [(obs.kind, obs.seat) for obs in logged[before:]] == [("card", 0)]


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_after_the_loop_s_error_line_enter_no_longer_obeys_the_older_prompt(lang):
    """"Something went wrong; the game goes on. If a card was not said, press Enter, then
    its rank." heard after the prompt for Alice's play: it names no zone, so Enter no
    longer picks Alice's; the zone the camera told unread (Carol's) is the one it names, as
    for any prompt naming none (QA43 M2)."""
    table, said, logged = _stalled(lang, "carol", "alice")
    table.session.tell("app.loop_error")
    _keys(table, "\n")
    assert _texts(said)[-1] == message(lang, "app.prefix_enter_zone", player="Carol")
