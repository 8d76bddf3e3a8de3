"""The vision benchmark's speed table (``benchmarks.vision_accuracy._speed_table``)."""
from argparse import Namespace

from benchmarks.vision_accuracy import _speed_table, cpu_name


def test_the_speed_table_names_the_machine_and_only_the_deck_asked(capsys):
    # the ms figures mean little without the machine (sessions 21-28 on AMD EPYC, session
    # 29 on an Intel Xeon about twice as slow); --deck markers skips the sticker scan
    _speed_table(Namespace(deck="markers", speed_frames=1))
    out = capsys.readouterr().out
    assert f"Machine: {cpu_name()}" in out
    assert "reference workload" in out
    assert "| marker deck (default reader) |" in out
    assert "sticker-only" not in out

