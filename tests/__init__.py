import os

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")  # before NumPy loads: companion/__init__.py
