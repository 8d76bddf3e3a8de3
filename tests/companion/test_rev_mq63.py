"""Review of mq63: ``companion resume``'s new "round N's end was lost" line (fresh QA63
LOW-4) after a round settled by ``hand_unseen`` (:mod:`companion.app.hold_lost`: the last
knock-out's hand gathered unseen while the table played the next round through; the
round's winner IS counted, only the rounds played since are lost, ``app.rounds_lost``)."""
from companion.commands.resume import summary
from companion.session_log import SessionLog, resume_report
from companion.tracker import observations as o

NAMES = ["Ann", "Bob"]
ROUND = (o.card_seen(0, "investigators"), o.target(1), o.guess(5), o.seat_out(1),
         o.hand_unseen(1))  # Ann's Investigators guessed Bob's 5; his hand gathered unseen


def _log(tmp_path, rounds: int):
    path = tmp_path / "unseen.jsonl"
    with SessionLog(path, sync=False) as log:
        log.record(o.start("arkham", NAMES, "en", 0))
        for n in range(rounds):
            if n:
                log.record(o.new_round())
            for obs in ROUND:
                log.record(obs)
    return resume_report(path).tracker


def test_a_round_settled_without_its_hand_is_not_said_lost_nor_uncounted(tmp_path):
    tracker = _log(tmp_path, 1)
    assert tracker.view().seats[0].tokens.sane == 1  # round 1's winner counted
    said = summary(tracker, "en")
    # mq63: "round 1's end was lost, with any round played after it: their winners and
    # Mythos tokens are not counted" under "Ann: tokens 1 Sane": round 1's winner IS counted
    assert not any("round 1's end was lost" in line for line in said), said
    # what is lost is the rounds played since (the voice's app.rounds_lost), said so
    assert "the rounds played after round 1 were lost: their winners and Mythos tokens " \
        "are not counted; the next round's first card tells who starts" == said[-1], said
    assert "les manches jouées après la manche 1 ont été perdues" in summary(tracker, "fr")[-1]
    assert "las rondas jugadas después de la ronda 1 se perdieron" in summary(tracker, "es")[-1]


def test_a_game_won_by_a_hand_never_seen_says_no_round_lost(tmp_path):
    rounds = 1
    while not (tracker := _log(tmp_path, rounds)).view().game_winners:
        rounds += 1
        assert rounds < 8
    said = summary(tracker, "en")
    assert not any("was lost" in line for line in said), said


def test_the_tokens_after_a_lost_round_are_said_short_once_the_next_is_dealt(tmp_path):
    """LOW (strict xfail; mended in session 64, hq64): once the round after a lost one is
    dealt (new_round), companion resume printed every token 0 again with no word that they
    miss the rounds lost (the live voice said it once: "mine, key 4, miss those rounds");
    summary_round_lost is said only while the next deal is awaited (unseen_end stops at
    new_round). Now ``summary_tokens_miss_lost`` while the game's history keeps rounds
    lost (:func:`companion.app.session_resume.rounds_lost`), in en, fr and es."""
    from tests.companion.test_resume_round_lost import LOG
    log = tmp_path / "dealt.jsonl"
    log.write_text(LOG.read_text(encoding="utf-8") + '{"seq":23,"obs":{"kind":"new_round"}}\n',
                   encoding="utf-8")
    tracker = resume_report(log).tracker
    said = summary(tracker, "en")
    assert any("not counted" in line for line in said), said
    assert not any("round 1's end was lost" in line for line in said), said
    assert any("ne sont pas comptés ici" in line for line in summary(tracker, "fr"))
    assert any("no se cuentan aquí" in line for line in summary(tracker, "es"))
