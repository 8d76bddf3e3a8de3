"""The examples in the docstrings of the core modules run and give what they show."""
import doctest
import importlib
import pkgutil

import pytest

import companion


def core_modules():
    for info in pkgutil.walk_packages(companion.__path__, "companion."):
        if ".commands" in info.name or info.name.endswith("__main__"):
            continue
        yield info.name


@pytest.mark.parametrize("name", sorted(core_modules()))
def test_docstring_examples(name):
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert result.failed == 0, f"{result.failed} docstring example(s) failed in {name}"
