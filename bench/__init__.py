"""Benchmarks for Cocoa Games (`make bench` / `python -m bench`); never part of `make test`."""
