from voice.history import Entry, History
from voice.textprep import clean, split


def test_clean_removes_control_characters_and_extra_space():
    assert clean("  Bob\x00 plays\n\tthe  Boxer. ") == "Bob plays the Boxer."


def test_split_keeps_every_word_in_order():
    text = " ".join(f"Sentence number {i} is here." for i in range(200))
    pieces = split(text, limit=120)
    assert all(len(p) <= 120 for p in pieces)
    assert " ".join(pieces) == clean(text)


def test_split_cuts_a_word_longer_than_the_limit():
    pieces = split("x" * 250, limit=100)
    assert [len(p) for p in pieces] == [100, 100, 50]


def test_split_short_and_empty():
    assert split("Hello.") == ["Hello."]
    assert split("   ") == []


def test_history_is_bounded_and_navigable():
    history = History(size=3)
    entries = [Entry(f"m{i}") for i in range(5)]
    for e in entries:
        history.add(e)
        history.hear(e)  # as the voice begins it
    assert [e.text for e in history] == ["m2", "m3", "m4"]
    assert history.current is entries[4]
    assert history.back() is entries[3]
    assert history.back() is entries[2]
    assert history.back() is None  # oldest: cursor stays
    assert history.forward() is entries[3]
    assert history.forward() is entries[4]
    assert history.forward() is None
    history.add(Entry("m5"))
    history.hear(history.last)
    assert history.current.text == "m5"


def test_the_cursor_stays_on_its_entry_until_the_voice_begins_a_line():
    """The speaker adds each line (the cursor does not move) and puts the cursor on
    a line as the voice begins it (:meth:`History.hear`): the cursor keeps its entry, also
    when the oldest entry drops out of a full history."""
    history = History(size=3)
    entries = [Entry(f"m{i}") for i in range(3)]
    for e in entries:
        history.add(e)
    assert history.back() is None  # nothing heard yet
    history.hear(entries[1])
    history.add(Entry("m3"))  # m0 drops out
    assert history.current is entries[1]
    assert history.back() is None  # m1 is now the oldest
    history.hear(entries[2], past=True)  # a line not kept was begun after m2
    assert history.back() is entries[2]
    assert history.forward(upto=entries[2]) is None


def test_split_cuts_between_sentences_not_after_a_label_s_colon():
    """QA35 (h_en): the help, longer than one piece, was cut after "Minus twice:" and its
    "undo. Q: quit." said alone. Pieces end between sentences or list entries; a sentence
    too long for one piece is cut after a colon, else at a space."""
    from companion.narration.catalog import message
    for lang in ("en", "fr", "es"):
        text = message(lang, "app.help", tokens_word="Mythos")
        pieces = split(text)
        assert len(pieces) > 1 and " ".join(pieces) == clean(text), pieces
        assert all(p[-1] in ".;" for p in pieces), pieces
    entries = "; ".join(f"{i}: the card number {i}" for i in range(30)) + "."
    assert all(p[-1] in ".;" for p in split(entries, limit=100))
    long = "Label: " + "word " * 30 + "end: " + "more " * 10
    assert split(long, limit=170)[0].endswith("end:")


def test_back_and_forward_step_only_through_lines_the_voice_began():
    """QA37 (en21_k): key 7 stepped back to "Alice.", a turn's cue dropped unsaid (the
    voice behind went from "Carol is out, with the Nightgaunt." straight to "Alice: The
    Musician."). History keys step through what was said: an entry the voice never began
    is passed over, both ways."""
    history = History()
    out, cue, play = Entry("Carol is out."), Entry("Alice."), Entry("Alice: The Musician.")
    for e in (out, cue, play):
        history.add(e)
    history.hear(out)
    history.hear(play)  # the cue was dropped as over: never begun
    assert history.back() is out
    assert history.forward() is play
    assert history.forward() is None
