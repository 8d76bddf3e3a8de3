"""The tracker applies the rules at the right moment (RULINGS items in the test names)."""
from companion.tracker import observations as o
from tests.companion.tracker.builders import feed, kinds, tracker


def test_setup_counts_deck_and_first_turn_draw():
    t = tracker(4)
    v = t.view()
    assert (v.round, v.active, v.deck_count, v.aside) == (1, 0, 20, "stowaway_eggs")


def test_two_player_face_up_cards_are_public():
    t = tracker(2)
    feed(t, *(o.face_up(c) for c in ["the_fed", "the_boxer", "investigators",
                                     "investigators", "the_urchin"]))
    assert t.view().face_up == ("the_fed", "the_boxer", "investigators", "investigators",
                                "the_urchin")
    assert t.unseen()["investigators"] == 3
    bad = t.apply(o.face_up("the_sailor"))
    assert kinds(bad) == ["inconsistency"]


def test_card_in_active_zone_is_a_play_and_turn_passes():
    t = tracker(3)
    events = feed(t, o.card_seen(0, "the_entertainer"))
    assert kinds(events) == ["card_played", "turn_started"]
    assert t.view().active == 1 and t.view().deck_count == 20


def test_A14_sanity_check_reveals_all_then_judges():
    t = tracker(3)
    feed(t, o.card_seen(0, "the_urchin"), o.card_seen(1, "the_fed"),
         o.card_seen(2, "the_boxer"))
    # Tommy Gun places two Other World cards into Ann's zone: she is Insane with 2.
    feed(t, o.card_seen(0, "tommy_gun"), o.card_seen(0, "cultists"), o.card_seen(0, "deep_one"))
    v = t.view()
    assert v.seats[0].insane and v.deck_count == 15 and v.active == 1
    feed(t, o.card_seen(1, "investigators"), o.still_in(2), o.card_seen(2, "investigators"),
         o.still_in(1))
    events = feed(t, o.card_seen(0, "the_sailor"))   # a card of the check, not a play
    events += feed(t, o.card_seen(0, "nightgaunt"))
    got = kinds(events)
    assert "card_played" not in got
    assert [e.count for e in events if e.kind == "sanity_check"] == [2]
    assert got.index("check_failed") > got.index("card_revealed")
    assert t.view().seats[0].out is True
    feed(t, o.card_seen(0, "the_musician"))  # her hand, face up
    assert t.view().active == 1 and t.view().deck_count == 11


def test_A8_necronomicon_insane_asks_which_effect_then_prevents_knock_out():
    t = tracker(3)
    feed(t, o.card_seen(0, "rlyeh"))          # Sane: Tommy Gun into ...
    feed(t, o.card_seen(0, "cultists"), o.card_seen(0, "the_fed"))  # Ann Insane (1 OW + R'lyeh)
    feed(t, o.card_seen(1, "the_urchin"), o.card_seen(2, "the_urchin"))
    # Ann's Sanity check: 2 cards (R'lyeh and Cultists are Other World).
    feed(t, o.card_seen(0, "investigators"), o.card_seen(0, "investigators"))
    events = feed(t, o.card_seen(0, "necronomicon"))
    assert [e.value for e in events if e.kind == "question"] == ["effect"]
    feed(t, o.effect("insane"))
    assert t.view().seats[0].immune and not t.view().seats[0].protected


def test_A3_rlyeh_owner_is_asked_at_next_turn_and_may_end_round():
    t = tracker(2)
    feed(t, *(o.face_up(c) for c in ["the_fed", "the_fed", "investigators", "investigators",
                                     "investigators"]))
    feed(t, o.card_seen(0, "cultists"))
    feed(t, o.card_seen(1, "the_urchin"))
    feed(t, o.card_seen(0, "the_boxer"))  # Ann's check (1 card) passes
    events = feed(t, o.card_seen(0, "rlyeh"), o.effect("insane"), o.deck_visible("the_sailor"))
    assert t.view().deck_visible == "the_sailor"
    feed(t, o.card_seen(1, "the_urchin"))
    events = t.apply(o.card_seen(1, "the_musician"))
    assert kinds(events) == ["inconsistency"]  # Bob already played this turn
    assert t.question is not None and t.question.value == "rlyeh"
    events = feed(t, o.rlyeh(True))
    assert kinds(events)[:2] == ["rlyeh_choice", "showdown"]
    feed(t, o.hand_revealed(0, "the_entertainer"), o.hand_revealed(1, "the_dilettante"))
    v = t.view()
    assert v.round_winners == (1,) and v.seats[1].tokens.sane == 1 and v.active is None


def test_A11_tied_showdown_shares_tokens_and_asks_who_starts():
    from companion.engine.bots import play_random_game
    from companion.tracker.from_engine import game_observations
    from companion.tracker import Tracker
    game = play_random_game("arkham", 4, seed=5)  # a game with a tied round
    t = Tracker()
    asked = []
    for obs in game_observations(game):
        events = t.apply(obs)
        asked += [e for e in events if e.kind == "question" and e.value == "first"]
        ties = [e for e in events if e.kind == "round_ended" and len(e.info) > 1]
        for tie in ties:
            assert all(t.view().seats[s].tokens != (0, 0) for s in tie.info)
    assert asked and all(len(q.info) > 1 for q in asked)


def test_A10_musician_forced_discard_of_dilettante_knocks_out():
    t = tracker(3)
    events = feed(t, o.card_seen(0, "the_musician"), o.card_seen(2, "the_dilettante"))
    assert "player_out" in kinds(events)
    v = t.view()
    assert v.seats[2].out and v.seats[2].zone == ("the_dilettante",) and v.active == 1
    assert v.deck_count == 20  # no draw for a knocked-out player


def test_boxer_result_is_inferred_from_the_next_card():
    t = tracker(4)
    feed(t, o.card_seen(0, "the_boxer"))
    assert t.ambiguous
    events = feed(t, o.card_seen(2, "the_fed"))  # Cy's zone, not the next player: Cy's hand
    v = t.view()
    assert v.seats[2].out and v.active == 1  # the most likely account
    # ...or Bob lost and is slow to lay his hand, and this is Cy's play (QA F26): asked
    assert [(e.value, e.seat) for e in events if e.kind == "question"] == [("out", 2)]
    feed(t, o.seat_out(2))
    assert not t.ambiguous and t.view().seats[2].out


def test_investigators_miss_closes_when_next_player_acts():
    t = tracker(4)
    feed(t, o.card_seen(0, "investigators"))
    assert t.view().active == 1  # the most likely account: a miss, Bob's turn
    feed(t, o.card_seen(2, "the_urchin"))  # Cy's hand: she was guessed
    assert t.view().seats[2].out


def test_question_out_when_hand_and_play_look_alike():
    t = tracker(3)
    feed(t, o.card_seen(0, "investigators"))
    events = feed(t, o.card_seen(1, "the_fed"))
    assert [(e.value, e.seat) for e in events if e.kind == "question"] == [("out", 1)]
    feed(t, o.seat_out(1))
    v = t.view()
    assert v.seats[1].out and v.active == 2


def test_shoggoth_insane_reveal_wins_the_round():
    t = tracker(3)
    feed(t, o.card_seen(0, "tommy_gun"), o.card_seen(0, "cultists"), o.card_seen(0, "the_fed"))
    feed(t, o.card_seen(1, "the_urchin"), o.card_seen(2, "the_urchin"))
    feed(t, o.card_seen(0, "investigators"))  # check passes
    feed(t, o.card_seen(0, "shoggoth"), o.hand_revealed(0, "the_sailor"))
    v = t.view()
    assert v.round_winners == (0,) and v.seats[0].tokens.insane == 1


def test_stowaway_insane_aside_taken_then_plays_again():
    t = tracker(3)
    feed(t, o.card_seen(0, "tommy_gun"), o.card_seen(0, "cultists"), o.card_seen(0, "the_fed"))
    feed(t, o.card_seen(1, "the_boxer"), o.still_in(0), o.card_seen(2, "the_fed"))
    feed(t, o.card_seen(0, "investigators"))
    feed(t, o.card_seen(0, "stowaway"), o.aside_taken())
    v = t.view()
    assert v.aside is None and v.active == 0
    feed(t, o.card_seen(0, "the_urchin"))
    assert t.view().active == 1


def test_O15_original_check_stops_at_first_insanity_card():
    t = tracker(3, "original")
    feed(t, o.card_seen(0, "deep_ones"), o.still_in(1))   # Sane guess, Insane afterwards
    feed(t, o.card_seen(1, "elder_sign"), o.card_seen(2, "elder_sign"))
    events = feed(t, o.card_seen(0, "hound_of_tindalos"))  # 1-card check fails at once
    assert "check_failed" in kinds(events)


def test_A13_game_ends_with_two_sane_tokens():
    t = tracker(2)
    up = ["the_fed", "the_fed", "investigators", "investigators", "investigators"]
    feed(t, *(o.face_up(c) for c in up))
    feed(t, o.card_seen(0, "the_dilettante"), o.card_seen(0, "the_boxer"))
    assert t.view().round_winners == (1,) and t.question is None
    feed(t, o.new_round(), *(o.face_up(c) for c in up))
    assert t.view().active == 1
    feed(t, o.card_seen(1, "the_urchin"), o.card_seen(0, "the_dilettante"),
         o.card_seen(0, "the_boxer"))
    v = t.view()
    assert v.game_winners == (1,) and v.seats[1].tokens.sane == 2 and v.active is None


def test_a_sanity_check_card_must_be_the_card_the_face_up_deck_shows():
    # RULINGS A16 (the deck turned face up by R'lyeh): the next card is the visible one.
    # QA: a misread Randall Tillinghast was taken, and knocked Player 2 out
    from companion.tracker import Tracker
    from companion.tracker.observations import from_json
    lines = [
        '{"kind": "start", "value": {"edition": "arkham", "names": ["P1", "P2"], "lang": "en",'
        ' "first": 0, "options": {"liber_ivonis_duration": "round"}}}',
        *(f'{{"kind": "face_up", "cards": ["{k}"]}}' for k in
          ("tommy_gun", "necronomicon", "the_dilettante", "the_sailor", "the_boxer")),
        '{"kind": "card", "seat": 0, "cards": ["the_musician"]}',
        '{"kind": "card", "seat": 0, "cards": ["deep_one"]}',
        '{"kind": "card", "seat": 1, "cards": ["shoggoth"]}',
        '{"kind": "card", "seat": 0, "cards": ["investigators"]}',
        '{"kind": "card", "seat": 0, "cards": ["rlyeh"]}',
        '{"kind": "deck_visible", "cards": ["investigators"]}']
    t = Tracker()
    for line in lines:
        t.apply(from_json(line))
    wrong = t.apply(from_json('{"kind": "card", "seat": 1, "cards": ["randall_tillinghast"]}'))
    assert [e.kind for e in wrong] == ["inconsistency"] and not t.view().seats[1].out
    right = t.apply(from_json('{"kind": "card", "seat": 1, "cards": ["investigators"]}'))
    assert "inconsistency" not in [e.kind for e in right]


def test_the_musicians_and_tommy_guns_cards_go_to_the_told_players_zone_only():
    # Found with QA F26: after "Ann chooses Bob", Cy's card was taken as the Musician's
    # forced discard (and the told target silently changed to Cy)
    t = tracker(3)
    feed(t, o.card_seen(0, "the_musician"), o.target(1))
    bad = t.apply(o.card_seen(2, "the_fed"))
    assert [(e.kind, e.value) for e in bad] == [("inconsistency", "unexpected")]
    feed(t, o.card_seen(1, "the_fed"))
    assert t.view().seats[1].zone == ("the_fed",)
    t = tracker(3)
    feed(t, o.card_seen(0, "tommy_gun"), o.target(1))
    assert kinds(t.apply(o.card_seen(2, "the_fed"))) == ["inconsistency"]
    feed(t, o.card_seen(1, "the_fed"), o.card_seen(1, "the_boxer"))
    assert t.view().seats[1].zone == ("the_fed", "the_boxer")
