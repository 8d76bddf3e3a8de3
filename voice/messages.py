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
    "no_engine": (
        "Printed on the text channel once, when none of the speech engines {engines} (a "
        "comma list of program names) is installed or usable: the announcements are only "
        "written on the screen.",
        {
            "en": "No speech engine found ({engines}): the announcements are only written. "
                  "Install espeak-ng (sudo apt-get install espeak-ng) to hear them.",
            "fr": "Aucun moteur vocal trouvé ({engines}) : les annonces sont seulement "
                  "écrites. Installez espeak-ng (sudo apt-get install espeak-ng) pour les "
                  "entendre.",
            "es": "No se encontró ningún motor de voz ({engines}): los anuncios solo se "
                  "escriben. Instale espeak-ng (sudo apt-get install espeak-ng) para oírlos.",
        },
    ),
    "voice_back": (
        "Spoken by a speech engine that had failed and works again (QA34 F1): the player "
        "missed what was only written meanwhile; key 7 then says it all, in order (QA35).",
        {
            "en": "The voice is back after a fault. Press 7 to hear what was missed.",
            "fr": "La voix est revenue après une panne. Appuyez sur 7 pour entendre ce qui a été manqué.",
            "es": "La voz ha vuelto tras un fallo. Pulsa 7 para oír lo que se perdió.",
        },
    ),
    "catch_up_back": (
        "Said before the rest of key 7's catch-up after a fault (what was missed) when it goes "
        "on after another line (a key's answer, a question) cut it: old news follows (QA33 M1).",
        {"en": "Back to the missed news.", "fr": "Retour aux nouvelles manquées.",
         "es": "De vuelta a las noticias perdidas."},
    ),
    "said_again": (
        "Said before a line cut (by a key's answer, an urgent line) once the player had heard "
        "its first words, when it is said again from its start: heard twice without it, "
        "\"Dan's hand: The Urchin.\" sounded like two cards (QA44 LOW-7).",
        {"en": "Again:", "fr": "Je répète :", "es": "Repito:"},
    ),
    "catch_up_end": (
        "Said at the end of key 7's catch-up after a fault when other lines wait to be "
        "said after it: the news that follows is new (QA33 M1).",
        {"en": "End of missed news.", "fr": "Fin des nouvelles manquées.",
         "es": "Fin de las noticias perdidas."},
    ),
    "engine_failed_text": (
        "Printed on the text channel: {engine} stopped working ({reason}); from now on the "
        "announcements are only written on the screen (the 'text' engine; QA12: French and "
        "Spanish said the engine's English name).",
        {
            "en": "Speech engine {engine} failed ({reason}); switching to text.",
            "fr": "Le moteur vocal {engine} a échoué ({reason}) ; passage au texte écrit.",
            "es": "El motor de voz {engine} falló ({reason}); se usa el texto escrito.",
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
        "Reason in engine_failed: espeak-ng, which the engine (espeak-ng itself, or the WAV "
        "recorder that uses it) needs, is not installed; with the command that installs it "
        "(QA18 N4: the demo said only 'wav-file failed (not installed)').",
        {"en": "espeak-ng is not installed: sudo apt-get install espeak-ng",
         "fr": "espeak-ng n'est pas installé : sudo apt-get install espeak-ng",
         "es": "espeak-ng no está instalado: sudo apt-get install espeak-ng"},
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
    "settings_language": (
        'voice.toml, printed: an unknown language. {value}: as written; {choices}: en, fr, es.',
        {
            "en": 'Unknown language {value}: choose one of {choices}.',
            "fr": 'Langue {value} inconnue : choisissez parmi {choices}.',
            "es": 'Idioma {value} desconocido: elige uno de {choices}.',
        },
    ),
    "settings_rate": (
        'voice.toml, printed: a speech rate out of range. {value}: as written; {low}, {high}: words per minute.',
        {
            "en": 'Speech rate {value} is out of range: use {low}..{high} words per minute.',
            "fr": 'Débit de parole {value} hors limites : utilisez {low} à {high} mots par minute.',
            "es": 'Velocidad de habla {value} fuera de rango: usa de {low} a {high} palabras por minuto.',
        },
    ),
    "settings_volume": (
        'voice.toml, printed: a volume out of range. {name}: volume or earcon_volume (a key of the file, keep it); {value}: as written; {low}: the lowest value (0.1 for volume, 0 for earcon_volume).',
        {
            "en": '{name} {value} is out of range: use {low}..1.',
            "fr": '{name} {value} hors limites : utilisez une valeur de {low} à 1.',
            "es": '{name} {value} fuera de rango: usa un valor de {low} a 1.',
        },
    ),
    "settings_volume_silent": (
        'voice.toml, printed and said: a speech volume under the lowest allowed (0 says nothing, a little more may not be heard). {value}: as written; {low}: the lowest volume; backend = "text" is a line of the file (keep it).',
        {
            "en": 'Speech volume {value} is under {low}, too quiet to be sure to hear it: use {low}..1. For no voice at all, write backend = "text".',
            "fr": 'Volume de la voix {value} : en dessous de {low}, trop faible pour être sûr de l\'entendre ; utilisez une valeur de {low} à 1. Pour ne pas avoir de voix du tout, écrivez backend = "text".',
            "es": 'Volumen de voz {value}: por debajo de {low}, demasiado bajo para oírlo con seguridad; usa un valor de {low} a 1. Para no tener voz, escribe backend = "text".',
        },
    ),
    "settings_rate_whole": (
        'voice.toml, printed: a speech rate that is not a whole number (200.5, "fast"). {value}: as written; {low}, {high}: words per minute.',
        {
            "en": 'Speech rate {value} is not a whole number of words per minute: write one from {low} to {high}, e.g. rate = 175.',
            "fr": "Débit de parole {value} : ce n'est pas un nombre entier de mots par minute ; écrivez-en un de {low} à {high}, par exemple rate = 175.",
            "es": 'Velocidad de habla {value}: no es un número entero de palabras por minuto; escribe uno de {low} a {high}, por ejemplo rate = 175.',
        },
    ),
    "settings_volume_number": (
        'voice.toml, printed: a volume that is not a number ("loud", "0,5" with a comma, in quotes). {name}: volume or earcon_volume (a key of the file, keep it); {value}: as written; {low}: the lowest value (0.1 for volume, 0 for earcon_volume).',
        {
            "en": '{name} {value} is not a number: write one from {low} to 1 with a point and no quotes, e.g. {name} = 0.5.',
            "fr": "{name} {value} n'est pas un nombre : écrivez-en un de {low} à 1 avec un point et sans guillemets, par exemple {name} = 0.5.",
            "es": '{name} {value} no es un número: escribe uno de {low} a 1 con punto y sin comillas, por ejemplo {name} = 0.5.',
        },
    ),
    "settings_verbosity": (
        "voice.toml, printed: an unknown verbosity. {value}: as written; brief, normal, verbose are the file's values (keep them).",
        {
            "en": 'Unknown verbosity {value}: use brief, normal or verbose.',
            "fr": 'Verbosité {value} inconnue : utilisez brief, normal ou verbose.',
            "es": 'Nivel de detalle {value} desconocido: usa brief, normal o verbose.',
        },
    ),
    "settings_voice": (
        'voice.toml, printed: a voice that is not a name. {value}: as written.',
        {
            "en": "Voice {value} is not a voice name; use e.g. 'en-us' or none.",
            "fr": "La voix {value} n'est pas un nom de voix ; utilisez par exemple 'fr-fr', ou aucune.",
            "es": "La voz {value} no es un nombre de voz; usa por ejemplo 'es', o ninguna.",
        },
    ),
    "settings_backend": (
        'voice.toml, printed: an unknown speech engine. {value}: as written; {choices}: the engine names.',
        {
            "en": 'Unknown speech backend {value}: use one of {choices}, or none for automatic.',
            "fr": "Moteur vocal {value} inconnu : utilisez l'un de {choices}, ou aucun pour le choix automatique.",
            "es": 'Motor de voz {value} desconocido: usa uno de {choices}, o ninguno para la elección automática.',
        },
    ),
    "settings_unknown_setting": (
        'A voice setting changed by name that is not a setting. {setting}: the name; {known}: the settings.',
        {
            "en": 'Unknown voice setting {setting}: use one of {known}.',
            "fr": "Réglage de la voix {setting} inconnu : utilisez l'un de {known}.",
            "es": 'Ajuste de voz {setting} desconocido: usa uno de {known}.',
        },
    ),
    "settings_file_not_regular": (
        'Printed: voice.toml is a folder or a device. {path}: the file.',
        {
            "en": 'Voice settings file {path} is not a regular file; using defaults.',
            "fr": "Le fichier de réglages de la voix {path} n'est pas un fichier ordinaire ; valeurs par défaut utilisées.",
            "es": 'El archivo de ajustes de voz {path} no es un archivo normal; se usan los valores por defecto.',
        },
    ),
    "settings_file_env_missing": (
        "Printed: the voice settings file named by the environment variable does not exist. {path}: the file; {env}: the variable's name (keep it).",
        {
            "en": 'Voice settings file {path} (from {env}) does not exist; using defaults.',
            "fr": "Le fichier de réglages de la voix {path} (donné par {env}) n'existe pas ; valeurs par défaut utilisées.",
            "es": 'El archivo de ajustes de voz {path} (indicado por {env}) no existe; se usan los valores por defecto.',
        },
    ),
    "settings_file_not_utf8": (
        "Printed: voice.toml is not UTF-8 text (session 28's review: Python's codec error was said). {path}: the file.",
        {
            "en": 'Voice settings file {path} is not text saved as UTF-8: save it as UTF-8 text; using defaults.',
            "fr": "Le fichier de réglages de la voix {path} n'est pas du texte enregistré en UTF-8 : enregistrez-le en texte UTF-8 ; valeurs par défaut utilisées.",
            "es": 'El archivo de ajustes de voz {path} no es texto guardado en UTF-8: guárdalo como texto UTF-8; se usan los valores por defecto.',
        },
    ),
    "settings_file_unreadable": (
        "Printed: voice.toml cannot be read. {path}: the file; {error}: the reader's reason (in English).",
        {
            "en": 'Voice settings file {path} is unreadable ({error}); using defaults.',
            "fr": 'Le fichier de réglages de la voix {path} est illisible ({error}) ; valeurs par défaut utilisées.',
            "es": 'El archivo de ajustes de voz {path} no se puede leer ({error}); se usan los valores por defecto.',
        },
    ),
    "settings_file_unknown_key": (
        'Printed: a key of voice.toml that is not a setting. {path}: the file; {setting}: the key in quotes.',
        {
            "en": 'Voice settings file {path}: unknown key {setting} ignored.',
            "fr": 'Fichier de réglages de la voix {path} : clé {setting} inconnue, ignorée.',
            "es": 'Archivo de ajustes de voz {path}: clave {setting} desconocida, se ignora.',
        },
    ),
    "settings_file_bad_value": (
        'Printed: a value of voice.toml cannot be used. {path}: the file; {problem}: why (a settings_* sentence).',
        {
            "en": 'Voice settings file {path}: {problem} Using the default.',
            "fr": 'Fichier de réglages de la voix {path} : {problem} Valeur par défaut utilisée.',
            "es": 'Archivo de ajustes de voz {path}: {problem} Se usa el valor por defecto.',
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
