"""Widget machinery shared by every game: the build's static HTML and the browser's live view.

Generic modules: :mod:`~livewidgets.api` (render, start, act), :mod:`~livewidgets.dispatch`
(the browser's one door, checked against the game registry), :mod:`~livewidgets.layout`
(stepped examples), :mod:`~livewidgets.controls`, :mod:`~livewidgets.markup` and
:mod:`~livewidgets.strings`. Each game's widgets are a subpackage ``livewidgets.<game>``.
Only what the browser runs lives here; the build's glue (the fence, the wheel, benchmarks) is
in ``sitebuild``.
"""
