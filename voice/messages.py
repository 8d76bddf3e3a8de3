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
    "reason_never_finished": (
        "Reason in engine_failed: the engine started but never reported the end of speech.",
        {"en": "it never finished", "fr": "il ne s'est jamais arrêté", "es": "nunca terminó"},
    ),
    "reason_no_start": (
        "Reason in engine_failed: the engine did not start speaking in time.",
        {"en": "it did not start speaking", "fr": "il n'a pas commencé à parler", "es": "no empezó a hablar"},
    ),
    "reason_not_interruptible": (
        "Reason in engine_failed: the engine could not be stopped.",
        {"en": "it could not be interrupted", "fr": "impossible de l'interrompre", "es": "no se pudo interrumpir"},
    ),
    "reason_no_audio_device": (
        "Reason in engine_failed: no sound card or audio server.",
        {"en": "no audio device", "fr": "aucun périphérique audio", "es": "ningún dispositivo de audio"},
    ),
    "reason_no_player": (
        "Reason in engine_failed: no program to play sound was found.",
        {"en": "no audio player", "fr": "aucun lecteur audio", "es": "ningún reproductor de audio"},
    ),
    "reason_not_installed": (
        "Reason in engine_failed: the engine is not installed.",
        {"en": "not installed", "fr": "non installé", "es": "no instalado"},
    ),
    "reason_no_answer": (
        "Reason in engine_failed: the speech service did not answer.",
        {"en": "the service did not answer", "fr": "le service n'a pas répondu", "es": "el servicio no respondió"},
    ),
    "reason_unknown_voice": (
        "Reason: the engine does not know the chosen voice.",
        {"en": "unknown voice", "fr": "voix inconnue", "es": "voz desconocida"},
    ),
    "reason_internal": (
        "Reason in engine_failed: an unexpected error in the program (details in English follow).",
        {"en": "internal error", "fr": "erreur interne", "es": "error interno"},
    ),
    "voice_fallback": (
        "Printed when {engine} does not know the voice {voice}: the language's default voice is used.",
        {
            "en": "Speech engine {engine} has no voice {voice}; using the default voice.",
            "fr": "Le moteur vocal {engine} n'a pas la voix {voice} ; voix par défaut utilisée.",
            "es": "El motor de voz {engine} no tiene la voz {voice}; se usa la voz por defecto.",
        },
    ),
    "settings_unknown_voice": (
        "Printed at start when voice.toml names a voice no engine has: the default voice is used.",
        {
            "en": "Unknown voice {voice} in the voice settings: using the default voice.",
            "fr": "Voix {voice} inconnue dans les réglages de la voix : voix par défaut utilisée.",
            "es": "Voz {voice} desconocida en los ajustes de voz: se usa la voz por defecto.",
        },
    ),
}

REASON_KEYS = tuple(key for key in CATALOG if key.startswith("reason_"))


def message(key: str, language: str = "en", **kwargs: object) -> str:
    """Render catalog entry ``key`` in ``language`` (falls back to English).

    Raises ``KeyError`` for an unknown key.
    """
    _note, texts = CATALOG[key]
    template = texts.get(language) or texts["en"]
    return template.format(**kwargs)
