"""Card catalog: the editions of RULINGS.md, their cards, ranks, copies and names.

A *card* here is a kind of card (``"investigators"``), not one physical copy: copies of
the same card are indistinguishable at the table. The engine and the tracker hold cards as
their string keys; :func:`card` returns the full :class:`Card` record.

Sources: seed ``002_…`` (Arkham edition, card list "Card Effects"), seed ``000_…`` (French
names of the same edition), RULINGS.md "Editions the product must support" (original
edition table). Rules texts are our own short paraphrases.

>>> card("deep_one").rank, card("deep_one").other_world
(3, True)
>>> len(deck_list("arkham")), len(deck_list("arkham-classic")), len(deck_list("original"))
(27, 25, 25)
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from enum import Enum
from types import MappingProxyType
from typing import Mapping

from companion.reason import Reason

LANGUAGES = ("en", "fr", "es")


class Edition(str, Enum):
    """The three editions the product supports (RULINGS.md, "Editions")."""

    ARKHAM = "arkham"
    ARKHAM_CLASSIC = "arkham-classic"
    ORIGINAL = "original"

    @classmethod
    def parse(cls, value: "str | Edition") -> "Edition":
        """Return the edition named ``value``.

        Raises:
            ValueError: unknown name; the message lists the known ones (a
                :class:`~companion.reason.Reason`, ``app.config.edition``).
        """
        if isinstance(value, Edition):
            return value
        try:
            return cls(str(value).strip().lower())
        except ValueError:
            known = ", ".join(e.value for e in cls)
            raise ValueError(Reason("app.config.edition", value=repr(value),
                                    choices=known)) from None


@dataclass(frozen=True)
class Card:
    """One kind of card.

    Attributes:
        key: stable identifier, ``snake_case`` English name (``"the_dilettante"``).
        rank: the card's number, 0 to 8.
        other_world: True for an Other World card (Arkham edition) or an insanity card
            (original edition): in a discard zone it makes the player Insane.
        copies: copies in the edition's deck.
        code: the number printed in the card's marker (ArUco id and QR payload), unique
            across editions; see ``docs/adaptation.md``.
        names: name per language (``"en"``, ``"fr"``, ``"es"``).
        sane: short Sane-effect text per language.
        insane: short Insane-effect text per language, or ``None`` for a card with a
            single effect.
    """

    key: str
    rank: int
    other_world: bool
    copies: int
    code: int
    names: Mapping[str, str]
    sane: Mapping[str, str]
    insane: Mapping[str, str] | None = None

    def name(self, lang: str = "en") -> str:
        """The card's name in ``lang`` (falls back to English for an unknown language)."""
        return self.names.get(lang, self.names["en"])

    def __repr__(self) -> str:
        return f"card({self.key!r})"


def _t(en: str, fr: str, es: str) -> Mapping[str, str]:
    return MappingProxyType({"en": en, "fr": fr, "es": es})


# --- Effect texts shared by several cards (an Arkham card and its Other World twin, or
# the original edition's equivalent): written once.
_FORCED_PLAY = _t("You must play it if your other card is 5 or more.",
    "Vous devez la jouer si votre autre carte vaut 5 ou plus.",
    "Debes jugarla si tu otra carta es un 5 o más.")
_WIN_ROUND = _t("If your other card is 5 or more, reveal it and win the round.",
    "Si votre autre carte vaut 5 ou plus, révélez-la et gagnez la manche.",
    "Si tu otra carta es un 5 o más, muéstrala y gana la ronda.")
_TRADE_SECRETLY = _t("Choose another player and secretly trade hands.",
    "Choisissez un autre joueur et échangez discrètement vos mains.",
    "Elige a otro jugador e intercambiad vuestras manos en secreto.")
_TAKE_ALL = _t("Take every other player's hand, then give each of them one card of your choice.",
    "Prenez la main de chaque autre joueur, puis rendez à chacun une carte de votre choix.",
    "Toma la mano de los demás jugadores y luego da a cada uno una carta a tu elección.")
_REDRAW = _t("Choose any player, even yourself: they discard their hand and draw a new card.",
    "Choisissez un joueur, vous compris : il défausse sa main et pioche une nouvelle carte.",
    "Elige a cualquier jugador, incluido tú: descarta su mano y roba una carta nueva.")
_PROTECT = _t("Until your next turn, no player may choose you for a card effect.",
    "Jusqu'à votre prochain tour, personne ne peut vous choisir pour un effet de carte.",
    "Hasta tu próximo turno, nadie puede elegirte para el efecto de una carta.")
_COMPARE = _t("Compare hands with another player; the lower card is out.",
    "Comparez votre main avec celle d'un autre joueur ; la plus faible quitte la manche.",
    "Compara tu mano con la de otro jugador; la carta menor queda fuera.")
_KNOCK_OUT_SANE = _t("Choose another player who is Sane: they are out of the round.",
    "Choisissez un autre joueur sain d'esprit : il quitte la manche.",
    "Elige a otro jugador cuerdo: queda fuera de la ronda.")
_LOOK = _t("Look at another player's hand.",
    "Regardez la main d'un autre joueur.",
    "Mira la mano de otro jugador.")
_GUESS_INSANE = _t("Choose another player: if they hold a 1 they are out; if not, guess another number.",
    "Choisissez un autre joueur : s'il a un 1, il quitte la manche ; sinon, annoncez un autre nombre.",
    "Elige a otro jugador: si tiene un 1 queda fuera; si no, di otro número.")
_TOMMY_GUN = _t("Choose any player: reveal the top 2 cards of the deck into their discard zone, without effect.",
    "Choisissez un joueur : révélez les 2 cartes du dessus du paquet dans sa zone de défausse, sans effet.",
    "Elige a cualquier jugador: revela las 2 cartas superiores del mazo en su zona de descarte, sin efecto.")
_TRADE = _t("Choose another player and trade hands.",
    "Choisissez un autre joueur et échangez vos mains.",
    "Elige a otro jugador e intercambiad vuestras manos.")
_GUESS = _t("Choose another player and guess a number other than 1 (0 allowed): if they hold it, they are out.",
    "Choisissez un autre joueur et annoncez un nombre autre que 1 (0 permis) : s'il l'a, il quitte la manche.",
    "Elige a otro jugador y di un número distinto de 1 (vale el 0): si lo tiene, queda fuera.")

# --- Arkham edition (seed 002 "Card Effects"; French names from seed 000) -----------------
_ARKHAM = [
    Card("the_dilettante", 8, False, 1, 1,
         _t("The Dilettante", "La Dilettante", "La Diletante"),
         _t("If you play or discard it from your hand, you are out of the round.",
            "Si vous la jouez ou la défaussez de votre main, vous quittez la manche.",
            "Si la juegas o la descartas de tu mano, quedas fuera de la ronda.")),
    Card("cthulhu", 8, True, 1, 2,
         _t("Cthulhu", "Cthulhu", "Cthulhu"),
         _t("If you play or discard it from your hand, you are out of the round.",
            "Si vous le jouez ou le défaussez de votre main, vous quittez la manche.",
            "Si lo juegas o lo descartas de tu mano, quedas fuera de la ronda."),
         _t("Played with 2 or more Other World cards already in your discard zone: you win the game. Otherwise you are out.",
            "Joué avec au moins 2 cartes Autre Monde déjà dans votre zone de défausse : vous gagnez la partie. Sinon vous quittez la manche.",
            "Jugado con 2 o más cartas de Otro Mundo ya en tu zona de descarte: ganas la partida. Si no, quedas fuera.")),
    Card("the_entertainer", 7, False, 1, 3,
         _t("The Entertainer", "La Chanteuse", "La Artista"),
         _FORCED_PLAY),
    Card("shoggoth", 7, True, 1, 4,
         _t("Shoggoth", "Shoggoth", "Shoggoth"),
         _t("You must play it if your other card is 5 or more.",
            "Vous devez le jouer si votre autre carte vaut 5 ou plus.",
            "Debes jugarlo si tu otra carta es un 5 o más."),
         _WIN_ROUND),
    Card("the_sailor", 6, False, 1, 5,
         _t("The Sailor", "Le Marin", "El Marinero"),
         _TRADE_SECRETLY),
    Card("randall_tillinghast", 6, True, 1, 6,
         _t("Randall Tillinghast", "Randall Tillinghast", "Randall Tillinghast"),
         _TRADE_SECRETLY,
         _TAKE_ALL),
    Card("the_musician", 5, False, 2, 7,
         _t("The Musician", "Le Musicien", "El Músico"),
         _REDRAW),
    Card("stowaway", 5, True, 1, 8,
         _t("Stowaway", "Passager clandestin", "Polizón"),
         _REDRAW,
         _t("Take another player's hand; they take the Stowaway Eggs. Then play one of your two cards.",
            "Prenez la main d'un autre joueur ; il prend les Œufs clandestins. Puis jouez l'une de vos deux cartes.",
            "Toma la mano de otro jugador; él toma los Huevos del polizón. Luego juega una de tus dos cartas.")),
    Card("the_urchin", 4, False, 2, 9,
         _t("The Urchin", "La Gamine", "El Pilluelo"),
         _PROTECT),
    Card("necronomicon", 4, True, 1, 10,
         _t("Necronomicon", "Necronomicon", "Necronomicón"),
         _PROTECT,
         _t("You cannot be knocked out for the rest of the round.",
            "Vous ne pouvez plus quitter la manche jusqu'à sa fin.",
            "No puedes quedar fuera durante el resto de la ronda.")),
    Card("the_boxer", 3, False, 2, 11,
         _t("The Boxer", "Le Boxeur", "El Boxeador"),
         _COMPARE),
    Card("deep_one", 3, True, 1, 12,
         _t("Deep One", "Profond", "Profundo"),
         _COMPARE,
         _KNOCK_OUT_SANE),
    Card("the_fed", 2, False, 2, 13,
         _t("The Fed", "L'Agent fédéral", "El Federal"),
         _LOOK),
    Card("nightgaunt", 2, True, 1, 14,
         _t("Nightgaunt", "Maigre bête de la nuit", "Ángel descarnado"),
         _LOOK,
         _t("Look at another player's hand, then take a full extra turn without a Sanity check.",
            "Regardez la main d'un autre joueur, puis jouez un tour supplémentaire sans test de Santé mentale.",
            "Mira la mano de otro jugador y juega un turno extra sin prueba de cordura.")),
    Card("investigators", 1, False, 5, 15,
         _t("Investigators", "Investigateurs", "Investigadores"),
         _GUESS),
    Card("cultists", 1, True, 1, 16,
         _t("Cultists", "Cultistes", "Sectarios"),
         _GUESS,
         _GUESS_INSANE),
    Card("tommy_gun", 0, False, 1, 17,
         _t("Tommy Gun", "Mitraillette", "Metralleta"),
         _TOMMY_GUN),
    Card("rlyeh", 0, True, 1, 18,
         _t("R'lyeh", "R'lyeh", "R'lyeh"),
         _TOMMY_GUN,
         _t("Flip the deck: its next card is visible. At the start of your next turn you may end the round.",
            "Retournez le paquet : sa prochaine carte est visible. Au début de votre prochain tour, vous pouvez finir la manche.",
            "Da la vuelta al mazo: su próxima carta es visible. Al comienzo de tu próximo turno puedes terminar la ronda.")),
    Card("stowaway_eggs", 0, True, 1, 19,
         _t("Stowaway Eggs", "Œufs clandestins", "Huevos del polizón"),
         _t("If you play it, you are out of the round. Discarding it does nothing.",
            "Si vous les jouez, vous quittez la manche. Les défausser ne fait rien.",
            "Si los juegas, quedas fuera de la ronda. Descartarlos no hace nada.")),
]

# --- Original edition (RULINGS.md table; seeds 003 and 004) ---------------------------------
# Names (QA12 F4; docs/rulings.md "Card names"): Spanish from seed 004 where it names the card
# ("Signo Antiguo", "la llave plateada", "el profesor Henry Armitage", "los investigadores",
# "Liber Ivonis", "Mi-Go", "Cthulhu"); French from seed 003's card list ("La Clef Argentée",
# "Le Trapezohedron Brillant", "Le Profond", ...), except where the rulebook of seed 000 names
# the same card ("Investigateurs", "Necronomicon") and 003's "Ylith" (a misspelling of Yith).
_ORIGINAL = [
    Card("necronomicon_original", 8, False, 1, 21,
         _t("Necronomicon", "Necronomicon", "Necronomicón"),
         _t("If it is discarded for any reason, even by a Sanity check, you are out of the round.",
            "S'il est défaussé pour quelque raison que ce soit, même par un test de Santé mentale, vous quittez la manche.",
            "Si se descarta por cualquier motivo, incluso por una prueba de cordura, quedas fuera de la ronda.")),
    Card("cthulhu_original", 8, True, 1, 22,
         _t("Cthulhu", "Cthulhu", "Cthulhu"),
         _t("If it is discarded for any reason, you are out of the round.",
            "S'il est défaussé pour quelque raison que ce soit, vous quittez la manche.",
            "Si se descarta por cualquier motivo, quedas fuera de la ronda."),
         _t("Played with 2 or more insanity cards already in your discard pile: you win the game. Otherwise you are out.",
            "Joué avec au moins 2 cartes Folie déjà dans votre défausse : vous gagnez la partie. Sinon vous quittez la manche.",
            "Jugado con 2 o más cartas de locura ya en tu pila de descarte: ganas la partida. Si no, quedas fuera.")),
    Card("silver_key", 7, False, 1, 23,
         _t("Silver Key", "La Clef Argentée", "La Llave Plateada"),
         _FORCED_PLAY),
    Card("shining_trapezohedron", 7, True, 1, 24,
         _t("Shining Trapezohedron", "Le Trapezohedron Brillant", "El Trapezoedro Resplandeciente"),
         _t("While Sane, you must play it if your other card is 5 or more.",
            "Tant que vous êtes sain d'esprit, vous devez le jouer si votre autre carte vaut 5 ou plus.",
            "Mientras estés cuerdo, debes jugarlo si tu otra carta es un 5 o más."),
         _WIN_ROUND),
    Card("randolph_carter", 6, False, 1, 25,
         _t("Randolph Carter", "Randolph Carter", "Randolph Carter"),
         _TRADE),
    Card("nyarlathotep", 6, True, 1, 26,
         _t("Nyarlathotep", "Nyarlathotep", "Nyarlathotep"),
         _TRADE,
         _TAKE_ALL),
    Card("henry_armitage", 5, False, 2, 27,
         _t("Prof. Henry Armitage", "Professeur Henry Armitage", "Profesor Henry Armitage"),
         _REDRAW),
    Card("mi_go", 5, True, 1, 28,
         _t("Mi-Go", "Mi-Go", "Mi-Go"),
         _REDRAW,
         _t("Take another player's hand; they take the Mi-Go Braincase. Then play one of your two cards.",
            "Prenez la main d'un autre joueur ; il prend le Cerveau de Mi-Go. Puis jouez l'une de vos deux cartes.",
            "Toma la mano de otro jugador; él toma el Cerebro de Mi-Go. Luego juega una de tus dos cartas.")),
    Card("elder_sign", 4, False, 2, 29,
         _t("Elder Sign", "Le Signe des Anciens", "El Signo Antiguo"),
         _PROTECT),
    Card("liber_ivonis", 4, True, 1, 30,
         _t("Liber Ivonis", "Liber Ivonis", "Liber Ivonis"),
         _PROTECT,
         _t("You cannot be knocked out until the end of the round.",
            "Vous ne pouvez plus quitter la manche jusqu'à sa fin.",
            "No puedes quedar fuera hasta el final de la ronda.")),
    Card("great_race_of_yith", 3, False, 2, 31,
         _t("Great Race of Yith", "La Grande Race de Yith", "La Gran Raza de Yith"),
         _COMPARE),
    Card("hound_of_tindalos", 3, True, 1, 32,
         _t("Hound of Tindalos", "Les Chiens de Tindalos", "El Sabueso de Tindalos"),
         _COMPARE,
         _KNOCK_OUT_SANE),
    Card("cats_of_ulthar", 2, False, 2, 33,
         _t("Cats of Ulthar", "Les Chats d'Ulthar", "Los Gatos de Ulthar"),
         _LOOK),
    Card("golden_mead", 2, True, 1, 34,
         _t("Golden Mead", "L'Hydromel Doré", "El Hidromiel Dorado"),
         _LOOK,
         _t("Look at another player's hand, then draw a card and play one of your two cards.",
            "Regardez la main d'un autre joueur, puis piochez une carte et jouez l'une de vos deux cartes.",
            "Mira la mano de otro jugador, roba una carta y juega una de tus dos cartas.")),
    Card("investigators_original", 1, False, 5, 35,
         _t("Investigators", "Investigateurs", "Investigadores"),
         _GUESS),
    Card("deep_ones", 1, True, 1, 36,
         _t("Deep Ones", "Le Profond", "Los Profundos"),
         _GUESS,
         _GUESS_INSANE),
    Card("mi_go_braincase", 0, True, 1, 37,
         _t("Mi-Go Braincase", "Le Cerveau de Mi-Go", "El Cerebro de Mi-Go"),
         _t("If you play it on your turn, you are out of the round. A forced discard does nothing.",
            "Si vous le jouez à votre tour, vous quittez la manche. Une défausse forcée ne fait rien.",
            "Si lo juegas en tu turno, quedas fuera de la ronda. Un descarte forzado no hace nada.")),
]

CARDS: Mapping[str, Card] = MappingProxyType({c.key: c for c in _ARKHAM + _ORIGINAL})
BY_CODE: Mapping[int, Card] = MappingProxyType({c.code: c for c in CARDS.values()})

_EDITION_CARDS = {
    Edition.ARKHAM: tuple(c.key for c in _ARKHAM),
    Edition.ARKHAM_CLASSIC: tuple(c.key for c in _ARKHAM if c.key not in ("tommy_gun", "rlyeh")),
    Edition.ORIGINAL: tuple(c.key for c in _ORIGINAL),
}

#: The card set aside face up at setup (seed 002 "Setup"; RULINGS O1).
SET_ASIDE_FACE_UP = {
    Edition.ARKHAM: "stowaway_eggs",
    Edition.ARKHAM_CLASSIC: "stowaway_eggs",
    Edition.ORIGINAL: "mi_go_braincase",
}


def card(key: str) -> Card:
    """The :class:`Card` for ``key``.

    Raises:
        KeyError: unknown key; the message lists the known keys.
    """
    try:
        return CARDS[key]
    except KeyError:
        raise KeyError(f"unknown card {key!r}; known cards: {', '.join(CARDS)}") from None


def edition_cards(edition: "str | Edition") -> tuple[Card, ...]:
    """The distinct cards of ``edition``, highest rank first (as in the rulebook's list)."""
    return tuple(CARDS[k] for k in _EDITION_CARDS[Edition.parse(edition)])


def deck_list(edition: "str | Edition") -> list[str]:
    """Every physical card of ``edition`` as keys, one entry per copy (27, 25 or 25)."""
    return [c.key for c in edition_cards(edition) for _ in range(c.copies)]


#: A leading article or title, as a word ("The Boxer", "L'Agent", "Prof. Henry Armitage").
_LEAD_ARTICLE = re.compile(r"^(?:(?:the|le|la|les|el|los|las|prof\.?|professeur|profesor)\s+"
                           r"|l['’]\s*)", re.IGNORECASE)


def without_article(name: str) -> str:
    """``name`` without its leading article or title as a word ("Le Marin" -> "Marin"), so
    that a card named without it is still found (QA12 F4: the article was cut from the
    joined letters, "prof" cut "Profond" to "ond") and a player is not called by it."""
    return _LEAD_ARTICLE.sub("", name.strip())


def find_card(text: str, edition: "str | Edition | None" = None) -> Card:
    """Look a card up by key, code or name in any language (case- and accent-tolerant).

    Used to parse what a player types or says ("that card was the Boxer").

    Raises:
        KeyError: nothing matches, or the name is ambiguous; the message says which.
    """
    import unicodedata

    def norm(s: str) -> str:
        s = unicodedata.normalize("NFKD", s.lower().replace("œ", "oe"))
        return "".join(ch for ch in s if ch.isalnum())

    pool = edition_cards(edition) if edition is not None else tuple(CARDS.values())
    wanted = norm(text)
    if wanted.isdigit():
        by_code = [c for c in pool if c.code == int(wanted)]
        if by_code:
            return by_code[0]
    exact = [c for c in pool if wanted in {norm(c.key)} | {norm(n) for n in c.names.values()}]
    if not exact:
        exact = [c for c in pool if norm(without_article(text))
                 in {norm(without_article(n)) for n in c.names.values()}]
    if len(exact) == 1:
        return exact[0]
    if len(exact) > 1:
        raise KeyError(f"{text!r} names several cards ({', '.join(c.key for c in exact)}); "
                       "name the edition or use the card key")
    raise KeyError(f"no card named {text!r}; known: "
                   + ", ".join(c.name("en") for c in pool))
