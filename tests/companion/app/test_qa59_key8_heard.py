"""Fresh QA59 MEDIUM-2: key 8 (the table) named what the player never heard, or
contradicted what was just said (docs/keys.en.md, key 8: the answer tells the game as
heard, a possible out "not confirmed" only as the table said it).

- run B (5 players, es, seed 337) frame 56, only Alice's Cultists and "was the Shoggoth
  Bob's hand?" heard: "Bob, Dan y Eve quizá están fuera (sin confirmar); Alice sigue en
  juego; Carol sigue en juego." -- Dan and Eve's hands owed after the Cultists (the table
  went on), Carol's doubt left to her next card: all three only as that play's effect;
- run B 11:21:07, plus 2, its news heard ("Carol: The Boxer.", Eve's question), then minus
  twice: "si Eve jugó los Investigadores, …" -- a card the undone answer's news named;
- run F (2 players, fr, seed 333), key 8 0.5 s into the deal's "Bob quitte la manche ; sa
  main : Cthulhu.": cut it and said "Bob a peut-être quitté la manche (non confirmé ;
  aucune main posée)";
- run D2, resumed while Alice's R'lyeh laid its cards: "It is Alice's turn. Alice is
  Insane, 1 Other World card." then key 8 "Alice is in": the R'lyeh enters her zone once
  its effect is over (seed 002 "State of Mind"; RULINGS A12), "Alice is now Insane." said
  after its cards: key 5 does not say it before either.
"""
from companion.app.keys import Command
from companion.app.session import TableSession
from companion.tracker import observations as o

from .test_session import press
from .test_speech_order import say_all
from .test_state_as_heard import hear_all, heard_up_to

FIVE = ("Alice", "Bob", "Carol", "Dan", "Eve")


def _key(s, said, keys):
    told = len(said)
    press(s, keys)
    return [a.brief for a in said[told:]]


def test_qa59_key_8_after_a_guess_and_a_hand_question_names_no_owed_hand():
    said = []
    s = TableSession(say=said.append)
    s.observe(o.start("arkham-classic", list(FIVE), "es", 0))
    s.observe(o.card_seen(0, "cultists"))
    s.observe(o.card_seen(1, "shoggoth"))  # asked: Bob's hand (the guess hit him)?
    table = _key(s, said, "8")[0]
    # on main: "Mesa. Bob, Dan y Eve quizá están fuera (sin confirmar); Alice sigue en
    # juego; Carol sigue en juego."
    assert table == (
        "Mesa. Bob quizá está fuera (sin confirmar); Alice jugó los Sectarios: quizá ha "
        "dejado fuera a un jugador (sin confirmar; ninguna mano descubierta); Carol, Dan y "
        "Eve siguen en juego, salvo si esa jugada dejó fuera a uno de ellos; Alice sigue "
        "en juego."), table


def test_qa59_key_8_after_an_undone_answer_names_no_card_only_its_news_named():
    s, speaker, engine = heard_up_to(o.card_seen(0, "cultists"), o.card_seen(1, "shoggoth"),
                                     names=FIVE)
    for seat, key in ((2, "the_boxer"), (4, "investigators"), (3, "deep_one")):
        s.observe(o.card_seen(seat, key))  # held: the Shoggoth's question is open
    press(s, "+2")
    engine.say_until("Carol: The Boxer")
    hear_all(speaker, engine)  # its news, then Eve's question
    assert any(line.startswith("The Investigators in Eve's") for line in engine.spoken)
    press(s, "--")
    hear_all(speaker, engine)  # "Undone: the last answer." and the Shoggoth's question
    engine.spoken.clear()
    s.key(Command("table"))
    spoken = say_all(speaker, engine)
    # on main: "Table. Bob, Dan, and Eve may be out (not confirmed); if Eve played the
    # Investigators, it may have put a player out (…); Alice and Carol are in, unless …"
    assert spoken[0] == (
        "Table. Bob may be out (not confirmed); Alice played the Cultists: it may have put a "
        "player out (not confirmed; no hand laid yet); Carol, Dan, and Eve are in, unless "
        "that play put one of them out; Alice is in."), spoken


def test_qa59_key_8_during_the_round_end_line_of_a_deal_says_it_first():
    face_up = [o.face_up(c) for c in
               ("deep_one", "the_musician", "cultists", "the_fed", "the_dilettante")]
    s, speaker, engine = heard_up_to(*face_up, o.card_seen(0, "investigators"),
                                     names=("Alice", "Bob"))
    s.observe(o.card_seen(1, "cthulhu"))  # Bob's hand: the round is over, held for the deal
    s.observe(o.new_round())
    engine.say_until("Bob is out, with Cthulhu.")
    s.key(Command("table"))
    spoken = say_all(speaker, engine)
    # on main: "Table. Alice played the Investigators: it may have put Bob out (not
    # confirmed; no hand laid yet); Alice is in.", the line cut, said after it
    assert spoken[:3] == ["Bob is out, with Cthulhu.", "Alice wins the round and has 1 Sane.",
                          "Table. Alice is in; Bob is out."], spoken
    assert spoken.count("Bob is out, with Cthulhu.") == 1, spoken


def test_qa59_keys_5_and_8_agree_on_insane_while_the_effect_lays_its_cards():
    said = []
    s = TableSession(say=said.append)
    s.observe(o.start("arkham", ["Alice", "Bob", "Carol"], "en", 0))
    for obs in (o.card_seen(0, "investigators"), o.card_seen(1, "the_boxer"),
                o.card_seen(2, "nightgaunt"), o.not_hand(1), o.card_seen(0, "rlyeh"),
                o.seat_out(2)):  # the log run D2 was resumed from
        s.observe(obs)
    # on main: "It is Alice's turn. Alice is Insane, 1 Other World card. The table is …"
    assert _key(s, said, "5") == [
        "It is Alice's turn. The table is waiting for the cards of Alice's R'lyeh."]
    # Carol out (key 5), the Nightgaunt her hand: never said Insane (fresh QA60 MEDIUM-3)
    assert _key(s, said, "8") == ["Table. Alice is in; Bob is in; Carol is out."]
    s.observe(o.card_seen(0, "cthulhu"))
    s.observe(o.card_seen(0, "the_sailor"))
    briefs = [a.brief for a in said]
    assert "Alice is now Insane." in briefs[-4:], briefs[-4:]
    assert _key(s, said, "8") == [
        "Table. Alice is in, Insane; Bob is in; Carol is out."]
