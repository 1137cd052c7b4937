"""Pure-Python rules engines, one subpackage per game.

Standard library only, so the same code runs in CPython and, as a wheel, in Pyodide.
"""
