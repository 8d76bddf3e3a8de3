"""Run every benchmark of the project: ``.venv/bin/python -m benchmarks``.

Each module of this package with a ``main()`` is run in turn with its defaults; its figures
are printed as Markdown for the table of ``docs/benchmarks.md``. ``--list`` names them and
stops; one benchmark with options: ``python -m benchmarks.<name> --help``.
"""
import argparse
import importlib
import inspect
import pkgutil

import benchmarks


def modules() -> list[str]:
    """The names of this package's benchmark modules (those with a ``main()``), sorted."""
    names = []
    for info in sorted(pkgutil.iter_modules(benchmarks.__path__), key=lambda m: m.name):
        if not info.name.startswith("_") and hasattr(
                importlib.import_module(f"benchmarks.{info.name}"), "main"):
            names.append(info.name)
    return names


def main(argv: "list[str] | None" = None) -> None:
    """Run every benchmark (``argv`` as ``sys.argv[1:]``; ``--help``, ``--list``)."""
    parser = argparse.ArgumentParser(
        allow_abbrev=False, prog="python -m benchmarks",
        description="Run every benchmark with its defaults "
        "(long: minutes). One benchmark with options: python -m benchmarks.NAME --help.")
    parser.add_argument("--list", action="store_true", help="name the benchmarks and stop")
    args = parser.parse_args(argv)
    for name in modules():
        if args.list:
            print(f"benchmarks.{name}")
            continue
        module = importlib.import_module(f"benchmarks.{name}")
        print(f"\n## benchmarks.{name}\n")
        module.main([]) if inspect.signature(module.main).parameters else module.main()


if __name__ == "__main__":
    main()
