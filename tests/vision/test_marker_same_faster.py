"""The marker reader's session-21 speed work gives what its plain definitions give (issue
4, item 8: same readings, less time): the illumination model on the card ids' hypotheses
only (:func:`vision.lit_model.lit_scores` with kept row tables) and the quads' sides
without ``np.roll``. (The near pass's zones and places were compared with the code they
replaced on whole frame readings when they were rewritten: docs/benchmarks-history.md, session 21,
helper speed; their behaviour is tested in test_near_model.)"""
from __future__ import annotations

import numpy as np

from companion.cards import edition_cards
from vision import lit_model as lm
from vision.marker_checks import quad_sides, quads_sides

CARD_IDS = {c.code for c in edition_cards("arkham")}


def test_lit_scores_on_the_card_rows_as_on_every_row_and_tables_kept():
    rng = np.random.default_rng(5)
    rows = np.flatnonzero(np.isin(lm.IDS_H, sorted(CARD_IDS)))
    some = np.sort(rng.choice(len(lm.IDS_H), 37, replace=False))
    for _ in range(200):
        cells = rng.uniform(0, 255, (8, 8)).astype(np.float32)
        every = lm.lit_scores(cells)
        for r in (rows, some):
            assert np.array_equal(lm.lit_scores(cells, r), every[r])
    # the card rows' tables are made once, not copied at every call
    assert lm._row_tables(rows)[0] is lm._row_tables(rows.copy())[0]
    assert lm._row_tables(rows)[0].flags.c_contiguous


def test_quads_sides_as_np_roll_gave():
    rng = np.random.default_rng(2)
    q = rng.uniform(0, 1280, (500, 4, 2))
    d = q - np.roll(q, -1, axis=1)
    want = np.sqrt((d * d).sum(axis=2))
    assert np.array_equal(quads_sides(q), want)
    assert all(np.array_equal(quad_sides(q[k]), want[k]) for k in range(0, 500, 7))
    assert np.array_equal(quad_sides(q[0].tolist()), want[0])  # a list of corners too
