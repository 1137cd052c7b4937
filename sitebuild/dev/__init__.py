"""The developer's loop: the live-reload server, the static server and the test browser."""
