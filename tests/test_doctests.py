"""The examples in the docstrings of the modules (companion, voice, vision) run and give what
they show."""
import doctest
import importlib
import pkgutil

import pytest

import companion
import vision
import voice


def core_modules():
    for package in (companion, voice, vision):
        yield from _modules(package)


def _modules(package):
    for info in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
        if ".commands" in info.name or info.name.endswith("__main__"):
            continue
        yield info.name


@pytest.mark.parametrize("name", sorted(core_modules()))
def test_docstring_examples(name):
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert result.failed == 0, f"{result.failed} docstring example(s) failed in {name}"
