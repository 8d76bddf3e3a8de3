"""Benchmarks: speed and accuracy, with figures recorded in docs/benchmarks.md."""
