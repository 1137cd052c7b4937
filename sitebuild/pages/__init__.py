"""What the build adds to a page: player aid, examples beside their prose, link
previews, rule changes, dates, the Content-Security-Policy, the Chinese search cut."""
