"""Benchmarks: speed and accuracy, with figures recorded in docs/benchmarks.md."""
import os

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")  # before NumPy loads: companion/__init__.py
