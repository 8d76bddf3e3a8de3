"""QA62 LOW-1 (run G p1 19:28:12): key 2, 0.4 s into "R'lyeh de Bob: el Federal, del mazo a
la zona de Bob. Quedan 13 cartas.", cut it and said "Quedan 14 cartas en el mazo." (the
count before that card), then "Repito: … Quedan 13 cartas.": two counts, one heard after
the other. Key 2 now says the line begun to its end first, as keys 5 and 8 do
(:data:`companion.app.as_heard.BEGUN_HEARD`), then the count after the rest of its input:
no count contradicts another (lq62's fix, reverted in session 62 for breaking
test_qa54_heard_ahead, taken again in session 63 with that test's expectations updated:
m463)."""
from companion.app.keys import Command
from companion.tracker import observations as o
from tests.companion.app.test_speech_order import said_first, say_all
from tests.companion.app.test_state_as_heard import answer, heard_up_to

RLYEH = (o.card_seen(0, "rlyeh"), o.card_seen(0, "the_fed"))
#: the second card R'lyeh brings from the deck: its line ends with the deck count
LINE = "Ann's R'lyeh: the Investigators, from the deck into Ann's zone. 19 cards left."


def test_key_2_during_a_line_telling_the_count_agrees_with_it():
    s, speaker, engine = heard_up_to(*RLYEH)
    s.observe(o.card_seen(0, "investigators"))
    said_first(engine, LINE)  # begun, not heard (the clock stands still)
    s.key(Command("deck"))
    spoken = say_all(speaker, engine)
    assert engine.cancelled == [], spoken  # not cut
    count = answer([*RLYEH, o.card_seen(0, "investigators")], "deck")
    # the rest of that input first (Bob's turn: he drew), then the count after it
    assert spoken[:4] == [LINE, "Ann is now Insane.", "Bob.", *count], spoken
    assert count == ["18 cards left in the deck."]
    assert spoken.count(LINE) == 1
    assert not any(t.startswith("20 cards left") for t in spoken), spoken
