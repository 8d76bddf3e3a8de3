"""Review of keys72 (rev-keys72): the steady-period rule
(:meth:`~companion.app.minus_soon.MinusSoon._held_repeat`, KEY_STEADY_N gaps within
KEY_STEADY_S) against a player's own presses, driven through the table's key loop as
:mod:`tests.companion.app.test_rev_ord71_minus_timing` drives it (keys stamped with their
press time, as the keyboard's thread stamps them)."""
import pytest

from tests.companion.app.test_rev_ord71_minus_timing import TOO_SOON, _run

#: a player tapping minus at an even pace, as people tap a rhythm (a tapper's gaps vary by
#: some 2 to 5 %: 10 to 30 ms at 0.5 s): every 0.5 s exactly, and 0.6 s give or take 20 ms
TAPS = {
    "every_0.5s": [(round(0.5 * i, 3), "-") for i in range(12)],
    "about_0.6s": [(t, "-") for t in (0, 0.6, 1.22, 1.8, 2.41, 3.0, 3.62, 4.2, 4.81, 5.4)],
}


@pytest.mark.parametrize("taps", sorted(TAPS))
def test_a_player_s_even_taps_after_an_undo_are_not_dropped_unsaid(taps):
    """rev-keys72, MEDIUM (mended by fixk72): a player tapping minus at an even pace (0.5 s
    apart, or 0.6 s give or take 20 ms) got one undo, then "Minus not taken: ... press
    minus twice again." once, then every later press (six to eight over 3 to 4 s) refused
    with no word at all (MinusSoon._held_repeat takes KEY_STEADY_N=3 gaps within
    KEY_STEADY_S=0.05 s after a refused minus as a slow keyboard's repeat). Now the run is
    still refused, but said once it stops (app.minus_held_steady)."""
    undone, texts = _run(TAPS[taps], loop=0.02)
    first = next(i for i, t in enumerate(texts) if t.startswith(TOO_SOON))
    later = texts[first + 1:]
    assert undone > 1 or any("not taken" in t for t in later), (undone, texts)

