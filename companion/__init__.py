"""Lovecraft Letter table companion: cards, rules engine, tracker, narration, app."""
import os

# NumPy's OpenBLAS threads spin on the readers' small matrix products (a product of 0.13 ms
# on one thread took up to 3 ms with its threads on a busy machine, and 1080p readings
# changed by one card): one thread, set before NumPy loads (a value given by the user wins).
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
