"""The few sentences the voice layer itself says or prints, in en / fr / es.

Everything about the game is said by ``companion.narration``; these are only the
voice layer's own words (history edges, engine trouble). Each key carries a note for
translators, as NVDA does.
"""

from __future__ import annotations

LANGUAGES = ("en", "fr", "es")

#: key -> (translator note, {language: template}); templates use ``str.format``.
CATALOG: dict[str, tuple[str, dict[str, str]]] = {
    "history_start": (
        "Spoken when the player steps back past the oldest remembered announcement.",
        {"en": "Start of history.", "fr": "Début de l'historique.", "es": "Inicio del historial."},
    ),
    "history_end": (
        "Spoken when the player steps forward past the newest announcement.",
        {"en": "End of history.", "fr": "Fin de l'historique.", "es": "Fin del historial."},
    ),
    "nothing_to_repeat": (
        "Spoken when 'repeat' is asked before anything was announced.",
        {"en": "Nothing to repeat yet.", "fr": "Rien à répéter.", "es": "Nada que repetir."},
    ),
    "engine_failed": (
        "Printed on the text channel: {engine} stopped working ({reason}); {next} takes over.",
        {
            "en": "Speech engine {engine} failed ({reason}); switching to {next}.",
            "fr": "Le moteur vocal {engine} a échoué ({reason}) ; passage à {next}.",
            "es": "El motor de voz {engine} falló ({reason}); se usa {next}.",
        },
    ),
}


def message(key: str, language: str = "en", **kwargs: object) -> str:
    """Render catalog entry ``key`` in ``language`` (falls back to English).

    Raises ``KeyError`` for an unknown key.
    """
    _note, texts = CATALOG[key]
    template = texts.get(language) or texts["en"]
    return template.format(**kwargs)
