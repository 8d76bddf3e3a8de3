"""QA38 (LOW): with 5 players and a question open, each card read said "A card in X's zone
waits for the answer to the question; key 1 repeats it.", one line a card for ~30 s. The
question's first held card says it; a card in another zone says only how many wait, a
newer count making the older one needless (a zone told already is counted in silence:
test_live's test_cards_held_by_an_open_question_do_not_repeat_the_question)."""
from companion.tracker import observations as o
from tests.companion.app.test_live import _appeared, live

NAMES = ["Alice", "Bob", "Carol", "Dan", "Eve"]


def test_cards_held_by_a_question_are_said_once_then_counted(tmp_path):
    """Dan's Investigators is his play in every account: said at once (QA42 M1; Dan's
    Urchin and Eve's Deep One were the held cards here before). Eve's Deep One may be her
    knocked-out hand (Dan's guess), Alice's Cultists her hand after a lost compare: held."""
    table, said = live(tmp_path)
    s = table.session
    s.observe(o.start("arkham", NAMES, "en", 0))
    for seat, c in ((0, "nightgaunt"), (1, "investigators"), (2, "the_fed")):
        s.observe(o.card_seen(seat, c))
    assert s.tracker.question is not None, [a.brief for a in said]
    del said[:]
    for seat, key in ((4, "investigators"), (5, "deep_one"), (1, "cultists")):
        table._card_appeared(_appeared(seat, key, len(said) + 1))
    text = [a.brief for a in said]
    assert text == ["Dan: the Investigators.",
                    "A card in Eve's zone waits for the answer to the question; key 1 "
                    "repeats it.", "2 cards wait for the answer."], text
    assert not said[1].stale() and not said[2].stale()
    s.observe(o.seat_out(2))  # the answer: the counts are over
    assert said[1].stale() and said[2].stale()
