"""Table options: the choices a table makes that the rules leave open (RULINGS O10), and
the check of those a game is started with (:func:`table_options`)."""
from __future__ import annotations

from companion.reason import Reason

#: Each option's allowed values, the first the default.
TABLE_OPTIONS = {
    # RULINGS O10: how long Liber Ivonis (Insane) protects from being knocked out.
    "liber_ivonis_duration": ("round", "turn"),
}


def table_options(options: dict | None) -> dict[str, str]:
    """Every table option (:data:`TABLE_OPTIONS`, RULINGS O10) with its value: those given in
    ``options`` (option name → value), the others at their first (default) value.

    Raises:
        ValueError: an unknown option, or a value the option does not allow (the message,
            a :class:`~companion.reason.Reason`, names the allowed ones).
    """
    opts = {name: values[0] for name, values in TABLE_OPTIONS.items()}
    for name, value in (options or {}).items():
        if name not in TABLE_OPTIONS:
            raise ValueError(Reason("app.obs_table_option", name=repr(name),
                                    known=", ".join(TABLE_OPTIONS)))
        if value not in TABLE_OPTIONS[name]:
            raise ValueError(Reason("app.obs_table_option_value", name=name,
                                    value=repr(value),
                                    allowed=", ".join(TABLE_OPTIONS[name])))
        opts[name] = value
    return opts


__all__ = ["TABLE_OPTIONS", "table_options"]
