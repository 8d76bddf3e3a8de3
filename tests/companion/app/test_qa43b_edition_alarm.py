"""QA43b M1: in round 4 of a correct 5-player original-edition game (es), the app said the
code labels were of the arkham edition and to start again with ``--edition arkham``: a
sliver of Liber Ivonis's marker read as the Tommy Gun's code (17) in a few pictures of
rounds 2 to 4 (tests/vision/test_marker_foreign.py), and the pictures of the whole game
added up to :data:`~companion.app.edition_labels.FOREIGN_PICTURES`. They count per round
now; a genuinely wrong edition (a whole deck of another edition, or the Arkham deck's
Tommy Gun under ``arkham-classic``) is still said."""
from types import SimpleNamespace

import pytest

from companion.app.edition_labels import CODE_PICTURES, FOREIGN_PICTURES, EditionLabels
from companion.app.session import TableSession
from companion.cards import card, edition_cards
from companion.tracker import observations as o
from tests.companion.app.test_recheck39_number_after_undo import NAMES, ROUND_1


def _told(said) -> list[str]:
    return [a.brief for a in said if a.brief.startswith("The code labels seen are of")]


def _game(edition):
    said = []
    s = TableSession(say=said.append)
    s.observe(o.start(edition, list(NAMES), "en", 0))
    return said, s, EditionLabels(s)


def test_qa43b_m1_stray_labels_of_several_rounds_do_not_add_up_to_the_edition_alarm():
    said, s, labels = _game("arkham")
    stray = (card("liber_ivonis").code,)  # an original-edition code, misread
    for _ in range(FOREIGN_PICTURES - 1):
        labels.seen(stray)
        labels.seen(())
    for seat, key in ROUND_1:  # seed 7's round 1: Carol wins it
        s.observe(o.card_seen(seat, key))
    s.observe(o.new_round())
    labels.seen(stray)
    assert _told(said) == []
    for _ in range(FOREIGN_PICTURES - 1):  # as many in this round: said
        labels.seen(stray)
    assert len(_told(said)) == 1


def _pictures(keys, edition, count=FOREIGN_PICTURES):
    """The other-edition codes the marker reader notes in ``count`` pictures of a rendered
    2-seat table with the cards ``keys`` laid in seat 1's zone, read for ``edition``."""
    from vision.pipeline import CardReader
    from vision.render import Conditions, build_scene, render_table
    frame, _ = render_table(build_scene({1: list(keys)}, seats=2, set_aside=[],
                                        conditions=Conditions(size=(1280, 720)), seed=3))
    reader = CardReader(edition, stickers="off")
    codes = []
    for _ in range(count):
        reader.read(frame)
        codes.append(reader.marker_reader.last_foreign)
    return codes


@pytest.mark.parametrize("deck, edition, found", [
    (("the_fed", "the_urchin", "shoggoth"), "original", "arkham or arkham-classic"),
    (("the_fed", "tommy_gun"), "arkham-classic", "arkham"),
    (("elder_sign", "mi_go", "silver_key"), "arkham", "original")])
def test_a_deck_of_another_edition_is_still_said_from_the_camera_s_pictures(deck, edition,
                                                                            found):
    said, _, labels = _game(edition)
    for codes in _pictures(deck, edition):
        labels.seen(codes)
    assert _told(said) == [f"The code labels seen are of the {found} edition, but the "
                           f"edition set is {edition}: card names will be wrong. Start "
                           f"again with --edition {found.split()[0]}, or change edition "
                           "in companion.toml."]


def test_the_edition_s_own_deck_says_no_edition_alarm():
    said, _, labels = _game("original")
    keys = [c.key for c in edition_cards("original")[:4]]
    for codes in _pictures(keys, "original"):
        assert codes == ()
        labels.seen(codes)
    assert _told(said) == []



class _Table:
    """A session stand-in whose round the test sets (``round``), recording the lines' keys
    told (``told``)."""

    def __init__(self, edition: str) -> None:
        self.edition, self.round, self.told, self.lang = edition, 1, [], "en"
        self.tracker = self

    def view(self):
        return SimpleNamespace(round=self.round)

    def tell(self, key: str, **_) -> None:
        self.told.append(key)


def test_one_foreign_card_in_the_deck_seen_again_in_a_later_round_is_said():
    """misc45: the Arkham deck under ``--edition arkham-classic`` differs by two cards
    (the Tommy Gun, R'lyeh): one of them face up shows in a few pictures a round, fewer
    than FOREIGN_PICTURES; seen again a round later, it is said (never on main)."""
    table = _Table("arkham-classic")
    labels = EditionLabels(table)
    shown = _pictures(("the_fed", "tommy_gun"), "arkham-classic", count=CODE_PICTURES)
    assert set(shown) == {(card("tommy_gun").code,)}
    for codes in shown:
        labels.seen(codes)
        labels.seen(())
    assert table.told == []
    table.round = 2
    for codes in shown:
        labels.seen(codes)
    assert table.told == ["app.edition_labels"]
    assert labels.found == ["arkham"]


def test_a_code_misread_once_a_round_or_in_one_burst_is_never_said():
    """misc45: a stray foreign code in one picture of each later round (a misread, not a
    card lying on the table) does not add up to the alarm, nor a burst in one round."""
    table = _Table("original")
    labels = EditionLabels(table)
    stray = (card("tommy_gun").code,)
    for _ in range(FOREIGN_PICTURES - 1):  # a burst in round 1
        labels.seen(stray)
    for table.round in range(2, 10):
        labels.seen(stray)
        labels.seen(())
    assert table.told == []


def test_a_misread_code_back_with_the_same_card_in_later_rounds_is_not_said():
    """rev-misc45: QA43b M1's misread (a sliver of Liber Ivonis's marker read as the Tommy
    Gun's code, 17, in a correct original-edition game) came back with the same card in
    rounds 2 to 4, 3 pictures in 0.6 s then one more: 2 pictures in each of 2 rounds made
    misc45's per-code rule tell the table to start again with ``--edition arkham``. Only a
    deck whose edition holds the set one's cards too (the Arkham deck under
    ``arkham-classic``) is said from a few pictures."""
    table = _Table("original")
    labels = EditionLabels(table)
    misread = (card("tommy_gun").code,)
    for table.round in (2, 3, 4):
        for _ in range(CODE_PICTURES + 1):
            labels.seen(misread)
        labels.seen(())
    assert table.told == []


def test_one_arkham_card_in_an_original_deck_is_not_told_to_start_again_with_arkham():
    """rev-misc45: an original deck with one Arkham card in it (a lost card replaced) shows
    that one code in a few pictures of each round: misc45 said "Start again with
    --edition arkham", under which the deck's 16 other cards are the foreign ones (the
    advice is wrong for a mixed deck). Not said from a few pictures."""
    table = _Table("original")
    labels = EditionLabels(table)
    swapped = (card("the_fed").code,)
    for table.round in (1, 2, 3):
        for _ in range(FOREIGN_PICTURES - 1):
            labels.seen(swapped)
    assert table.told == []


@pytest.mark.xfail(strict=True, reason="rev-misc45, left: a mixed deck seen in "
                   "FOREIGN_PICTURES pictures a round (as on main) is told to start again "
                   "with --edition arkham; the right advice (take the card out) needs a new "
                   "line in en/fr/es")
def test_a_mixed_deck_seen_in_many_pictures_is_not_told_to_change_edition():
    """An original deck with one Arkham card, that card seen in every picture of a round:
    the line names ``--edition arkham``, wrong for a deck mostly original."""
    table = _Table("original")
    labels = EditionLabels(table)
    for _ in range(FOREIGN_PICTURES):
        labels.seen((card("the_fed").code,))
    assert table.told == []
