"""Fresh QA45b/QA45c HIGH-3 (left open, session 45): with every card read right, in the
right zone and order, the tracker's cards-only close of "was that Dan's hand?" said "The
cards tell it: Dan is out." while Dan plays on (5 players, original edition, harsh, fr,
`companion demo --seed 8`; its truth: Alice's Hound of Tindalos on Dan knocked Alice out,
Dan stays in until his Necronomicon). The session log of that run, replayed. Cause (session
46): the question took any laid hand of Dan's as its "yes", so the account where Carol's
Deep Ones guessed his LATER Silver Key held it open (tests/companion/tracker/
test_out_question_names_its_card.py)."""
from companion.cli import main

#: QA45c's session log of t2 with the answer (session3.jsonl), 50 lines
LOG = """\
{"seq":1,"obs":{"kind":"start","value":{"edition":"original","names":["Alice","Bob","Carol","Dan","Eve"],"lang":"fr","first":0,"options":{}}}}
{"seq":2,"obs":{"kind":"card","seat":0,"cards":["hound_of_tindalos"]}}
{"seq":3,"obs":{"kind":"card","seat":0,"cards":["elder_sign"]}}
{"seq":4,"obs":{"kind":"card","seat":1,"cards":["cats_of_ulthar"]}}
{"seq":5,"obs":{"kind":"card","seat":2,"cards":["cats_of_ulthar"]}}
{"seq":6,"obs":{"kind":"card","seat":3,"cards":["nyarlathotep"]}}
{"seq":7,"obs":{"kind":"card","seat":4,"cards":["investigators_original"]}}
{"seq":8,"obs":{"kind":"card","seat":1,"cards":["investigators_original"]}}
{"seq":9,"obs":{"kind":"card","seat":2,"cards":["investigators_original"]}}
{"seq":10,"obs":{"kind":"card","seat":3,"cards":["mi_go"]}}
{"seq":11,"obs":{"kind":"card","seat":3,"cards":["great_race_of_yith"]}}
{"seq":12,"obs":{"kind":"card","seat":4,"cards":["investigators_original"]}}
{"seq":13,"obs":{"kind":"card","seat":1,"cards":["deep_ones"]}}
{"seq":14,"obs":{"kind":"card","seat":2,"cards":["investigators_original"]}}
{"seq":15,"obs":{"kind":"card","seat":4,"cards":["elder_sign"]}}
{"seq":16,"obs":{"kind":"card","seat":1,"cards":["silver_key"]}}
{"seq":17,"obs":{"kind":"out","seat":4}}
{"seq":18,"obs":{"kind":"card","seat":1,"cards":["cthulhu_original"]}}
{"seq":19,"obs":{"kind":"card","seat":1,"cards":["necronomicon_original"]}}
{"seq":20,"obs":{"kind":"new_round"}}
{"seq":21,"obs":{"kind":"card","seat":2,"cards":["randolph_carter"]}}
{"seq":22,"obs":{"kind":"card","seat":3,"cards":["investigators_original"]}}
{"seq":23,"obs":{"kind":"card","seat":4,"cards":["great_race_of_yith"]}}
{"seq":24,"obs":{"kind":"card","seat":3,"cards":["golden_mead"]}}
{"seq":25,"obs":{"kind":"card","seat":0,"cards":["investigators_original"]}}
{"seq":26,"obs":{"kind":"card","seat":1,"cards":["henry_armitage"]}}
{"seq":27,"obs":{"kind":"card","seat":4,"cards":["hound_of_tindalos"]}}
{"seq":28,"obs":{"kind":"card","seat":2,"cards":["henry_armitage"]}}
{"seq":29,"obs":{"kind":"card","seat":2,"cards":["liber_ivonis"]}}
{"seq":30,"obs":{"kind":"card","seat":4,"cards":["nyarlathotep"]}}
{"seq":31,"obs":{"kind":"card","seat":4,"cards":["cats_of_ulthar"]}}
{"seq":32,"obs":{"kind":"card","seat":0,"cards":["cthulhu_original"]}}
{"seq":33,"obs":{"kind":"card","seat":0,"cards":["elder_sign"]}}
{"seq":34,"obs":{"kind":"card","seat":1,"cards":["investigators_original"]}}
{"seq":35,"obs":{"kind":"card","seat":2,"cards":["cats_of_ulthar"]}}
{"seq":36,"obs":{"kind":"new_round"}}
{"seq":37,"obs":{"kind":"card","seat":1,"cards":["investigators_original"]}}
{"seq":38,"obs":{"kind":"card","seat":2,"cards":["great_race_of_yith"]}}
{"seq":39,"obs":{"kind":"card","seat":3,"cards":["investigators_original"]}}
{"seq":40,"obs":{"kind":"card","seat":4,"cards":["investigators_original"]}}
{"seq":41,"obs":{"kind":"card","seat":0,"cards":["hound_of_tindalos"]}}
{"seq":42,"obs":{"kind":"card","seat":0,"cards":["elder_sign"]}}
{"seq":43,"obs":{"kind":"card","seat":1,"cards":["great_race_of_yith"]}}
{"seq":44,"obs":{"kind":"card","seat":1,"cards":["mi_go"]}}
{"seq":45,"obs":{"kind":"card","seat":2,"cards":["deep_ones"]}}
{"seq":46,"obs":{"kind":"card","seat":3,"cards":["silver_key"]}}
{"seq":47,"obs":{"kind":"card","seat":4,"cards":["randolph_carter"]}}
{"seq":48,"obs":{"kind":"card","seat":2,"cards":["henry_armitage"]}}
{"seq":49,"obs":{"kind":"card","seat":2,"cards":["investigators_original"]}}
{"seq":50,"obs":{"kind":"card","seat":3,"cards":["necronomicon_original"]}}
"""


def test_qa45_high3_the_cards_do_not_put_dan_out_while_he_plays_on(tmp_path, capsys):
    """Replayed, round 3 must not say "The cards tell it: Dan is out." (Dan's next play,
    the Silver Key, follows in his zone): the Silver Key tells that his Investigators was
    his play, and is itself asked about (Carol's Deep Ones may have guessed it), then
    settled as his play by his Necronomicon (as a live table says it: later plays said past
    it, at the close one line says what was asked and what the cards showed: fresh QA51
    run H, order52; docs/tracker.md "Table order")."""
    path = tmp_path / "session.jsonl"
    path.write_text(LOG)
    main(["replay", str(path), "--lang", "en"])
    out = capsys.readouterr().out
    assert "The cards tell it: Dan is out." not in out, out
    round3 = out[out.index("Round 3."):]
    assert "Dan: the Investigators.\nNo answer needed: that was Dan's play.\n" in round3, out
    key = round3.index("The Silver Key in Dan's discard zone: was that Dan's hand")
    # the Silver Key, said past by later plays since its question named it: named at the
    # close in one line (order46 (a), integ46; fresh QA51 run H, order52), said once
    settled = "The cards answer the question about the Silver Key: Dan's play, not Dan's hand."
    assert round3.endswith(settled + "\n"), out
    assert key < round3.index(settled), out
    assert "Dan: the Silver Key." not in round3 and "No answer needed.\n" not in round3, out
