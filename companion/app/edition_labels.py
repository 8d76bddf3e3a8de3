"""A wrong edition setting, told once, then once more in each later round (QA42 L5): the
camera sees the code labels of another edition's cards (QA23 #18: with ``--edition
original`` an Arkham deck's labels were left out unsaid, and every card was read from its
stickers as an original-edition card, "check it" at each one).

The marker reader leaves out the card markers of other editions
(:attr:`vision.marker_reader.MarkerReader.last_foreign`); :class:`EditionLabels` counts the
pictures showing them in one round (QA43b M1: a rare misread added up over a game) and,
after :data:`FOREIGN_PICTURES` of them, says which edition they are of, the edition set,
and how to change it. Likewise with ``--stickers-only``: the seat
marker reader reads the card markers of a deck with code labels too, left out
(:attr:`vision.pipeline.CardReader.last_card_labels`); after as many pictures showing them,
it says once that the cards carry code labels and that play without ``--stickers-only``
reads them (QA34 L5: no hint, and the game drifted on stickers alone).

A mixed deck (an original deck with one Arkham card, a lost card replaced) is not a wrong
edition: the camera reads the set edition's own labels too, in as many pictures of the
game as the foreign ones at least. It is told once that one card's label is of another
edition and not read, with what to do (``app.edition_card_mixed``), not to start again with
another edition (rev-misc45: under the Arkham edition the deck's 16 other cards would be the
foreign ones). The Arkham deck under ``arkham-classic`` (the Arkham edition holds every
``arkham-classic`` card) is still told to change edition. A mixed deck whose foreign card
was laid before any of its own (the game's first card) is told to change edition in that
round, its own labels not read yet; in a later round it is told it is mixed (review of
xfail46).
"""
from __future__ import annotations

from babel.lists import format_list

from companion.cards import Edition, edition_cards

#: Pictures showing another edition's code labels before it is said (one stray
#: misdecoded marker is never enough).
FOREIGN_PICTURES = 5

#: A few foreign cards in a deck (one card swapped in) show in fewer pictures a round
#: than :data:`FOREIGN_PICTURES`: the same code seen in at least this many pictures of a
#: round, in :data:`CODE_ROUNDS` rounds, is a card of the table too (a misread seldom
#: comes back in another round: QA43b M1's, before the marker reader left it out, was
#: 3 pictures in 0.6 s and one more 10.5 s later, video A).
CODE_PICTURES = 2

#: Rounds in which one code must show in :data:`CODE_PICTURES` pictures.
CODE_ROUNDS = 2


class EditionLabels:
    """Counts the pictures with another edition's code labels; says it once, then once more
    in each later round while they are still seen (QA42 L5: said once at the start, then the
    wrong names went on for rounds with no word of why).

    ``session``: a :class:`~companion.app.session.TableSession` (its ``tell``, ``lang`` and
    ``tracker.edition``, ``None`` before the game starts); ``resumed``: the game was
    resumed from its session log, whose edition it keeps (``--edition`` and the settings
    file are not used): the advice is a new game, without ``--resume`` (QA54 M2);
    ``logged``: a session log is written (``--no-log``, a replay without ``--save-log``:
    ``False``, no resume to advise)."""

    def __init__(self, session, resumed: bool = False, logged: bool = True) -> None:
        self.session = session
        self.resumed, self.logged = resumed, logged
        self.pictures = 0  # pictures with such labels in the round ``round``, until said
        self.codes: set[int] = set()  # their codes
        self.round = 0
        self.found: list[str] = []  # the editions the labels are of, once said
        self.said = False
        self.said_round = 0  # the round it was said last in
        self.again = (0, 0)  # (a later round, its pictures of such labels so far)
        self.labelled = 0  # pictures with card labels left out (``--stickers-only``)
        self.by_code: dict[int, dict[int, int]] = {}  # code -> {round: its pictures}
        self.own = 0  # pictures of the game with cards read by the set edition's labels
        self.foreign = 0  # pictures of the game with another edition's labels
        self.mixed_said = False  # app.edition_card_mixed said (once a game)

    def seen(self, codes, own: int = 0) -> None:
        """One picture's card codes of another edition (``()`` when none), and how many
        of its cards were read by the set edition's own labels (``own``): said after
        :data:`FOREIGN_PICTURES` of them in one round, and again after as many of them in
        each later round (the tracker's round number). Pictures of earlier rounds do not
        count: a wrong deck shows its labels in every picture, a rare misread adds up over
        a game (QA43b M1: a correct original-edition game was told to start again with
        ``--edition arkham`` in round 4). Before it is first said, one code seen in
        :data:`CODE_PICTURES` pictures of each of :data:`CODE_ROUNDS` rounds is said too
        (misc45: a deck with a few foreign cards, whose pictures a round stay under
        :data:`FOREIGN_PICTURES`, never warned), only when an edition holds it and every
        card of the set edition (the Arkham deck under ``arkham-classic``: changing the
        edition is right; rev-misc45: QA43b M1's misread came back with the same card in
        rounds 2 to 4 of an original game, and an original deck with one Arkham card would
        be told to start again with ``--edition arkham``). A mixed deck is told so instead
        (:meth:`_mixed`)."""
        edition = self.session.tracker.edition
        if edition is None:
            return
        self.own += own > 0
        if not codes:
            return
        self.foreign += 1
        round_ = self.session.tracker.view().round
        if self.said:
            if round_ > self.said_round:
                # as many pictures as the first time: one phantom code read is no reason
                self.again = (round_, self.again[1] + 1 if self.again[0] == round_ else 1)
                # a mixed deck told to change edition before its own labels were read
                # (its foreign card laid first): told it is mixed instead, once (review of
                # xfail46: "start again with --edition arkham" every round)
                if self.again[1] >= FOREIGN_PICTURES and not self._mixed(edition, self.found):
                    self._say(edition, self.found)
            return
        if round_ != self.round:
            self.round, self.pictures, self.codes = round_, 0, set()
        self.pictures += 1
        self.codes.update(codes)
        for code in set(codes):
            rounds = self.by_code.setdefault(code, {})
            rounds[round_] = rounds.get(round_, 0) + 1
        if self.pictures >= FOREIGN_PICTURES:
            shown, holds = self.codes, set()
        else:  # a card of the table seen again in a later round
            shown = {code for code, rounds in self.by_code.items()
                     if sum(n >= CODE_PICTURES for n in rounds.values()) >= CODE_ROUNDS}
            # the edition named holds the set one's cards too (rev-misc45: not a misread,
            # nor a mixed deck, told to change edition)
            holds = {c.code for c in edition_cards(Edition.parse(edition))}
            if not shown:
                return
        found = [e.value for e in Edition if e != Edition.parse(edition)
                 and shown | holds <= {c.code for c in edition_cards(e)}]
        if not found:
            return  # labels of two editions: no one edition to name
        if self._mixed(edition, found):
            return
        self.said, self.found = True, found
        self._say(edition, found)

    def _mixed(self, edition: str, found: list[str]) -> bool:
        """Whether the labels of ``found`` come from a mixed deck: the set edition's own
        labels read in at least :data:`FOREIGN_PICTURES` pictures of the game and in as
        many as the foreign ones (a wrong deck shows none of them but a rare misread), and
        no edition found holds the set one's cards (changing the edition would misname the
        other cards). Said once a game
        (``app.edition_card_mixed``): that card's label is not read (rev-misc45)."""
        own = {c.code for c in edition_cards(Edition.parse(edition))}
        if self.own < max(FOREIGN_PICTURES, self.foreign) \
                or any(own <= {c.code for c in edition_cards(e)} for e in found):
            return False
        if not self.mixed_said:
            self.mixed_said = True
            lang = self.session.lang
            self.session.tell("app.edition_card_mixed", edition=Edition.parse(edition).value,
                              found=format_list(found, style="or", locale=lang))
        return True

    def _say(self, edition: str, found: list[str]) -> None:
        """Say the editions ``found`` (their names) and the ``edition`` set, noting the
        round it is said in."""
        self.said_round = self.session.tracker.view().round
        lang = self.session.lang
        key = "app.edition_labels.resumed" if self.resumed else "app.edition_labels"
        self.session.tell(key, found=format_list(found, style="or", locale=lang),
                          edition=Edition.parse(edition).value, first=found[0])

    def left_out(self, count: int) -> None:
        """One picture's count of card markers read and left out (``--stickers-only``:
        :attr:`vision.pipeline.CardReader.last_card_labels`); said once, after
        :data:`FOREIGN_PICTURES` pictures showing some, with the advice to resume with
        ``--no-stickers-only`` (a resume without the flag keeps the log's mode:
        :mod:`companion.app.deck_mode`); a new game's line names a new game without
        ``--stickers-only`` too (review of sk61: it named that alone, and the natural
        restart, ``play --resume LOG``, kept stickers only); a game without a log is told
        the new game alone (``app.stickers_only_labels.no_log``: there is no log to resume
        from; review of sk62)."""
        if self.labelled >= FOREIGN_PICTURES or not count:
            return
        self.labelled += 1
        if self.labelled == FOREIGN_PICTURES:
            self.session.tell("app.stickers_only_labels.resumed" if self.resumed
                              else "app.stickers_only_labels" if self.logged
                              else "app.stickers_only_labels.no_log")
