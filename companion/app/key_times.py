"""The times of ``companion play``'s keys: how long a prefix waits for its digit, how long
keys before the set-up are sifted, the grace of a choice, the undo's repeat and confirm
windows. Split from :mod:`companion.app.live_keys` (rf69).
"""
from __future__ import annotations


#: Seconds a prefix key (``*``, ``+``, ``/``, Enter) waits for its digit, from the end of
#: its spoken cue, before it is cancelled; also how long the session's own choice (slash's
#: "which card?") waits for plus and a number once said.
PREFIX_TIMEOUT_S = 6.0


#: Seconds after the set-up at most during which keys pressed while the voice still says
#: it are sifted (:class:`~companion.app.keys.EarlyKeys`, QA23 #12).
EARLY_KEYS_MAX_S = 30.0


#: Seconds after the undo's question was said to its end during which a card the camera
#: reads waits, the question staying open (session 30, QA31), as it did after the
#: session's own list (QA30 #4) until QA33 M2: a card read while that list is open now
#: waits for its answer or close (:meth:`LiveKeys._choice_waits`).
CHOICE_GRACE_S = 3.0


#: Seconds after an undo during which minus is ignored (a minus key held down repeats).
UNDO_REPEAT_S = 1.0

#: Seconds between two minus presses past which the second is no key held down
#: repeating (a held key repeats 25 to 30 times a second once it repeats): a minus ignored
#: after an undo (:data:`UNDO_REPEAT_S`) pressed so is said not taken (fresh QA69 L2: a
#: second minus twice 0.6 s after an undo, silence); a held key's repeats stay silent.
KEY_REPEAT_GAP_S = 0.2

#: Minus presses, each within :data:`KEY_REPEAT_GAP_S` of the one before, that follow a
#: minus refused after an undo and tell it a key held down (its first repeat: 0.25 to
#: 0.66 s after the press, then 25 to 30 a second, 5 or 6 in that gap), so it is not said
#: not taken (rev-ord70 MEDIUM); a player's new pair has one such (its second press), its
#: repeats beginning after the keyboard's delay (:mod:`companion.app.minus_soon`).
KEY_STREAM_N = 4

#: Minus gaps in a row (each the seconds between two minus presses, no other key between)
#: that, all within :data:`KEY_STEADY_S` of each other, tell a key held down on a keyboard
#: set to repeat slowly (accessibility settings: 0.5 s delay, then every 0.5 s; each
#: repeat more than :data:`KEY_REPEAT_GAP_S` after the last): refused as repeats after a
#: refused minus (rev-ord71 LOW, keys72: held 3 s, it undid twice;
#: :meth:`~companion.app.minus_soon.MinusSoon._held_repeat`). A player's own presses are
#: not so even three gaps running.
KEY_STEADY_N = 3

#: Seconds within which :data:`KEY_STEADY_N` minus gaps in a row must agree to be a
#: keyboard's steady repeat (a repeat timer is steady to a few milliseconds; the keys'
#: stamps, :mod:`companion.app.key_stamps`, as exact as the keyboard thread's wake-up).
KEY_STEADY_S = 0.05

#: Periods (multiples of the last gap of a steady run of minus refused as a slow
#: keyboard's repeat, :data:`KEY_STEADY_S`) with no minus after which the run has ended
#: and is said not taken (``app.minus_held_steady``; rev-keys72 MEDIUM: a player's even
#: taps were refused unsaid); another key ends it at once.
KEY_STEADY_END = 1.5


#: Seconds within which the second minus of an undo must come, counted from the end of
#: "Undo: press minus again." (QA: a lone minus stayed armed, and one more minus five
#: seconds later undid a card; QA34 F4: counted from the first key, 1.5 s, the window
#: closed as the cue ended, so a player who did what it said started a new undo).
UNDO_CONFIRM_S = 3.0
