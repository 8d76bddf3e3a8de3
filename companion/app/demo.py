"""``companion demo``: a whole game without a table, camera or sound card.

A game is played by random bots in the rules engine. What the table would show is turned
into camera frames by the synthetic renderer (:mod:`vision.render`): each card is laid in
its player's discard zone, and frames are rendered until the real vision pipeline
(:class:`vision.pipeline.TableWatcher`) has read it. What it reads goes to the real tracker,
narration and voice through a :class:`~companion.app.session.TableSession`, with the
players' answers (targets, guesses, choices) given as a player would key them in.

A card the camera misreads is corrected as a sighted helper would, with the correction key
(``/`` and the rank, then ``+`` and a number if needed); a card it misses within
:data:`FRAMES_PER_CARD` frames is entered the same way. The summary says how many.

The 2-player face-up set-aside cards are shown in the middle of the table and read there as
``companion play`` reads them (a card the camera misses is given as read, and counted as
entered). Not rendered (fed as observations): the face-down deck, the flipped deck's top
card after R'lyeh (``companion play`` does not read it: a card held face up over the middle
could not be told from it, QA11), and the set-aside card being taken.
"""
from __future__ import annotations

import time
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Callable

from companion.app.announcement import Announcement
from companion.app.deck_mode import with_deck
from companion.app.keys import KeyReader
from companion.app.known_cards import KnownCards
from companion.app.live_setup import SETUP_S
from companion.app.session import TableSession
from companion.cards import card
from companion.engine.bots import play_random_game
from companion.rules import set_aside_face_up
from companion.engine.views import PublicView, public_view
from companion.narration.record_order import RecordOrder
from companion.tracker import observations as o
from companion.tracker.from_engine import game_observations
from companion.tracker.observations import Observation

if TYPE_CHECKING:  # the app layer reads what vision emits
    from vision.records import CardAppeared

#: The demo's camera, frames a second (frame timestamps, the video's rate). 10, not 30: a
#: card is said only after lying still for ``vision.stabilize.MIN_DWELL_S`` (1 s) of frame
#: time, so at 30 fps each card would need 3 times the frames rendered and read (QA13b N1).
DEMO_FPS = 10.0
#: Frames rendered for one newly laid card before the helper enters it by hand and the
#: next card may cover it: 2.5 s at :data:`DEMO_FPS`, the 2 s after which ``companion
#: play`` on the video tells a card it cannot read (``vision.unread_cards.STABLE_S``) plus
#: 5 frames (QA38 en5: 1.6 s, a Tommy Gun covered by the next card before it was told).
FRAMES_PER_CARD = 25
#: Extra copies of the last frame written to the video after each card (about 2/3 s).
HOLD_FRAMES = 7
#: Pictures of the empty table the video begins with (2.5 s): ``companion play`` on the
#: video takes the cards lying there in its first
#: :data:`~companion.app.live_setup.SETUP_S` seconds as an earlier game's, held (QA21 #8:
#: the video began with the first card, so the game lost track from its first play).
START_FRAMES = int((SETUP_S + 1.0) * DEMO_FPS)
#: Pictures of the gathered table the video shows between two rounds (3 s), as at a real
#: table: ``companion play`` on the video deals the next round once it has seen
#: :data:`~companion.app.live_deal.CLEARED_FRAMES` bare pictures (QA34 F8: with none, the
#: next round's first card, named like its player's last one, was taken as a leftover).
GATHERED_FRAMES = int(3 * DEMO_FPS)
#: Pictures of the final table the video ends with (3 s), as at a real table the cards
#: stay once the game is won: ``companion play`` on the video says a card only once it has
#: lain still ``vision.stabilize.MIN_DWELL_S`` (1 s); the last card, read by the demo's own
#: camera and held :data:`HOLD_FRAMES` frames, lay still under that on the video (session
#: 40, en21: Bob's knocked-out R'lyeh never read, "was that Alice's hand?" never settled).
END_FRAMES = int(3 * DEMO_FPS)
#: The players' names when none are given.
NAMES = ("Alice", "Bob", "Carol", "Dan", "Eve", "Fay")
#: Card-laying observations: rendered into the players' discard zones.
LAID = ("card", "revealed", "hand")


@dataclass
class DemoResult:
    """What a demo run did.

    Attributes:
        frames: camera frames rendered and read.
        cards: cards laid on the table; ``read`` read right (one candidate) by the camera
            first time; ``corrected`` misread, or read as two candidates the tracker could
            not settle, then settled by key; ``entered`` missed and entered by key (a
            card in the middle missed: given as seen); ``from_stickers`` read from the
            tactile stickers only (said with "Check it."); ``middle`` of the ``cards``,
            the 2-player face-up cards shown in the middle (the others, in discard zones,
            are numbered for ``misread``).
        tracker_view / engine_view: the final public views, which must agree.
        latencies: seconds, at :data:`DEMO_FPS` frames per second, from the first frame
            showing a new card to the call that announces it: the frames the stabilizer
            waits for, plus the processing of the last one (reading, tracker, narration);
            rendering excluded.
        seconds: wall-clock time of the run.
    """

    frames: int = 0
    cards: int = 0
    middle: int = 0
    from_stickers: int = 0
    read: int = 0
    corrected: int = 0
    entered: int = 0
    tracker_view: PublicView | None = None
    engine_view: PublicView | None = None
    latencies: list[float] = field(default_factory=list)
    seconds: float = 0.0

    @property
    def agrees(self) -> bool:
        """True when the tracker's final public state equals the engine's."""
        return self.tracker_view == self.engine_view


class Demo:
    """One demo game. ``say`` receives every announcement; ``frame_sink`` every rendered
    frame (e.g. a video writer); ``misread`` lists the numbers of cards laid in discard zones
    (0-based, in laying order) to misread on purpose, to show the correction keys."""

    def __init__(self, edition: str = "arkham", players: int = 3, seed: int = 7,
                 lang: str = "en", conditions=None, names=None,
                 say: Callable[[Announcement], None] = lambda a: None,
                 record: Callable[[Observation], object] | None = None,
                 frame_sink: Callable | None = None, misread: tuple[int, ...] = ()):
        from vision.pipeline import TableWatcher
        from vision.render import Conditions

        self.names = list(names or NAMES[:players])
        self.state = play_random_game(edition, players, seed, names=self.names)
        self.edition, self.players, self.seed, self.lang = edition, players, seed, lang
        self.conditions = conditions or Conditions()
        # the whole game is known: a choice told with a card is said before the next turn,
        # as ``replay`` of its log says it (QA17 #6: "Carol: Sanity check, 1 card. Bob
        # chooses Carol with The Fed.")
        self.session = TableSession(say=say, record=record, order=RecordOrder())
        self.watcher = TableWatcher(edition)
        self.known = KnownCards()
        self.frame_sink = frame_sink
        self.misread = set(misread)
        self.result = DemoResult()
        self._zones: dict[int, list[str]] = {}
        self._aside = True
        self._middle: list[str] = []  # the 2-player face-up cards on the table
        self._frame = 0
        #: the renderer's truth (:class:`vision.render.FrameTruth`) of the last frame
        #: rendered, the one ``frame_sink`` gets next (its copies too)
        self.truth = None

    # ------------------------------------------------------------------ the run
    def run(self) -> DemoResult:
        """Play the whole game through the pipeline; return the :class:`DemoResult`."""
        start = time.perf_counter()
        # What a camera sees: every face-up card, showdown hands included, as a plain card
        # in a zone (the tracker tells what it is from the rules).
        for obs in game_observations(self.state, self.lang, hands="card"):
            if obs.kind in ("start", "new_round"):
                self._zones = {s: [] for s in range(self.players)}
                self._aside = True
                self._middle = []
                self.watcher.reset()
                # the start line keeps the deck mode, as play's: a deck rendered without
                # code labels is a stickers-only one (review of sk61: the demo's log kept none)
                self.session.observe(with_deck(obs, not self.conditions.markers)
                                     if obs.kind == "start" else obs)
                self._show_empty_table(START_FRAMES if obs.kind == "start"
                                       else GATHERED_FRAMES)
            elif obs.kind in LAID:
                for key in obs.cards or (None,):
                    self._lay(obs, key)
            elif obs.kind == "face_up":
                self._middle.append(obs.cards[0])
                self._show_in_middle(obs)
            else:
                if obs.kind == "aside_taken":
                    self._aside = False
                self.session.observe(obs)
        self.session.flush()
        # the final table, its cards still there, no hand or mug over them (review rev40b:
        # one picture repeated, the busy preset's hand lay over the last card for all 3 s)
        self._show_empty_table(END_FRAMES, occluders=False)
        self.result.tracker_view = self.session.tracker.view()
        self.result.engine_view = public_view(self.state)
        self.result.seconds = time.perf_counter() - start
        return self.result

    def _lay(self, obs: Observation, key: str | None) -> None:
        """Lay one card in a zone, show it to the camera, and tell the tracker what it read."""
        if key is None:  # an empty hand revealed: nothing to see
            self.session.observe(obs)
            return
        number = self.result.cards - self.result.middle  # its number in the discard zones
        self.result.cards += 1
        self._zones[obs.seat].append(key)
        seen, waited = self._watch(obs.seat)
        if seen is None:
            self.result.entered += 1
            self._enter(obs, key)
            return
        if number in self.misread:
            seen = replace(seen, candidates=(_wrong_card(key, self.edition),))
        t0 = time.perf_counter()
        before = self.session.tracker.view().seats[obs.seat].zone
        self.session.observe(o.card_seen(obs.seat, seen.candidates), check=seen.from_stickers)
        self.known.played(self.session.tracker.view(), obs.seat, seen.candidates, before)
        self.result.latencies.append(waited + time.perf_counter() - t0)
        self.result.from_stickers += seen.from_stickers
        question = self.session.tracker.question
        asked = question is not None and question.value == "card"
        if key in seen.candidates and not asked:
            self.result.read += 1  # one candidate, or two the tracker settled from context
            return
        self.result.corrected += 1
        if key in seen.candidates:
            self._press(f"+{question.info.index(key) + 1}")  # "which card?" answered
        else:
            self._correct(key)

    def _show_in_middle(self, obs: Observation) -> None:
        """Show ``obs``'s 2-player face-up card in the middle (seed 002 "Setup"; already in
        the scene) until the camera reads it there, then give it to the tracker, as
        ``companion play`` does; a card it misses within :data:`FRAMES_PER_CARD` frames is
        given as seen (no key gives one)."""
        self.result.cards += 1
        self.result.middle += 1
        seen, waited = self._watch(None, obs.cards[0])
        if seen is None:
            self.result.entered += 1
        else:
            self.result.read += 1
            self.result.latencies.append(waited)
        self.session.observe(obs)

    def _press(self, keys: str) -> None:
        """Press keys as the sighted helper would."""
        reader = KeyReader()
        for k in keys:
            command = reader.press(k)
            if command:
                self.session.key(command)

    def _enter(self, obs: Observation, key: str) -> None:
        """The sighted helper gives a card the camera did not read: Enter and its rank,
        then plus and a number when asked whose zone it is in and which card of that rank
        it is (the demo presses what it hears); a card Enter could not give goes to the
        tracker as read."""
        depth = len(self.session.tracker.history)
        before = self.session.tracker.question
        self._press(f"\n{card(key).rank}")
        for _ in range(2):  # whose zone, then which card: only the questions Enter asked
            question = self.session.tracker.question  # (QA: it answered "Who starts?")
            if self.session.choice:  # Enter's own "whose zone?"
                wanted = self.session.tracker.names[obs.seat]
            elif question is not None and question is not before and question.value == "card":
                wanted = card(key).name(self.session.lang)
            else:
                break
            labels = [label for label, _ in self.session.options()]
            if wanted not in labels:
                break
            self._press(f"+{labels.index(wanted) + 1}")
        if len(self.session.tracker.history) == depth:
            self.session.observe(o.card_seen(obs.seat, key))

    def _correct(self, key: str) -> None:
        """The sighted helper's keys: ``/`` rank, then ``+`` choice when the rank is shared."""
        self._press(f"/{card(key).rank}")
        if self.session.choice:
            labels = [label for label, _ in self.session.choice]
            self._press(f"+{labels.index(card(key).name(self.session.lang)) + 1}")

    def _watch(self, seat: int | None, key: str | None = None
               ) -> tuple["CardAppeared | None", float]:
        """Render frames until the camera reads a new card in ``seat``'s zone (0-based), or
        ``key`` in the middle of the table (``seat`` ``None``); return what it read (``None``
        if nothing) and the seconds waited at :data:`DEMO_FPS` (see ``latencies``)."""
        from vision.render import render_table

        scene = self._scene()
        for k in range(FRAMES_PER_CARD):
            frame_scene = replace(scene, conditions=replace(self.conditions,
                                                            seed=self._frame))
            frame, self.truth = render_table(frame_scene)
            if self.frame_sink is not None:
                self.frame_sink(frame)
            t0 = time.perf_counter()
            appeared = self.watcher.update(frame, self._frame / DEMO_FPS)
            waited = k / DEMO_FPS + time.perf_counter() - t0
            self._frame += 1
            self.result.frames += 1
            for event in appeared:
                if not event.candidates:
                    continue
                if seat is None:
                    if event.seat is None and event.middle and event.candidates == (key,):
                        self._hold(frame)
                        return event, waited
                    continue
                if event.seat != seat + 1:
                    continue
                if self.known.known(self.session.tracker.view(), seat, event.candidates):
                    continue  # a late read of a card entered by key, as `play` does
                self._hold(frame)
                return event, waited
        return None, FRAMES_PER_CARD / DEMO_FPS

    def _scene(self):
        """The table as it lies now (:func:`vision.render.build_scene`)."""
        from vision.render import build_scene

        aside = [set_aside_face_up(self.edition)] if self._aside else []
        return build_scene({s + 1: cards for s, cards in self._zones.items() if cards},
                           seats=self.players, edition=self.edition, growing=True,
                           conditions=self.conditions, seed=self.seed,
                           set_aside=aside + self._middle)

    def _show_empty_table(self, count: int, occluders: bool = True) -> None:
        """Write ``count`` pictures of the table as it lies to the video, not read (the
        game's start, the deal and its end need no camera): with no card in a zone before
        the first card (:data:`START_FRAMES`) and between rounds (:data:`GATHERED_FRAMES`);
        the game's last cards at its end (:data:`END_FRAMES`). ``occluders`` false: without
        the conditions' hands and mugs (one picture is repeated: one over a card would hide
        it throughout)."""
        if self.frame_sink is None:
            return
        from vision.render import render_table

        conditions = replace(self.conditions, seed=self._frame)
        if not occluders:
            conditions = replace(conditions, hands=0, mugs=0)
        frame, self.truth = render_table(replace(self._scene(), conditions=conditions))
        for _ in range(count):
            self.frame_sink(frame)

    def _hold(self, frame) -> None:
        """Give the video a watchable pace: the table stays as it is for
        :data:`HOLD_FRAMES` more frames (copies, not read again)."""
        if self.frame_sink is not None:
            for _ in range(HOLD_FRAMES):
                self.frame_sink(frame)


def cards_laid(edition: str, players: int, seed: int) -> int:
    """How many cards the demo game ``seed`` (``players`` players, ``edition``) lays in the
    discard zones: the numbers ``misread`` takes are 0 to this minus 1. Plays the game in
    the rules engine only (no frame rendered: a few milliseconds), so that a number past
    the last card is refused before the run (QA37: said after 70 s of demo)."""
    state = play_random_game(edition, players, seed, names=list(NAMES[:players]))
    return sum(1 for obs in game_observations(state, "en", hands="card")
               if obs.kind in LAID for _ in obs.cards or ())


def _wrong_card(key: str, edition: str) -> str:
    """A plausible misread of ``key``: the other card of the same rank, else the next rank."""
    from companion.cards import edition_cards

    same = [c.key for c in edition_cards(edition) if c.rank == card(key).rank and c.key != key]
    if same:
        return same[0]
    return next(c.key for c in edition_cards(edition) if c.rank != card(key).rank)


def output_paths(out_dir: Path) -> dict[str, Path]:
    """Where a demo writes: ``wav``, ``transcript``, ``video``, ``log``."""
    return {"wav": out_dir / "demo.wav", "transcript": out_dir / "demo-transcript.txt",
            "video": out_dir / "demo.mp4", "log": out_dir / "demo-session.jsonl"}
