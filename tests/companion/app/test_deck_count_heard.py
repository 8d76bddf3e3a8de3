"""A blind player hears the deck count when it matters (QA37, session 27: 0 of 9 "N cards
left." were heard in the guide's try-out, each said alone as the least urgent line and
dropped by a voice behind the video): the count after cards revealed from the deck is said
at the end of the line before it ("Ann passes. 18 cards left."), and once the deck holds no
more cards than players still in the round, each turn's cue says it ("Bob's turn. 1 card
left."), kept after the play that names the player."""
from companion.app.session import TableSession
from companion.engine.bots import play_random_game
from companion.tracker import observations as o
from companion.tracker.from_engine import game_observations
from tests.companion.app.test_speech_order import behind, say_all


def test_the_count_after_a_sanity_check_is_heard_with_the_voice_behind():
    s, speaker, engine = behind()  # the voice stuck on "New game, 3 players."
    for seat, key in ((0, "nightgaunt"), (1, "the_sailor"), (2, "the_fed"),
                      (0, "the_musician")):  # Ann Insane, her Sanity check reveals 1 card
        s.observe(o.card_seen(seat, key))
    spoken = say_all(speaker, engine)
    assert any("18 cards left." in t for t in spoken), spoken  # dropped when said alone
    assert "Ann passes. 18 cards left." in spoken


def _seed_47(say):
    """Play to ``say`` a bots' game (3 players, seed 47) whose round 1 comes down to its
    last card; returns the session."""
    s = TableSession(say=say)
    for obs in game_observations(play_random_game("arkham", 3, seed=47,
                                                  names=["Ann", "Bob", "Cy"])):
        s.observe(obs)
    return s


def test_a_turn_on_the_last_cards_says_the_count_dropped_only_once_the_turn_is_over():
    """A plain cue ("Bob.") is dropped once its play is said ("Bob: The Musician." names
    him); a cue with the count says more: dropped only once the next turn or the round's
    end is begun (each line here begun as given: fresh QA58 MEDIUM-2,
    test_qa58_count_cue_said)."""
    said = []
    stale_at_play = []

    class Begun:  # what a voice returns for a line it began at once
        @staticmethod
        def begun():
            return True

    def say(a):
        said.append(a)
        if a.brief == "Bob: The Musician." and said[-2].kind == "turn_started":
            stale_at_play.append(said[-2].stale())
        return Begun

    _seed_47(say)
    cue = next(i for i, a in enumerate(said) if a.brief == "Bob's turn. 1 card left.")
    assert said[cue + 1].brief == "Bob: The Musician."
    assert stale_at_play == [False] and said[cue].stale()


def test_a_turn_s_cue_says_the_count_only_on_the_deck_s_last_cards():
    """Not a flood: above as many cards as players still in, the brief cue is the name."""
    said = []
    _seed_47(said.append)
    cues = [a.brief for a in said if a.kind == "turn_started"]
    counted = [c for c in cues if "left" in c]
    assert counted and all(int(c.split(". ")[1].split()[0]) <= 3 for c in counted)
    assert len(cues) - len(counted) > 10 and "Bob." in cues
