"""Whether a round's table was gathered in its middle, told by frame time rather than by a
count of pictures (:meth:`NextDeal._cleared_mid_round
<companion.app.live_deal.NextDeal._cleared_mid_round>`, the mid-round clear).

A hand or a mug hides one pile, never every zone at once for long: the mid-round clear
needed :data:`~companion.app.live_deal.CLEARED_MID_FRAMES` (30) pictures of gathered table
in a row, one second at 30 pictures a second. At 10 a second (the demo's videos, QA55
runB) or under load (the grabber keeps the newest picture: QA46 HIGH-1, ~7 pictures of a
3 s gather) that is 3 s or more, and a gather a picture shorter said nothing: review of
late56 (HIGH): QA55 runB's round-2 gather lasted exactly 30 pictures; one fewer, and after
the late answer the next round's Boxer was said as Dan's discard. So:

* a run of gathered pictures (every zone read bare, seat markers seen) counts
  :data:`~companion.app.live_deal.GATHER_RUN_S` of frame time and
  :data:`~companion.app.live_deal.GATHER_RUN_PICTURES` pictures, as the table gathered
  between rounds does (:func:`~companion.app.live_deal.run_on`); a picture that tells
  nothing (no seat markers and nothing else read; an unreadable one is never given here)
  or that reads only a card new to the camera (one carried over the table, not yet
  stable) neither counts nor ends it, unless the pause lasts longer than the run itself
  (its gathered pictures more than ``GATHER_RUN_S`` apart: the run begins again); a
  covered place ends it (a hand may rest on a pile), and so does a card of the table read
  again (its cards are there);
* a run of :data:`MOMENT_S` and :data:`GATHER_RUN_PICTURES` pictures is a moment of
  gathered table: when a card new to the camera is then read in a zone, no card of the
  table read again since, and the round had cards in two zones or more (a player taking
  back their own card empties one zone, a gather every zone), the table was gathered and
  the next round begun: the clear is said then, before that card is taken, and it is held
  (a question to settle the round, not the card said as this round's play). Reading a
  card of the table again forgets the moment (its cards were there after all).

Units: frame time in seconds (``FrameReading.t``)."""
from __future__ import annotations

from dataclasses import dataclass

#: Seconds (frame time) of gathered table, in :data:`GATHER_RUN_PICTURES` pictures or more,
#: that a card new to the camera read after it needs to count as the next round's: half of
#: ``GATHER_RUN_S``, as a round dealt by held cards needs (``GATHERED_DEALT_S``: an arm
#: lifting off the cards is read sooner). QA55 runB's gather: 3 s; a quick one: ~1 s.
MOMENT_S = 0.5

#: What one readable picture of a round in progress shows, for :meth:`MidGather.see`:
#: every zone bare with seat markers seen; nothing told (no seat markers, nothing read);
#: bare but for a card new to the camera in a zone; a place judged covered (or a card
#: pushed out of its zone); a card of the table read again.
LOOKS = ("bare", "quiet", "new", "covered", "seen")


@dataclass
class MidGather:
    """The run of gathered pictures of round :attr:`round` in its middle and whether a
    moment of gathered table was seen since its cards were last read.

    Attributes:
        round: the round the run belongs to (``None``: none yet).
        first_t: frame time of the run's first gathered picture, s (``None``: no run).
        last_t: frame time of its last gathered picture, s.
        pictures: its gathered pictures.
        moment: a run lasted :data:`MOMENT_S` and the pictures since the table's cards
            were last read.
    """

    round: int | None = None
    first_t: float | None = None
    last_t: float | None = None
    pictures: int = 0
    moment: bool = False

    def see(self, look: str, t: float, round_: int, run_s: float, run_pictures: int) -> str:
        """Add one readable picture of round ``round_`` at frame time ``t`` (s) showing
        ``look`` (one of :data:`LOOKS`) and tell what it makes of the table: ``"gathered"``
        (the run lasts ``run_s`` seconds and ``run_pictures`` pictures), ``"new"`` (a
        card new to the camera read after a moment of gathered table: the next round's)
        or ``""`` (nothing yet). A ``"bare"`` picture more than ``run_s`` after the run's
        last begins it again. Raises ValueError for a look not in :data:`LOOKS`."""
        if look not in LOOKS:
            raise ValueError(f"unknown look {look!r}, expected one of {LOOKS}")
        if round_ != self.round:
            self.forget(round_)
        if look == "seen":
            self.forget(round_)
            return ""
        if look == "covered":
            self.first_t, self.pictures = None, 0
            return ""
        if look == "new":
            return "new" if self.moment else ""
        if look == "quiet":
            return ""
        if self.first_t is None or t - self.last_t > run_s:
            # a pause longer than the run itself (pictures telling nothing, unreadable)
            # is no run of gathered table: begin again (review of gather57: 2 bare
            # pictures, 5 s of nothing, 1 bare said the clear)
            self.first_t, self.pictures = t, 0
        self.last_t, self.pictures = t, self.pictures + 1
        span = t - self.first_t
        self.moment = self.moment or self.pictures >= run_pictures and span >= MOMENT_S
        return "gathered" if self.pictures >= run_pictures and span >= run_s else ""

    def forget(self, round_: int | None = None) -> None:
        """Forget the run and the moment (the table's cards read again, the clear said, the
        round over); the next pictures are round ``round_``'s."""
        self.round, self.first_t, self.last_t, self.pictures, self.moment = \
            round_, None, None, 0, False
