"""How much memory a call takes, the deterministic stand-in for "refused at once".

A hostile input (a zip bomb, a million-card deck, a 20-million-character seed) must be refused
before it is unpacked, built or copied. Timing that in a test fails on a busy machine and proves
little; the memory a call allocates does not depend on the machine's load, and unpacking,
building or copying such an input would allocate megabytes. Speed figures belong to the
benchmarks (``make bench``), which print them.
"""

from __future__ import annotations

import tracemalloc
from typing import Callable, TypeVar

T = TypeVar("T")

MB = 1 << 20


def peak_bytes(call: Callable[[], T]) -> tuple[T | BaseException, int]:
    """What ``call()`` returned (or raised) and the most memory it held at once, in bytes."""
    tracemalloc.start()
    try:
        try:
            result: T | BaseException = call()
        except Exception as err:   # the refusal is what most callers want to look at
            result = err
        return result, tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
