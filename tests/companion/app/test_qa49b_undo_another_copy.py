"""Fresh QA49b MEDIUM-5 (r6u, twice): minus right after "Carol: the Investigators." asked
"Read but not said yet: the Investigators in Carol's zone. Undo it?" about her second
Investigators, read but not said yet; heard as the card just said, it was confirmed, and
the round was lost. A card not said yet whose name lies in a zone already is named as
another copy (companion.app.undo_key, ``app.undo_*_unsaid_card_again``)."""
import pytest

from companion.tracker import observations as o
from tests.companion.app.test_session import press
from tests.companion.app.test_undo_unheard import _heard_session, _question


@pytest.mark.parametrize("lang, asks", [
    ("en", "Read but not said yet, another copy: the Investigators in Carol's zone. "
           "Undo it? Press minus twice to confirm."),
    ("fr", "Lu mais pas encore dit, un autre exemplaire : les Investigateurs dans la zone "
           "de Carol. L'annuler ? Appuyez deux fois sur moins pour confirmer."),
    ("es", "Leído pero todavía sin decir, otro ejemplar: los Investigadores en la zona de "
           "Carol. ¿Deshacerlo? Pulsa menos dos veces para confirmar."),
])
def test_a_card_not_said_yet_named_like_a_card_on_the_table_is_another_copy(lang, asks):
    s, ear = _heard_session(("Alice", "Bob", "Carol"), lang)
    _question(s)  # Alice's Investigators on the table, a question open
    ear.hear_all()
    s.observe(o.card_seen(2, "investigators"))  # Carol's, said nothing of
    press(s, "--")
    assert ear.said[-1].brief == asks


def test_a_card_not_said_yet_with_no_card_of_its_name_on_the_table_is_named_plainly():
    s, ear = _heard_session(("Alice", "Bob", "Carol"))
    _question(s)
    ear.hear_all()
    s.observe(o.card_seen(2, "the_fed"))
    press(s, "--")
    assert ear.said[-1].brief == ("Read but not said yet: The Fed in Carol's zone. Undo it? "
                                  "Press minus twice to confirm.")
