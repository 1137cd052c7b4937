"""Widget rendering shared by the build (static HTML) and the browser (Pyodide).

STUB: the widgets issue replaces this with the real renderers.
"""
