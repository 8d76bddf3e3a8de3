"""Message catalogs: one gettext ``.po`` file per language, read with Babel.

Messages are keyed (``msgid`` = a key such as ``"card_played.verbose"``); the English
catalog holds the English text like the others, so a translator sees every sentence with
its note (``#.`` comments). Arguments use ``str.format`` names (``{player}``, ``{card}``).
Counts pick a plural key by the language's CLDR plural category (Babel's
``Locale.plural_form``): ``"deck_count.brief.one"`` / ``".other"``.

The catalogs are package data: ``locale/<lang>/LC_MESSAGES/companion.po`` (table events)
``app.po`` (the app's answers to key commands, set-up guidance, camera messages) and
``cli.po`` (the ``companion`` command's usage, help and argparse's errors, keyed by their
English text as gettext does: :mod:`companion.cli_language`), one domain per file,
merged per language; reading them is the only file access of the narration layer, once
per language. A rendered French or Spanish message gives each card name
the article case and contraction its place in the sentence needs (:mod:`.articles`).

>>> message("en", "deck_count.brief", count=1)
'1 card left.'
>>> message("fr", "deck_count.brief", count=3)
'Il reste 3 cartes.'
"""
from __future__ import annotations

import errno
import re
from functools import lru_cache
from pathlib import Path

from babel import Locale
from babel.messages.pofile import read_po

from companion.cards import LANGUAGES
from companion.narration.articles import in_sentence
from companion.reason import Reason

LOCALE_DIR = Path(__file__).with_name("locale")
#: Every catalog domain, one ``.po`` file each, merged into one key space per language.
DOMAINS = ("companion", "app", "cli")


class MissingMessageError(KeyError):
    """A message key that the catalog does not have."""


@lru_cache(maxsize=None)
def catalog(lang: str) -> dict[str, str]:
    """Every message of ``lang`` as ``{key: text}`` (read once, then cached).

    Raises:
        ValueError: unknown language; the message lists the supported ones.
    """
    if lang not in LANGUAGES:
        raise ValueError(f"no catalog for language {lang!r}; choose one of: "
                         + ", ".join(LANGUAGES))
    messages: dict[str, str] = {}
    for domain in DOMAINS:
        with open(LOCALE_DIR / lang / "LC_MESSAGES" / f"{domain}.po", "rb") as f:
            cat = read_po(f, locale=lang, domain=domain)
        messages.update((m.id, m.string) for m in cat if m.id and m.string)
    return messages


@lru_cache(maxsize=None)
def notes(lang: str = "en") -> dict[str, str]:
    """The translator note of every message (``#.`` comments), keyed like :func:`catalog`."""
    found: dict[str, str] = {}
    for domain in DOMAINS:
        with open(LOCALE_DIR / lang / "LC_MESSAGES" / f"{domain}.po", "rb") as f:
            cat = read_po(f, locale=lang, domain=domain)
        found.update((m.id, " ".join(m.auto_comments)) for m in cat if m.id)
    return found


def plural_key(lang: str, key: str, count: int) -> str:
    """``key`` + ``.one`` / ``.other`` (etc.) by ``lang``'s plural rule for ``count``."""
    form = Locale.parse(lang).plural_form(abs(count))
    full = f"{key}.{form}"
    return full if full in catalog(lang) else f"{key}.other"


def message(lang: str, key: str, count: int | None = None, **args) -> str:
    """The sentence ``key`` in ``lang`` with ``args`` filled in.

    With ``count``, the plural form is chosen (and ``{count}`` is available).

    Raises:
        MissingMessageError: no such key (with a plural suffix if ``count`` is given).
    """
    cat = catalog(lang)
    if count is not None:
        key = plural_key(lang, key, count) if f"{key}.other" in cat else key
        args["count"] = count
    try:
        text = cat[key]
    except KeyError:
        raise MissingMessageError(f"no message {key!r} in the {lang} catalog") from None
    text = in_sentence(text.format(**args), lang)
    return _elide(text) if lang == "fr" else _es_conjunctions(text) if lang == "es" else text


class Sentence(str):
    """A sentence kept as its catalog ``key`` and arguments, so one text can be shown in
    another language: ``str()`` is the English text (for logs and exceptions),
    :meth:`in_language` renders it in ``lang``; an argument that is itself a
    :class:`Sentence` is rendered in the same language.

    >>> s = Sentence("app.default_player", number=2)
    >>> str(s), s.in_language("es")
    ('Player 2', 'Jugador 2')

    Raises:
        MissingMessageError: no such key (at construction, in English).
    """

    key: str
    count: "int | None"
    args: dict

    def __new__(cls, key: str, count: "int | None" = None, **args) -> "Sentence":
        obj = super().__new__(cls, _render("en", key, count, args))
        obj.key, obj.count, obj.args = key, count, args
        return obj

    def in_language(self, lang: str) -> str:
        """The same sentence in ``lang`` (``en``, ``fr``, ``es``)."""
        return _render(lang, self.key, self.count, self.args)


def as_sentence(value) -> "Sentence | None":
    """``value`` as a :class:`Sentence`: a core :class:`~companion.reason.Reason` worded
    by the catalog (a reason among its arguments too), a :class:`Sentence` as it is, else
    ``None``.

    >>> as_sentence(Reason("app.obs_start", problem=Reason("app.config.count", 1, low=2,
    ...                                                    high=6))).in_language("fr")
    'start : 1 joueur : Lovecraft Letter se joue de 2 à 6 joueurs'

    Raises:
        MissingMessageError: a reason the catalog does not word.
    """
    if isinstance(value, Sentence):
        return value
    if not isinstance(value, Reason):
        return None
    return Sentence(value.key, value.count, **{
        name: as_sentence(arg) if isinstance(arg, Reason) else arg
        for name, arg in value.args})


def said_in(exc: BaseException, lang: str) -> str:
    """``exc``'s message in ``lang``: its :class:`~companion.reason.Reason` or
    :class:`Sentence` argument rendered there (e.g. an
    :class:`~companion.tracker.observations.ObservationError`), else its English text.

    >>> said_in(ValueError(Sentence("app.default_player", number=2)), "fr")
    'Joueur 2'
    """
    sentence = as_sentence(exc.args[0] if exc.args else None)
    return sentence.in_language(lang) if sentence is not None else str(exc)


#: The system errors said in the table's language (``app.os_error.<errno name>``); any
#: other is said in the system's own words (QA33 L4: "No such file or directory" in French).
OS_ERRORS = ("ENOENT", "EACCES", "EPERM", "EROFS", "ENOSPC", "EISDIR", "ENOTDIR", "EEXIST",
             "ENAMETOOLONG")


def system_words(exc: BaseException, lang: str) -> str:
    """Why the system refused (``exc``, an :class:`OSError` or another error), in ``lang``:
    the catalog's words for its ``errno`` (:data:`OS_ERRORS`), else its ``strerror``, else
    its text (:func:`said_in`).

    >>> system_words(FileNotFoundError(2, "No such file or directory"), "fr")
    'fichier ou dossier introuvable'
    """
    name = errno.errorcode.get(getattr(exc, "errno", None) or -1)
    if name in OS_ERRORS:
        return message(lang, f"app.os_error.{name}")
    return getattr(exc, "strerror", None) or said_in(exc, lang)


def _render(lang: str, key: str, count: "int | None", args: dict) -> str:
    return message(lang, key, count, **{
        name: value.in_language(lang) if isinstance(value, Sentence) else value
        for name, value in args.items()})


_FR_VOWELS = "AEIOUYÀÂÉÈÊËÎÏÔŒÙÛÜ"
_FR_LOWER_VOWELS = _FR_VOWELS.lower()
#: What a word that French elides "de" and "que" before begins with (:func:`fr_elides`).
_FR_ELIDING = (rf"(?:[{_FR_VOWELS.replace('Y', '')}]|Y(?![{_FR_LOWER_VOWELS}])"
               rf"|H(?i:[{_FR_LOWER_VOWELS}]))")


def fr_elides(word: str) -> bool:
    """Whether French elides "de" and "que" before ``word``, a capitalised name (a player's,
    typed freely, or a card's): it begins with a vowel ("d'Alice", "qu'Ève", "d'Yves"), or
    with h and a vowel ("d'Hélène", "d'Hugo": the h of a name is taken as mute, since
    whether a name's h is aspirated cannot be known from its spelling: "de Hugues" is said
    "d'Hugues"). Not before y and a vowel, a consonant sound ("de Yann", "de Yasmine"),
    nor before a name written in lower case (left as typed: the rule could not tell it
    from the sentence's own words).

    >>> [fr_elides(w) for w in ("Alice", "Hélène", "Yves", "Yann", "Bob", "H", "élodie")]
    [True, True, True, False, False, False, False]
    """
    return re.match(_FR_ELIDING, word) is not None


@lru_cache(maxsize=1)
def _fr_elision() -> re.Pattern:
    """French elision of "de" and "que" before a word :func:`fr_elides` (a player's or a
    card's name put in a sentence): "de Alice" -> "d'Alice", "que Hélène" -> "qu'Hélène";
    never inside a card's name as the rulebook prints it ("La Grande Race de Yith" was said
    "la Grande Race d'Yith"): the words a French card name has after "de" are left alone.
    The other words French elides ("le", "la", "ce", "si") never come before a name in the
    catalog's sentences."""
    from companion.cards import CARDS
    kept = sorted({m.group(1) for c in CARDS.values()
                   for m in re.finditer(r"\bde (\w+)", c.name("fr")) if fr_elides(m.group(1))})
    keep = "".join(rf"(?!{re.escape(word)}\b)" for word in kept)
    return re.compile(rf"\b(de|que|De|Que) {keep}(?={_FR_ELIDING})")


def _elide(text: str) -> str:
    """French elision of "de" and "que" before a name (:func:`_fr_elision`)."""
    return _fr_elision().sub(lambda m: m.group(1)[:-1] + "'", text)


#: Spanish "y" before a word beginning with the sound i (i, hi, but not hi and a vowel:
#: "y hielo"), and "o" before the sound o (o, ho).
_ES_Y = re.compile(r"(?<=\w )y(?= (?:[iíIÍ]|[hH][iíIÍ](?![aeouáéóúAEOUÁÉÓÚ])))")
_ES_O = re.compile(r"(?<=\w )o(?= (?:[oóOÓ]|[hH][oóOÓ]))")


def _es_conjunctions(text: str) -> str:
    """Spanish "y" said "e" and "o" said "u" before a word that begins with their own
    sound, names included (a list of players, "Ana e Isabel", "Bob u Olga"; RAE); a name
    is never contracted otherwise ("de El Greco" stays: "del" is for the article)."""
    return _ES_O.sub("u", _ES_Y.sub("e", text))
