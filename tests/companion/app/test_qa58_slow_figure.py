"""Fresh QA58 LOW-1: pictures read behind their time (a busy computer), each in a few
hundredths of a second, were said "Reading the table is slow: about 0.1 seconds a picture."
(r5) and "La lecture de la table est lente : environ 0,0 secondes par image" (r2c). A
picture's time under a second is said in milliseconds, rounded to tens; from a second on in
seconds, one decimal (French: singular under 2)."""
import pytest

from companion.app.camera_watch import SLOW_FRAMES, CameraWatch
from companion.app.session import TableSession


@pytest.mark.parametrize("seconds, lang, says", [
    (0.04, "fr", "La lecture de la table est lente : environ 40 millisecondes par image."),
    (0.004, "fr", "La lecture de la table est lente : environ 10 millisecondes par image."),
    (0.12, "en", "Reading the table is slow: about 120 milliseconds a picture."),
    (0.5, "es", "La lectura de la mesa es lenta: unos 500 milisegundos por imagen."),
    (0.996, "fr", "La lecture de la table est lente : environ 1,0 seconde par image."),
    (1.5, "fr", "La lecture de la table est lente : environ 1,5 seconde par image."),
    (2.6, "fr", "La lecture de la table est lente : environ 2,6 secondes par image."),
    (1.25, "en", "Reading the table is slow: about 1.2 seconds a picture."),
    (1.5, "es", "La lectura de la mesa es lenta: unos 1,5 segundos por imagen."),
])
def test_the_slow_line_says_a_sensible_figure(seconds, lang, says):
    said = []
    watch = CameraWatch(TableSession(say=said.append, lang=lang), "frames", clock=lambda: 0.0)
    for _ in range(SLOW_FRAMES):  # behind their time: said slow whatever each one took
        watch.read_time(seconds, behind=5.0)
    assert [a.brief.split(". ")[0] + "." for a in said] == [says]
