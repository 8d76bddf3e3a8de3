"""flk68 (found with the keys' timer standing still): a prefix key's cue goes stale once its
digit or a newer prefix comes (QA26), the prefix told from the one before by its start
time (:attr:`LiveKeys.prefix_at <companion.app.live_keys.LiveKeys>`). Two prefixes
started at the same timer reading (keys typed in one go in a replay's key script, on the
video's clock: ``4:*9*9``) looked like one: the first cue was fresh again. flk69: told
apart by a count (``prefix_n``: :meth:`LiveKeys._prefix_started
<companion.app.live_keys.LiveKeys._prefix_started>`)."""
from tests.companion.app.test_live import live


def test_a_cue_stays_stale_when_a_new_prefix_starts_at_the_same_instant(tmp_path):
    """Star, star (cancelled) and star again at one timer reading: the first cue is
    stale, the newest is not."""
    table, said = live(tmp_path)
    table.timer = lambda: 0.0  # one reading for every key (as a replay's key group)
    for key in "**":
        table.keys.put(key)
        table._keys()
    first = [a for a in said if a.brief == "Zone: which seat?"][0]
    table.keys.put("*")  # a new one waits
    table._keys()
    second = said[-1]
    assert second.brief == "Zone: which seat?" and second is not first
    assert first.stale() and not second.stale()
