"""Run every benchmark of the project: ``.venv/bin/python -m benchmarks``.

Each module of this package with a ``main()`` is run in turn; its figures are printed
as Markdown to copy into ``docs/benchmarks.md``.
"""
import importlib
import inspect
import pkgutil

import benchmarks

for info in sorted(pkgutil.iter_modules(benchmarks.__path__), key=lambda m: m.name):
    if info.name.startswith("_"):
        continue
    module = importlib.import_module(f"benchmarks.{info.name}")
    if hasattr(module, "main"):
        print(f"\n## benchmarks.{info.name}\n")
        takes_argv = bool(inspect.signature(module.main).parameters)
        module.main([]) if takes_argv else module.main()
