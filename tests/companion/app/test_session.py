"""The table session: observations said aloud, every key answered, nothing lost."""
import pytest

from companion.app.keys import Command, KeyReader
from companion.app.session import TableSession
from companion.tracker import observations as o
from companion.tracker.observations import Observation


def session(lang="en", **kw):
    said = []
    s = TableSession(say=said.append, **kw)
    s.observe(o.start("arkham", ["Ann", "Bob", "Cy"], lang, 0))
    return s, said


def alice_and_bob():
    """A 2-player session, Alice to start: ``(session, announcements)``."""
    said = []
    s = TableSession(say=said.append)
    s.observe(o.start("arkham", ["Alice", "Bob"], "en", 0))
    return s, said


def press(s, keys):
    reader = KeyReader()
    for k in keys:
        command = reader.press(k)
        if command:
            s.key(command)


def test_observations_are_logged_before_they_are_applied():
    logged = []

    def record(obs):
        logged.append((obs, len(s.tracker.history)))

    s = TableSession(say=lambda a: None, record=record)
    s.observe(o.start("arkham", ["Ann", "Bob"], "en", 0))
    s.observe(o.card_seen(0, "the_fed"))
    assert [obs.kind for obs, _ in logged] == ["start", "card"]
    assert [n for _, n in logged] == [0, 1]  # the tracker had not applied it yet


@pytest.mark.parametrize("lang,word", [("en", "turn"), ("fr", "tour"), ("es", "turno")])
def test_every_query_key_answers_in_the_table_language(lang, word):
    s, said = session(lang)
    before = len(said)
    press(s, "5234681h*1z")
    answers = said[before:]
    assert len(answers) == 10  # one answer per command, the unknown key included
    assert word in answers[0].brief.lower()
    assert all(a.priority == "now" for a in answers)


def test_zone_key_reads_the_discard_zone_oldest_first():
    s, said = session()
    s.observe(o.card_seen(0, "the_fed"))
    s.observe(o.target(1))
    press(s, "*1")
    assert said[-1].brief == "Ann's discard zone: The Fed."


def test_zone_key_for_a_missing_seat_says_the_range():
    s, said = session()
    press(s, "*7")
    assert said[-1].brief == "There is no seat 7; seats go from 1 to 3."


def test_correcting_a_misread_rank_with_two_cards_asks_which_then_applies_it():
    s, said = session()
    s.observe(o.card_seen(0, "the_fed"))
    press(s, "/3")
    assert "1: The Boxer" in said[-1].brief and "2: the Deep One" in said[-1].brief
    press(s, "+2")
    assert s.tracker.view().seats[0].zone == ("deep_one",)


def test_a_card_read_while_a_correction_asks_which_card_outdates_the_choice():
    # the answer would have corrected the new card, not the misread one
    s, said = session()
    s.observe(o.card_seen(0, "the_fed"))
    press(s, "/3")
    s.observe(o.card_seen(1, "the_urchin"))  # the camera, before the answer
    press(s, "+2")
    assert said[-1].brief == "No question is open."
    assert [z.zone for z in s.tracker.view().seats[:2]] == [("the_fed",), ("the_urchin",)]


def test_undo_key_removes_the_last_observation():
    s, said = session()
    s.observe(o.card_seen(0, "the_fed"))
    press(s, "--")
    assert s.tracker.view().seats[0].zone == ()


def test_answer_without_question_says_so():
    s, said = session()
    press(s, "+1")
    assert said[-1].brief == "No question is open."


def test_malformed_observation_is_said_and_changes_nothing():
    s, said = session()
    before = s.tracker.view()
    s.observe(Observation("card", seat=9, cards=("not_a_card",)))
    assert s.tracker.view() == before and said[-1].earcon == "error"
    # the camera's: said in order (QA18 N1); the same from a key is its answer, at once
    assert said[-1].priority == "normal"
    with s.answering():
        s.observe(Observation("card", seat=9, cards=("not_a_card",)))
    assert said[-1].priority == "now"


def test_a_dead_voice_never_stops_the_game():
    def broken(_):
        raise RuntimeError("speech engine died")

    s = TableSession(say=broken)
    s.observe(o.start("arkham", ["Ann", "Bob"], "en", 0))
    s.observe(o.card_seen(0, "the_fed"))
    assert s.tracker.view().seats[0].zone == ("the_fed",)
    assert len(s.transcript) > 2


def test_failed_sanity_check_keeps_its_place_in_order_with_its_earcon():
    s, said = session()
    for obs in (o.card_seen(0, "cultists"), o.target(1), o.guess(5), o.still_in(1),
                o.card_seen(1, "the_fed"), o.target(2), o.card_seen(2, "the_urchin"),
                o.card_seen(0, "deep_one")):
        s.observe(obs)
    failed = [a for a in said if a.kind == "check_failed"]
    # QA: "now" spoke a game's result before what caused it; the earcon marks it instead
    assert failed and failed[0].priority == "normal" and failed[0].earcon == "check_failed"


def test_unknown_command_name_is_ignored_without_error():
    s, said = session()
    s.key(Command("no_such_command"))


def test_a_narration_failure_still_says_the_event(monkeypatch):
    import companion.app.session_speech as session_module

    def broken(*args, **kwargs):
        raise KeyError("catalog gap")

    monkeypatch.setattr(session_module, "narrate", broken)
    s, said = session()
    s.observe(o.card_seen(0, "the_fed"))
    assert any("The Fed" in a.brief and "Ann" in a.brief for a in said)


def test_rlyeh_question_keys_end_or_play_on():
    from companion.tracker.events import question
    s, said = session()
    s.tracker.question = question("rlyeh", 0, ("end", "continue"))
    options = s.options()
    assert [t for t, _ in options] == ["yes", "no"]
    assert [obs.value for _, obs in options] == [True, False]


def test_undo_never_removes_the_start_of_the_game():
    s, said = session()
    press(s, "--")
    assert said[-1].brief == "Nothing to undo: the game's start is kept."
    assert s.tracker.started


def test_undo_says_which_card_it_removed():
    s, said = session()
    s.observe(o.card_seen(0, "the_fed"))
    press(s, "--")
    assert [a.brief for a in said[-2:]] == ["Undone: The Fed in Ann's zone.",
                                            "It is Ann's turn."]  # QA23 #9


@pytest.mark.parametrize("lang, text", [
    ("en", "Undone: the unconfirmed card in Ann's zone."),
    ("fr", "C'est annulé : la carte non confirmée dans la zone d'Ann."),
    ("es", "Deshecho: la carta sin confirmar en la zona de Ann.")])
def test_undo_does_not_name_a_card_the_table_never_confirmed(lang, text):
    """QA19 #10: Enter then 0 asks "Tommy Gun or R'lyeh?"; unanswered, minus twice said
    "Undone: Tommy Gun in Ann's zone." (the first candidate, as if known)."""
    s, said = session(lang)
    press(s, "\n0")
    assert s.tracker.question is not None and s.tracker.question.value == "card"
    press(s, "--")
    assert said[-1].brief == text
    assert "tommy" not in said[-1].brief.lower() and not s.tracker.history[1:]


def test_undo_names_a_card_of_two_candidates_the_table_allowed_one_of():
    s, said = session()
    s.observe(Observation("card", 0, ("the_fed", "stowaway_eggs")))  # no Stowaway in arkham
    press(s, "--")
    assert said[-2].brief == "Undone: The Fed in Ann's zone."


def test_correcting_before_any_card_was_read_says_so():
    s, said = session()
    press(s, "/3")
    assert said[-1].brief == "No card has been read yet, so there is nothing to correct."
    assert s.choice == ()


def test_a_tracker_failure_is_said_undone_and_the_game_goes_on(monkeypatch):
    s, said = session()
    before = s.tracker.view()

    def broken(obs):
        s.tracker.history.append((obs, s.tracker._snapshot()))
        raise RuntimeError("bug")

    monkeypatch.setattr(s.tracker, "apply", broken)
    s.observe(o.card_seen(0, "the_fed"))
    monkeypatch.undo()
    assert s.tracker.view() == before and "went wrong" in said[-1].brief
    s.observe(o.card_seen(0, "the_fed"))
    assert s.tracker.view().seats[0].zone == ("the_fed",)


def test_escape_key_is_named():
    s, said = session()
    press(s, "\x1b")
    assert said[-1].brief == "Key escape does nothing. Press H for help."
    s, said = session("fr")
    press(s, "\x1b\t")
    assert [a.brief for a in said[-2:]] == [
        "La touche Échap ne fait rien. Appuyez sur H pour l'aide.",
        "La touche Tab ne fait rien. Appuyez sur H pour l'aide."]
    press(s, "\x01")  # Ctrl+A: named, never a raw control character
    assert said[-1].brief == "La touche Contrôle A ne fait rien. Appuyez sur H pour l'aide."
    s.key(KeyReader().press("\x1b["))  # an arrow or F key, one key (QA17 #12: "Escape")
    assert said[-1].brief == ("Les flèches et les touches de fonction ne font rien. Appuyez "
                              "sur H pour l'aide.")


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_card_read_from_stickers_only_is_said_as_one_to_check(lang):
    """A sticker-only reading can be wrong (docs/benchmarks-history.md, Vision): the companion says
    the card, then asks to check it, with its own earcon; a marker reading is said plainly.
    Only the card read gets the request, not the events that follow it."""
    s, said = session(lang)
    s.observe(o.card_seen(0, "the_fed"), check=True)
    played = [a for a in said if a.kind == "card_played"]
    assert len(played) == 1 and played[0].earcon == "card_unsure"
    check = {"en": "Check it.", "fr": "À vérifier.", "es": "Compruébalo."}[lang]
    assert played[0].brief.endswith(check)
    assert "/" not in played[0].verbose and len(played[0].verbose) > len(played[0].brief)
    assert not any(check in a.brief for a in said if a.kind != "card_played")
    s.observe(o.target(1))
    s.observe(o.card_seen(1, "the_urchin"))
    plain = [a for a in said if a.kind == "card_played"][-1]
    assert plain.earcon == "card_read" and check not in plain.brief
    s.observe(o.card_seen(1, "the_urchin"), check=True)  # out of turn: asks once, not twice
    assert said[-1].kind == "inconsistency" and check not in said[-1].brief


def test_a_choice_told_after_the_turn_moved_on_names_its_card():
    """The Fed shows nothing on the table, so the companion moves to the next turn at once;
    Bob's target, keyed in afterwards, is said with the card it goes with, so it is not
    heard as a choice of the new turn."""
    s, said = session()
    s.observe(o.card_seen(0, "cultists"))
    s.observe(o.target(1))
    assert said[-1].kind == "choice" and said[-1].brief == "Ann chooses Bob."  # her turn
    s.observe(o.guess(5))
    s.observe(o.still_in(1))
    s.observe(o.card_seen(1, "the_fed"))
    assert said[-1].kind == "turn_started"
    s.observe(o.target(2))
    assert said[-1].kind == "choice" and said[-1].brief == "Bob chooses Cy with The Fed."


@pytest.mark.parametrize("keys", ["-", "-5", "-\n", "*-"])
def test_one_minus_alone_undoes_nothing(keys):
    """QA: on a French keyboard the top-row 6 key gives "-", which undid the last card at
    once; undo now needs minus twice in a row."""
    s, said = session()
    s.observe(o.card_seen(0, "the_fed"))
    press(s, keys)
    assert s.tracker.view().seats[0].zone == ("the_fed",)


@pytest.mark.parametrize("key, command", [("&", "question"), ("é", "deck"), ("'", "scores"),
                                          ("(", "whose_turn"), ("à", "repeat")])
def test_the_azerty_top_row_gives_digits(key, command):
    assert KeyReader().press(key).name == command


def test_a_digit_after_a_prefix_may_come_from_the_azerty_top_row_and_odd_digits_cancel():
    """QA: "²" (a Unicode digit) after a prefix crashed the session (int("²"))."""
    for keys, want in (("*(", ("zone", 5)), ("+è", ("answer", 7)), ("/ç", ("correct", 9))):
        reader = KeyReader()
        reader.press(keys[0])
        command = reader.press(keys[1])
        assert (command.name, command.number) == want
    for odd in ("²", "٣", "½"):
        reader = KeyReader()
        reader.press("*")
        assert reader.press(odd).name == "cancelled"


@pytest.mark.parametrize("prefix", ["*", "+", "/", "\n"])
def test_minus_after_a_prefix_cancels_it_and_is_never_the_digit_6(prefix):
    """QA13b N6: "Enter, minus, minus" (a slip, then minus to take it back) asked where a
    rank-6 card goes: the keypad's minus was taken as AZERTY's top-row 6. Now the first
    minus cancels the prefix and the second only starts an undo (nothing removed yet)."""
    reader = KeyReader()
    assert reader.press(prefix) is None
    assert reader.press("-").name == "cancelled"
    assert reader.press("-") is None and reader.pending == "-"
    s, said = session()
    s.observe(o.card_seen(0, "the_fed"))
    press(s, prefix + "--")
    assert s.tracker.view().seats[0].zone == ("the_fed",)
    assert "Cancelled." in [a.brief for a in said]


def test_undo_names_a_new_round_and_a_face_up_card_not_an_answer():
    """QA: minus after "Round 2. Bob starts." undid the deal but said "Undone: the last
    answer."."""
    s, said = session()
    s.observe(o.new_round())
    press(s, "--")
    assert said[-1].brief == "Undone: the new round's deal."
    s.observe(o.face_up("the_sailor"))
    press(s, "--")
    assert said[-1].brief.startswith("Undone: The Sailor")


def test_an_insane_player_with_one_other_world_card_is_said_in_the_singular():
    """QA: "Alice is Insane, 1 Other World cards."."""
    from companion.narration.catalog import message
    assert message("en", "app.state_insane", player="Al", count=1) == \
        "Al is Insane, 1 Other World card."
    assert message("fr", "app.state_insane", player="Al", count=2).endswith("2 cartes Autre Monde.")


def test_enter_and_a_rank_gives_the_awaited_players_card_when_the_camera_misses_it():
    """QA: a card the camera never read could not be given by key ("Waiting for Alice's
    play" for ever). Enter then a rank: that player's card; the two cards of that rank
    (Sane and Other World) are two candidates, and the tracker asks which (plus and the
    number)."""
    s, said = session()
    first = s.tracker.view().active
    press(s, "\n3")
    assert said[-1].kind == "question" and "The Boxer" in said[-1].brief
    option = 1 if said[-1].brief.index("The Boxer") < said[-1].brief.index("Deep One") else 2
    press(s, f"+{option}")
    assert s.tracker.view().seats[first].zone == ("the_boxer",)
    press(s, "\n9")
    assert said[-1].brief == "No card has rank 9 in this edition."


def test_a_single_minus_does_not_eat_the_next_key():
    """QA: "-" then "0" said "Cancelled." and the repeat never came."""
    reader = KeyReader()
    assert reader.press("-") is None
    assert reader.press("0") == Command("repeat")
    assert reader.press("-") is None and reader.press("*") is None and reader.pending == "*"


def test_correcting_a_card_given_by_key_and_answered_says_the_correction_only():
    """QA: Enter 2, plus 1, then slash 5 and plus 2 said the corrected card and then "That
    answer does not fit.": the old answer to "which card?" was replayed after the fix."""
    s, said = session()
    first = s.tracker.view().active
    press(s, "\n2+1")
    assert len(s.tracker.view().seats[first].zone) == 1
    press(s, "/5")
    before = len(said)
    press(s, "+2")
    new = [a.brief for a in said[before:]]
    fixed = s.tracker.view().seats[first].zone
    assert len(fixed) == 1 and fixed[0] in {c for c in ("the_musician", "stowaway")}
    assert not any("does not fit" in t for t in new), new


def test_a_question_about_a_card_names_it_and_state_keys_say_it_is_still_open():
    # QA: "Is Bob out?" never named The Urchin, and keys 5 and 8 said "Bob is protected"
    # as fact while the table was still asked whether Bob was out
    s, said = alice_and_bob()
    for seat, key in ((1, "the_boxer"), (0, "investigators"), (1, "the_urchin")):
        s.observe(o.card_seen(seat, key))
    asked = ("The Urchin in Bob's discard zone: was that Bob's hand, so Bob is out? 1 yes, "
             "2 no, still in.")
    assert said[-1].brief.startswith(asked)
    before = len(said)
    press(s, "5")  # the answer decides whose turn it is: no name (QA13b N8)
    lead = "Whose turn it is depends on the answer to the open question: "
    assert [a.brief[:len(lead + asked)] for a in said[before:]] == [lead + asked]
    before = len(said)
    press(s, "8")  # the question with its lead, in one utterance (QA25 F4)
    lead = "Until the open question is answered: "
    assert [a.brief[:len(lead + asked)] for a in said[before + 1:]] == [lead + asked]
    press(s, "+2")
    before = len(said)
    press(s, "8")
    assert len(said) == before + 1  # answered: the table alone


@pytest.mark.parametrize("lang, says", [
    ("en", "It is Cy's turn, unless Cy is out: then Ann plays."),
    ("fr", "C'est au tour de Cy, sauf si Cy a quitté la manche : alors Ann joue."),
    ("es", "Le toca a Cy, salvo que Cy esté fuera: entonces juega Ann."),
])
def test_key_5_after_a_boxer_with_no_target_says_the_next_card_tells(lang, says):
    # "It is Cy's turn." though Cy may have lost Bob's compare: no question is asked yet,
    # the next card tells; only Cy's being out changes whose turn it is (QA22 #9: "Bob or
    # Cy may be out", and with Ann not protected "Ann, Bob, or Cy")
    s, said = session(lang)
    s.observe(o.card_seen(0, "the_urchin"))
    s.observe(o.card_seen(1, "the_boxer"))
    assert s.tracker.question is None and s.tracker.ambiguous
    before = len(said)
    press(s, "5")
    assert [a.brief for a in said[before:]] == [says]
    s.observe(o.card_seen(2, "the_fed"))  # Cy's card: the question is asked now
    assert s.tracker.question is not None


@pytest.mark.parametrize("names, says", [
    (("Ann", "Bob", "Cy"), "It is Bob's turn, unless Bob is out: then Cy plays."),
    (("Ann", "Bob", "Cy", "Dee"), "It is Bob's turn, unless Bob is out: then Cy plays."),
])
def test_key_5_after_a_boxer_names_only_the_player_whose_being_out_matters(names, says):
    """QA22 #9: after Ann's Boxer, no target told, key 5 said "Ann, Bob, or Cy may be
    out": Ann or Cy losing changes nothing, it is Bob's turn unless Bob lost."""
    said = []
    s = TableSession(say=said.append)
    s.observe(o.start("arkham", list(names), "en", 0))
    s.observe(o.card_seen(0, "the_boxer"))
    assert s.tracker.question is None and s.tracker.ambiguous
    before = len(said)
    press(s, "5")
    assert [a.brief for a in said[before:]] == [says]


def test_a_card_given_by_enter_goes_to_the_zone_the_table_waits_for():
    # QA: Enter's card went to the zone of the player whose turn it was. After Alice's
    # Cultists, Bob's card may be his play or his knocked-out hand: it goes to Bob's zone,
    # and the tracker asks, naming it
    s, said = alice_and_bob()
    s.observe(o.card_seen(0, "cultists"))
    press(s, "\n4+1")  # rank 4: The Urchin or Necronomicon; 1: The Urchin
    assert s.tracker.view().seats[1].zone == ("the_urchin",)
    assert any(a.brief.startswith("The Urchin in Bob's discard zone: was that Bob's hand")
               for a in said)


def test_enter_gives_a_sanity_check_card_and_a_knocked_out_hand_to_their_zone():
    # QA: the demo's own Enter for a Sanity check's 2nd card was refused once the 1st was an
    # Other World card (the player already out), and the game ended wrong
    s, said = alice_and_bob()
    s.observe(o.card_seen(0, "the_boxer"))   # no check yet (no Other World card)
    s.observe(o.target(1))
    for obs in (o.seat_out(1),):
        s.observe(obs)
    press(s, "\n3+2")  # Bob's knocked-out hand, rank 3: The Boxer (1) or Deep One (2)
    assert s.tracker.view().seats[1].zone == ("deep_one",)
    assert s.tracker.view().seats[1].out


def test_enter_after_a_tommy_gun_asks_whose_zone_the_card_is_in():
    # QA: the card given by Enter became a Tommy Gun reveal in Alice's zone (the player
    # whose turn it was), whoever Alice had chosen
    s, said = alice_and_bob()
    s.observe(o.card_seen(0, "tommy_gun"))
    zones = [seat.zone for seat in s.tracker.view().seats]
    press(s, "\n2")
    assert said[-1].brief == ("Enter: whose discard zone is it in? 1: Alice; 2: Bob. Answer "
                              "with plus and the number.")
    assert [seat.zone for seat in s.tracker.view().seats] == zones
    press(s, "+2")  # Bob's; rank 2 is The Fed or Nightgaunt: which?
    press(s, "+" + str(1 + [t for t, _ in s.options()].index("The Fed")))
    assert s.tracker.view().seats[1].zone == ("the_fed",)


def test_enter_between_rounds_gives_nothing():
    s, said = alice_and_bob()
    s.observe(o.card_seen(0, "investigators"))
    s.observe(o.target(1))
    s.observe(o.guess(5))
    s.observe(o.seat_out(1))
    s.observe(o.card_seen(1, "the_musician"))  # Bob's hand: the round is over
    depth = len(s.tracker.history)
    press(s, "\n2")
    assert said[-1].brief == "No turn in progress." and len(s.tracker.history) == depth

def test_a_session_log_that_fails_is_said_once_given_up_and_closes_quietly(tmp_path,
                                                                           monkeypatch):
    # QA: a full disk was only on stderr, "Session saved." was said, and closing the log
    # ended the program with a traceback
    import errno
    import os

    from companion.session_log import SessionLog, read_log
    log = SessionLog(tmp_path / "s.jsonl")
    said = []
    s = TableSession(say=said.append, record=log.record)
    s.observe(o.start("arkham", ["Ann", "Bob"], "en", 0))

    def full(_fd):
        raise OSError(errno.ENOSPC, "No space left on device")
    monkeypatch.setattr(os, "fsync", full)
    s.observe(o.card_seen(0, "the_fed"))
    s.observe(o.target(1))
    lost = [a.brief for a in said if "cannot be written" in a.brief]
    assert lost == ["The session log cannot be written any more: if the companion stops "
                    "now, the game cannot be resumed. The game goes on; the terminal says "
                    "why."]
    assert s.log_failed and log.failed and s.tracker.view().seats[0].zone == ("the_fed",)
    log.close()  # no error
    monkeypatch.undo()
    observations, _ = read_log(tmp_path / "s.jsonl")
    assert [x.kind for x in observations][:1] == ["start"]


def test_game_keys_before_the_start_say_the_game_has_not_started():
    # QA: every key answered "No turn in progress." while the camera was still awaited
    said = []
    s = TableSession(say=said.append, lang="fr")
    press(s, "5238*1/3\n2+1")
    assert {a.brief for a in said if not a.brief.endswith("?")} == {
        "La partie n'a pas encore commencé."}
    assert s.tracker.history == []


def test_french_lists_put_a_space_before_the_semicolon():
    # QA: "Table. Ana est en lice; Beto est en lice"
    s, said = session("fr")
    s.observe(o.card_seen(0, "the_urchin"))  # each player said (not "Tout le monde")
    press(s, "8")
    assert " ; " in said[-1].brief and "lice;" not in said[-1].brief


def test_whose_turn_says_what_the_table_waits_for_when_it_is_not_a_play():
    # QA: after a failed Sanity check, key 5 only said "It is Player 2's turn."
    s, said = alice_and_bob()
    s.observe(o.card_seen(0, "the_boxer"))
    s.observe(o.target(1))
    s.observe(o.seat_out(1))
    press(s, "5")
    assert said[-1].brief.endswith("The table is waiting for Bob's hand.")


def test_whose_turn_after_a_failed_sanity_check_says_the_player_is_out():
    # QA N3: "It is Bob's turn. ... The table is waiting for Bob's hand." for a player out
    s, said = alice_and_bob()
    for obs in (o.card_seen(0, "tommy_gun"), o.target(1), o.card_seen(1, "cultists"),
                o.card_seen(1, "deep_one"),  # Bob Insane: a Sanity check of 2 cards
                o.card_seen(1, "randall_tillinghast"), o.card_seen(1, "the_fed")):
        s.observe(obs)
    assert said[-1].brief == "Bob fails. 13 cards left."
    press(s, "5")
    assert said[-1].brief == "Bob is out. The table is waiting for Bob's hand."


def test_whose_turn_names_a_knocked_out_hand_still_owed():
    # QA F26: Carol played before Bob laid his knocked-out hand; key 5 only said Alice
    said = []
    s = TableSession(say=said.append)
    s.observe(o.start("arkham", ["Alice", "Bob", "Carol"], "en", 0))
    for obs in (o.card_seen(0, "the_boxer"), o.target(1), o.seat_out(1),
                o.card_seen(2, "the_fed")):
        s.observe(obs)
    press(s, "5")
    assert said[-1].brief == "It is Alice's turn. The table is waiting for Bob's hand."


def test_enter_goes_to_the_chosen_players_zone_once_the_choice_was_told():
    # QA: "whose discard zone?" was asked among all players right after "Alice chooses Bob"
    s, said = alice_and_bob()
    s.observe(o.card_seen(0, "tommy_gun"))
    s.observe(o.target(1))
    press(s, "\n2")
    press(s, "+" + str(1 + [t for t, _ in s.options()].index("The Fed")))
    assert s.tracker.view().seats[1].zone == ("the_fed",) and not s.choice


def test_enter_with_a_rank_whose_cards_are_all_face_up_asks_which_reading_was_wrong():
    # QA: the camera's "Check: The Sailor again?" answered a key; fresh QA51 run B2: the
    # key outranks the face-up readings (companion.app.face_up_outranked), nothing given yet
    s, said = alice_and_bob()
    s.observe(o.face_up("the_sailor"))
    s.observe(o.face_up("randall_tillinghast"))
    press(s, "\n6")
    assert said[-1].brief == ("All the cards of rank 6 are counted, The Sailor and Randall "
                              "Tillinghast as face up. Which one was not face up? 1: The "
                              "Sailor; 2: Randall Tillinghast. Answer with plus and the "
                              "number, then press Enter and 6 again.")
    assert s.tracker.view().seats[0].zone == ()


def test_a_card_read_while_enter_asks_whose_zone_cancels_the_question():
    # QA: the camera read the card, then the helper's answer gave it a second time
    s, said = alice_and_bob()
    s.observe(o.card_seen(0, "tommy_gun"))
    press(s, "\n2")
    assert s.choice
    s.observe(o.card_seen(1, "the_fed"))  # the camera
    assert not s.choice
    press(s, "+2")
    assert s.tracker.view().seats[1].zone == ("the_fed",)


def test_enter_while_a_question_is_open_asks_it_again_and_gives_nothing():
    # QA: Enter answered "Sane or Insane effect?" by itself and ended the game
    s, said = alice_and_bob()
    s.observe(o.card_seen(0, "cultists"))
    s.observe(o.card_seen(1, ("the_urchin", "necronomicon")))  # "which card is it?"
    depth = len(s.tracker.history)
    press(s, "\n2")
    assert said[-1].brief.startswith("First answer the open question: Which card in Bob's zone")
    assert said[-1].kind == "question" and len(s.tracker.history) == depth


@pytest.mark.parametrize("lang, insane, protected", [
    ("fr", "Ann est en lice, en proie à la folie", "Bob est en lice, sous protection"),
    ("es", "Ann sigue en juego, presa de la locura", "Bob sigue en juego, con protección"),
])
def test_player_states_are_said_without_a_gender(lang, insane, protected):
    # QA: "Carol est en lice, protégé", "Alice está loco" for every player
    s, said = session(lang)
    s.observe(o.card_seen(0, "cultists"))   # Other World: Ann is Insane
    s.observe(o.target(1))
    s.observe(o.guess(5))
    s.observe(o.card_seen(1, "the_urchin"))  # Bob is protected
    press(s, "8")
    assert insane in said[-1].brief and protected in said[-1].brief


def test_whose_turn_between_rounds_says_the_deal_waits_for_the_open_question():
    # QA F6: key 5 said only "No turn in progress." while the deal waited for "which card?"
    s, said = alice_and_bob()
    s.observe(o.card_seen(0, "the_boxer"))
    s.observe(o.target(1))
    s.observe(o.seat_out(1))
    s.observe(o.card_seen(1, ["the_boxer", "deep_one"]))
    assert s.tracker.view().active is None and s.tracker.question.value == "card"
    before = len(said)
    press(s, "5")
    texts = [a.brief for a in said[before:]]
    assert texts[0] == "No turn in progress."
    assert texts[1].startswith("The next deal waits for the answer to the question. "
                               "Which card in Bob's zone")
    press(s, "+2")
    before = len(said)
    press(s, "5")
    assert [a.brief for a in said[before:]] == ["No turn in progress."]


def _bob_played_cthulhu():
    """Ann plays The Dilettante and is out with The Boxer; Bob plays Cthulhu (QA12 f_s6)."""
    s, said = session()
    for obs in (o.card_seen(0, "the_dilettante"), o.card_seen(0, "the_boxer"),
                o.card_seen(1, "cthulhu")):
        s.observe(obs)
    said.clear()
    return s, said


def test_undoing_a_correction_then_the_card_names_the_card_read():
    """QA12 F7: after a slash correction was undone, the next undo named the corrected card
    ("Undone: The Sailor in Bob's zone.") while Cthulhu was removed."""
    s, said = _bob_played_cthulhu()
    # k61: the round's end held for Bob's hand; said with no input (the live table's
    # app.end_held after END_HELD_S)
    s.say_end_held()
    assert said[-1].brief == "Cy wins the round and has 1 Sane."
    press(s, "/6+1")                                    # a wrong correction: The Sailor
    assert s.tracker.view().seats[1].zone == ("the_sailor",)
    # review of k60: Cthulhu ended the round at once (flow.round_over_owed), Carol's win
    # said; the correction takes it back, said so
    assert said[-1].brief == "The round is not over any more: its token is taken back."
    press(s, "--")  # and Bob is out again with Cthulhu (QA13b F7 leftover), Carol's win back
    assert [a.brief for a in said[-3:]] == ["Undone: the correction of Bob's card.",
                                            "Bob is out.", "Cy wins the round and has 1 Sane."]
    assert s.tracker.view().seats[1].zone == ("cthulhu",)
    assert s.tracker.history[-1][0] == o.card_seen(1, "cthulhu")
    press(s, "--")
    assert [a.brief for a in said[-3:]] == [
        "Undone: Cthulhu in Bob's zone.",
        "The round is not over any more: its token is taken back.", "It is Bob's turn."]
    assert s.tracker.view().seats[1].zone == ()
    s.observe(o.card_seen(1, "cthulhu"))                # the camera reads it again
    assert [a.brief for a in said[-2:]] == ["Bob: Cthulhu.", "Bob is out."]  # QA23 #13
    s.say_end_held()  # (k61: held for his hand, as at first)
    assert said[-1].brief == "Cy wins the round and has 1 Sane."


def test_a_correction_of_a_self_out_whose_end_was_held_says_no_end():
    """k61: Bob's Cthulhu ended the round at once, its end held unsaid for his hand
    (``Tracker.end_held``); a slash correction to The Sailor then takes back nothing the
    player heard: no "The round is not over any more"; its undo holds the end again, said
    with no input as before (not at once, ahead of his hand)."""
    s, said = _bob_played_cthulhu()
    assert s.tracker.end_held()
    press(s, "/6+1")
    texts = [a.brief for a in said]
    assert texts[-1] == "Bob is still in after all." and not any(
        "not over" in t for t in texts), texts
    press(s, "--")
    assert [a.brief for a in said[-2:]] == ["Undone: the correction of Bob's card.",
                                            "Bob is out."]
    assert s.tracker.end_held()
    assert [e.kind for e in s.say_end_held()] == ["round_ended", "first_player"]
    assert said[-1].brief == "Cy wins the round and has 1 Sane."


@pytest.mark.parametrize("lang, says", [
    ("en", "The Dilettante is already in Ann's zone; nothing changed. Correct again with "
           "slash."),
    ("fr", "est déjà dans la zone d'Ann ; rien n'a changé."),
    ("es", "ya está en la zona de Ann; no ha cambiado nada."),
])
def test_a_correction_to_a_card_already_in_another_zone_changes_nothing(lang, says):
    """QA12 F10: a correction to The Dilettante (its only copy in Ann's zone) removed Bob's
    card and reopened the round, said only "Check: The Dilettante again?"; each later
    correction said "That answer does not fit." once per refusal before it."""
    s, said = session(lang)
    for obs in (o.card_seen(0, "the_dilettante"), o.card_seen(0, "the_boxer"),
                o.card_seen(1, "cthulhu"), o.card_seen(1, "the_fed")):
        s.observe(obs)                                  # Bob out with The Fed: Cy wins
    before = s.tracker.view()
    assert before.active is None and before.seats[2].tokens.sane == 1
    said.clear()
    press(s, "/8")  # both rank-8 cards lie counted (Ann's Dilettante, Bob's Cthulhu): none
    assert s.choice == () and s.tracker.view() == before  # offered (ord71, QA69 L3)
    said.clear()
    s._give(o.was("the_dilettante"))  # given as slash's list gave it before ord71
    assert [a.kind for a in said] == ["inconsistency"]
    assert says in said[-1].brief
    assert s.tracker.view() == before
    s._give(o.was("the_dilettante"))
    said.clear()
    press(s, "/3+2")                                    # Deep One: taken
    assert s.tracker.view().seats[1].zone == ("cthulhu", "deep_one")
    assert not [a for a in said if a.kind == "inconsistency"]
    press(s, "--")                                      # undo the correction taken
    assert s.tracker.view() == before
    press(s, "--")                                      # then the second refused one
    assert s.tracker.view() == before
    assert s.tracker.history[-2][0] == o.card_seen(1, "the_fed")


def test_a_card_not_confirmed_is_said_so_by_the_zone_and_unseen_keys_and_resume():
    """QA12 F6: while "Which card is it: The Fed or Nightgaunt?" was open, the zone key,
    the unseen key and ``companion resume`` gave the first candidate as fact."""
    from companion.commands.resume import summary
    s, said = _bob_played_cthulhu()
    press(s, "\n2")                                     # Bob's hand: The Fed or Nightgaunt
    assert s.tracker.question is not None
    press(s, "*2")
    assert said[-1].brief == ("Bob's discard zone: Cthulhu and The Fed or the Nightgaunt "
                              "(not confirmed).")
    press(s, "3")
    # neither taken as seen: rank 2's 3 are 2 copies of The Fed and Nightgaunt (by rank
    # while more than 6 different cards are unseen, QA23 #15)
    assert "3 each of ranks 5, 4, and 2" in said[-2].brief
    assert said[-1].brief == "Not confirmed, so counted as unseen: The Fed or the Nightgaunt."
    assert "zone: Cthulhu, The Fed or the Nightgaunt (not confirmed)" in "\n".join(
        summary(s.tracker, "en"))
    press(s, "+2")                                      # Nightgaunt
    press(s, "*2")
    assert said[-1].brief == "Bob's discard zone: Cthulhu and the Nightgaunt."
    press(s, "3")
    assert "2 each of ranks 7, 6, 3, 2, and 0" in said[-1].brief  # rank 2: 2 Feds left


def test_key_5_names_nobody_while_the_open_question_decides_whose_turn_it_is():
    """QA13b N8: with "is Carol out?" open, key 5 said "It is Bob's turn." (Bob had just
    played); the accounts differ on the active player, so it now says that the answer
    decides, with the question, and names the player once answered."""
    said = []
    s = TableSession(say=said.append, lang="en")
    s.observe(o.start("original", ["Alice", "Bob", "Carol"], "en", 0))
    for seat, c in ((0, "golden_mead"), (1, "investigators_original"), (2, "cats_of_ulthar"),
                    (0, "liber_ivonis"), (0, "elder_sign")):
        s.observe(o.card_seen(seat, c))
    del said[:]
    press(s, "5")
    text = " ".join(a.brief for a in said)
    assert "turn" in text and "Bob's turn" not in text and "so Carol is out?" in text
    press(s, "+2")
    del said[:]
    press(s, "5")
    assert said[0].brief == "It is Bob's turn."


def test_an_undone_correction_says_who_is_out_again():
    """QA13b F7 leftover: Bob's Cthulhu (he is out) corrected to The Sailor (he is in),
    then the correction undone: only "Undone: the correction of Bob's card." was said, and
    the listener, who last heard "Bob: The Sailor.", did not learn that Bob is out again."""
    said = []
    s = TableSession(say=said.append, lang="en")
    s.observe(o.start("arkham", ["Alice", "Bob", "Carol"], "en", 0))
    for seat, c in ((0, "the_dilettante"), (0, "the_boxer"), (1, "cthulhu")):
        s.observe(o.card_seen(seat, c))
    assert s.tracker.view().seats[1].out
    s.say_end_held()  # "Carol wins the round" (k61: held for Bob's hand, then said)
    s.observe(o.was("the_sailor"))
    assert not s.tracker.view().seats[1].out
    del said[:]
    press(s, "--")
    # the round's end Bob's Cthulhu made (flow.round_over_owed) back with it (review of k60)
    assert [a.brief for a in said] == ["Undone: the correction of Bob's card.", "Bob is out.",
                                       "Carol wins the round and has 1 Sane."]


@pytest.mark.parametrize("lang, over", [
    ("en", "The game is over, won by Player 2."),
    ("fr", "La partie est terminée, victoire de Player 2."),  # engine names
])
def test_keys_5_and_8_say_the_game_is_over_and_who_won(lang, over):
    """QA17 #3: after the game, key 5 said "No turn in progress." and key 8 "Carol is in,
    Insane", as if play went on."""
    from companion.engine.bots import play_random_game
    from companion.tracker.from_engine import game_observations

    said = []
    s = TableSession(say=said.append, lang=lang)
    for obs in game_observations(play_random_game("arkham", 2, seed=1), lang):
        s.observe(obs)
    assert s.tracker.view().game_winners == (1,)
    press(s, "5")
    assert said[-1].brief == over
    press(s, "8")
    assert said[-1].brief.startswith(over + " ")
    press(s, "\n3")                                          # QA18: Enter, "No turn"
    assert said[-1].brief.startswith(over + " ")  # and how to begin another (QA31 #6)


def test_an_undone_correction_says_what_the_table_waits_for_now():
    """QA17 #2: a card corrected to Deep One made Alice Insane ("Alice: Sanity check, 1
    card."); the correction undone, only "Undone: the correction of Alice's card." was said,
    so a card she then revealed for the check would have been read as her play."""
    said = []
    s = TableSession(say=said.append, lang="en")
    s.observe(o.start("arkham", ["Alice", "Bob"], "en", 1))
    s.observe(o.card_seen(1, "tommy_gun"))
    s.observe(o.target(0))
    for c in ("the_boxer", "the_urchin"):
        s.observe(o.card_seen(0, c))
    assert s.tracker.waiting()[:2] == ("play", 0)
    press(s, "/3+2")                                         # The Boxer was Deep One
    assert s.tracker.waiting()[:2] == ("check", 0)
    del said[:]
    press(s, "--")
    assert [a.brief for a in said] == ["Undone: the correction of Alice's card.",
                                       "The table is waiting for Alice's play."]


def test_key_4_sets_the_players_apart_by_semicolons_and_groups_those_with_none():
    """QA17 #12: "Alice: Sane 0, Insane 0, Bob: Sane 0, …": the commas inside each player's
    tokens and between players ran together by ear. QA18 N7: "Sane 0, Insane 0" for each
    of 6 players was long by ear: only the tokens players have, the rest in one phrase."""
    from companion.rules import Tokens
    s, said = session()
    press(s, "4")
    assert said[-1].brief == "Mythos tokens: nobody has one yet."
    tokens = s.tracker.state.tokens
    tokens[1] = Tokens(1, 0)
    press(s, "4")
    assert said[-1].brief == "Mythos tokens. Bob has 1 Sane; the others none."
    tokens[2] = Tokens(1, 2)
    press(s, "4")
    assert said[-1].brief == "Mythos tokens. Bob has 1 Sane; Cy has 1 Sane, 2 Insane; Ann none."
    tokens[0] = Tokens(0, 1)
    press(s, "4")
    assert said[-1].brief == ("Mythos tokens. Ann has 1 Insane; Bob has 1 Sane; Cy has 1 Sane, "
                              "2 Insane.")


@pytest.mark.parametrize("lang, says", [
    ("en", "Mythos tokens. Player 3 has 1 Sane; the others none."),
    ("fr", "Pions Mythe. Joueur 3 a 1 pion sain d'esprit ; les autres aucun."),
    ("es", "Fichas de Mitos. Jugador 3 tiene 1 ficha del lado cuerdo; los demás ninguna."),
])
def test_key_4_with_the_default_names_is_not_a_string_of_numbers(lang, says):
    # QA19 #6: "Tokens. Player 3 1 Sane; …", "Pions. Joueur 1 2 Sains", "Fichas. Jugador 1
    # 2 cuerdos": by ear "player one two sane"; "Bob 1 Insane" could be Bob's state
    from companion.narration.catalog import message
    from companion.rules import Tokens
    said = []
    s = TableSession(say=said.append, lang=lang)
    s.observe(o.start("arkham", [message(lang, "app.default_player", number=n)
                                 for n in (1, 2, 3)], lang, 0))
    s.tracker.state.tokens[2] = Tokens(1, 0)
    press(s, "4")
    assert said[-1].brief == says


def test_the_spoken_help_names_key_4_as_it_answers():
    # QA19 #12: the help said "4 scores" / "4 les scores" for "Tokens." / "Pions."
    from companion.narration.catalog import message
    from companion.narration.narrate import token_words
    for lang, name in (("en", "mythos tokens"), ("fr", "pions mythe"),
                       ("es", "fichas de mitos")):
        words = token_words(lang, "arkham")
        assert f"4 {name}." in message(lang, "app.help", **words).lower().replace(
            "\n", " ").replace("4 les ", "4 ").replace("4 las ", "4 ")
        assert message(lang, "app.scores", list="X", **words).lower().startswith(name)


def test_key_1_says_an_open_question_once_with_its_answers():
    """QA17 #12: key 1 said "Which card is it: …? 1 Tommy Gun, 2 R'lyeh. …" and then
    "Answers: 1: Tommy Gun; 2: R'lyeh." again."""
    from companion.tracker.events import question
    s, said = session()
    s.tracker.question = question("rlyeh", 0, ("end", "continue"))
    del said[:]
    press(s, "1")
    assert [a.brief for a in said] == ["Ann: end the round now? 1 yes, 2 no. Answer with plus and "
                                       "the number."]


def test_a_correction_never_offers_the_card_set_aside_face_up():
    """QA17 #12: "/0" offered The Stowaway Eggs, which lay set aside face up in the middle."""
    s, said = session()
    assert s.tracker.view().aside == "stowaway_eggs"
    s.observe(o.card_seen(0, "the_urchin"))
    press(s, "/0")
    assert said[-1].brief == ("Which card? 1: the Tommy Gun; 2: R'lyeh. Press plus and its "
                              "number.")


def test_key_8_says_a_player_the_accounts_differ_on_may_be_out():
    """QA17 #11: after a Boxer with no target told, companion resume said everyone "out
    (not confirmed)" while key 8 said "Ann is in; Bob is in; Cy is in" as fact."""
    s, said = session()
    s.observe(o.card_seen(0, "the_boxer"))
    press(s, "8")
    # QA18 N6: one sentence; fresh QA51 E: the untold effect, not every player named
    # fresh QA57 MEDIUM-3: who is in, not as fact
    assert said[-1].brief == ("Table. Ann played The Boxer: it may have put a player out "
                              "(not confirmed; no hand laid yet); Ann, Bob, and Cy are in, "
                              "unless that play put one of them out.")
    s.observe(o.target(1))
    s.observe(o.seat_out(1))
    press(s, "8")
    assert said[-1].brief == "Table. Ann is in; Bob is out; Cy is in."


def test_undoing_the_card_that_ended_the_game_says_the_win_is_taken_back():
    """QA18 N8: after "… wins the game!", undo said only "Undone: Investigators in Player
    1's zone."; the win and its token were taken back without a word."""
    from companion.engine.bots import play_random_game
    from companion.tracker.from_engine import game_observations

    said = []
    s = TableSession(say=said.append)
    for obs in game_observations(play_random_game("arkham", 2, seed=1)):
        s.observe(obs)
    tokens = s.tracker.view().seats[1].tokens
    del said[:]
    press(s, "--")
    assert [a.brief for a in said] == [
        "Undone: the Investigators in Player 1's zone.",
        "The game and the round are not over any more: the last token is taken back."]
    view = s.tracker.view()
    assert not view.game_winners and view.seats[1].tokens != tokens


@pytest.mark.parametrize("lang, says", [
    ("en", "Undone: what the camera read in Bob's zone. It will not read that card again: "
           "answer by key."),
    ("fr", "C'est annulé : ce que la caméra a lu dans la zone de Bob. Elle ne relira pas cette "
           "carte : répondez avec les touches."),
    ("es", "Deshecho: lo que la cámara leyó en la zona de Bob. No volverá a leer esa carta: "
           "responde con las teclas."),
])
def test_undoing_the_camera_s_settling_reading_asks_again_and_says_to_answer_by_key(lang,
                                                                                    says):
    """The camera's clear reading settled "Which card is it?" ("The cards tell it: …"):
    undone, the question opens again, but the camera does not report that card again, so
    the answer must come by key; it was said "Undone: the last answer." (no answer had
    been given) and nothing told the table the camera would not settle it again. One undo
    is still one step: the card entered by key stays, the next undo removes it."""
    s, said = session(lang)
    s.observe(o.card_seen(0, "the_urchin"))
    s.observe(o.card_seen(1, ("the_fed", "nightgaunt")))  # entered by key: Enter 2
    s.observe(o.was("the_fed", seen=True))               # the camera reads The Fed
    del said[:]
    press(s, "--")
    assert said[0].brief == says
    assert s.tracker.question.info == ("the_fed", "nightgaunt")
    assert said[1].kind == "question"  # asked again, with its answers and keys
    press(s, "+2")
    assert s.tracker.zone_reads(1) == (("nightgaunt",),)


@pytest.mark.parametrize("lang, says", [
    ("en", "Whose turn it is depends on the next card: Ann or Bob may be out."),
    ("fr", "Le tour dépend de la prochaine carte : Ann ou Bob a peut-être quitté "
           "la manche."),
    ("es", "De quién es el turno depende de la próxima carta: Ann o Bob quizá están fuera."),
])
def test_key_5_after_a_boxer_with_two_players_agrees_with_the_players_named(lang, says):
    """Spanish said "Ann o Bob quizá está fuera" (singular after two names); French keeps
    the singular: "ou" sets them apart (one of them at most lost the compare)."""
    said = []
    s = TableSession(say=said.append)
    s.observe(o.start("arkham", ["Ann", "Bob"], lang, 0))
    s.observe(o.card_seen(0, "the_boxer"))
    before = len(said)
    press(s, "5")
    assert [a.brief for a in said[before:]] == [says]


@pytest.mark.parametrize("lang, says", [
    ("en", "card: unknown card in ('not_a_card',)"),
    ("fr", "card : carte inconnue dans ('not_a_card',)"),
    ("es", "card: carta desconocida en ('not_a_card',)"),
])
def test_a_malformed_observation_is_said_in_the_table_s_language(lang, says):
    s, said = session(lang)
    s.observe(Observation("card", seat=0, cards=("not_a_card",)))
    assert said[-1].brief == says and said[-1].earcon == "error"
