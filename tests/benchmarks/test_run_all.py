"""``python -m benchmarks``: its options are read before any benchmark starts (docs36: it
took no options, so ``--help`` started every benchmark, minutes of work)."""
import pytest

from benchmarks.__main__ import main


def test_help_prints_the_usage_and_runs_no_benchmark(capsys):
    with pytest.raises(SystemExit) as stop:
        main(["--help"])
    assert stop.value.code == 0
    out = capsys.readouterr().out
    assert "--list" in out and "## benchmarks." not in out


def test_list_names_every_benchmark_and_runs_none(capsys):
    main(["--list"])
    names = capsys.readouterr().out.split()
    assert "benchmarks.vision_accuracy" in names and "benchmarks.engine_speed" in names
    assert all(name.startswith("benchmarks.") for name in names)


def test_an_unknown_option_is_refused_with_the_usage(capsys):
    with pytest.raises(SystemExit) as stop:
        main(["--seed", "3"])
    assert stop.value.code == 2 and "usage: python -m benchmarks" in capsys.readouterr().err
